/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// Shared helpers for the backend contract tests (node:test + tsx).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import assert from "node:assert/strict";
import { io as ioClient, type Socket } from "socket.io-client";
import { z } from "zod";
import { buildServer, type BuildOptions, type BuiltServer } from "../app";
import { openDatabase } from "../db/database";
import { migrations } from "../db/migrations";
import { LOGIN_PATH } from "../../tests/support/api-paths";
import { testDatabaseUrl, testEngine } from "./support/test-database";

/** A migrated, empty database folder, created once per schema version and copied per test (initdb is slow). */
async function templateDir(): Promise<string> {
  const key = createHash("sha256").update(JSON.stringify(migrations)).digest("hex").slice(0, 12);
  const final = path.join(os.tmpdir(), `afiliados-backend-template-${key}`);
  if (fs.existsSync(path.join(final, "ready"))) return final;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-template-build-"));
  const db = await openDatabase({ dataDir: tmp });
  await db.close();
  fs.writeFileSync(path.join(tmp, "ready"), "1");
  try {
    fs.renameSync(tmp, final);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return final;
}

export async function freshDataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-backend-test-"));
  if (testEngine() === "postgres") return dir;
  fs.cpSync(await templateDir(), dir, { recursive: true });
  fs.rmSync(path.join(dir, "ready"), { force: true });
  return dir;
}

export const STEP_MS = 30;

/** A server on a fresh data folder (or the given one), on the engine the suite runs on (see test-database.ts). */
export async function startServer(opts: BuildOptions & { dataDir?: string } = {}): Promise<BuiltServer & { dataDir: string }> {
  const dataDir = opts.dataDir ?? (await freshDataDir());
  const databaseUrl = testEngine() === "postgres" ? await testDatabaseUrl(dataDir) : undefined;
  const built = await buildServer({
    databaseUrl,
    env: {},
    dataDir,
    pipelineStepMs: STEP_MS,
    seedDemo: false,
    testHooks: false,
    logLevel: false,
    publicBaseUrl: "http://localhost:8799",
    jwtSecret: "test-secret-test-secret-test-secret",
    ...opts,
  });
  return { ...built, dataDir };
}

type App = BuiltServer["app"];

export async function login(app: App, username = "admin", password = "admin123"): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: LOGIN_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().access_token;
}

export interface Api {
  get(url: string, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  put(url: string, payload?: unknown): Promise<{ status: number; body: any }>;
  patch(url: string, payload?: unknown): Promise<{ status: number; body: any }>;
  del(url: string): Promise<{ status: number; body: any }>;
}

/** Injected requests with the bearer token (or none when token is null). */
export function api(app: App, token: string | null, extraHeaders: Record<string, string> = {}): Api {
  const call = async (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: method as "GET",
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: body as any, headers: res.headers as Record<string, unknown> };
  };
  return {
    get: (url, headers) => call("GET", url, undefined, headers),
    post: (url, payload, headers) => call("POST", url, payload ?? {}, headers),
    put: (url, payload) => call("PUT", url, payload ?? {}),
    patch: (url, payload) => call("PATCH", url, payload ?? {}),
    del: (url) => call("DELETE", url),
  };
}

/** Asserts a FastAPI 422 body whose detail names `field` (last loc element). */
export function assert422(res: { status: number; body: any }, field?: string | number): void {
  assert.equal(res.status, 422, JSON.stringify(res.body));
  assert.ok(Array.isArray(res.body.detail), "422 detail must be a list");
  for (const d of res.body.detail) {
    assert.ok(Array.isArray(d.loc) && typeof d.msg === "string" && typeof d.type === "string", JSON.stringify(d));
  }
  if (field) assert.ok(res.body.detail.some((d: any) => d.loc.at(-1) === field), `no error for ${field}: ${JSON.stringify(res.body)}`);
}

export function assertSchema<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  // The functional form takes classic and mini schemas alike.
  const res = z.safeParse(schema, value);
  assert.ok(res.success, `schema mismatch: ${res.success ? "" : JSON.stringify(res.error.issues)} in ${JSON.stringify(value).slice(0, 500)}`);
  return res.data;
}

/** A multipart body with the given files (field `files` unless named). */
export function multipart(files: { name: string; data: Buffer; type?: string; field?: string }[]) {
  const boundary = "----afiliadosTestBoundary" + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "files"}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const addr = app.server.address();
  assert.ok(addr && typeof addr === "object");
  return addr.port;
}

export interface EventLog {
  socket: Socket;
  events: { name: string; payload: any }[];
  waitFor(predicate: (e: { name: string; payload: any }) => boolean, timeoutMs?: number): Promise<{ name: string; payload: any }>;
  close(): void;
}

export function connectSocket(port: number, token: string | undefined): Promise<EventLog> {
  const socket = ioClient(`http://127.0.0.1:${port}`, {
    path: "/socket.io/",
    transports: ["websocket"],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    timeout: 10_000,
  });
  const events: { name: string; payload: any }[] = [];
  const waiters: { predicate: (e: any) => boolean; resolve: (e: any) => void }[] = [];
  socket.onAny((name: string, payload: unknown) => {
    const e = { name, payload };
    events.push(e);
    for (const w of [...waiters]) {
      if (w.predicate(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  });
  const log: EventLog = {
    socket,
    events,
    waitFor(predicate, timeoutMs = 15_000) {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timeout waiting for event; got ${events.map((e) => e.name + ":" + (e.payload?.status ?? "")).join(", ")}`)), timeoutMs);
        waiters.push({ predicate, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(log));
    socket.once("connect_error", (err) => reject(err));
  });
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000, everyMs = 25): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error("condition not met in time");
}

export function cleanup(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
