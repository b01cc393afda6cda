// npm run check:upstream against real servers: the embedded backend and both reference FastAPI
// upstreams must pass (the reference's own OpenAPI held to the contract), and each deliberately broken
// variant of the reference must fail, naming what broke; the command itself tells a refused password,
// a URL ending in /api/v1 and a wrapper URL where FastAPI serves nothing apart. All servers start in
// parallel.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { API_CLIENTS_PATH, CATALOG_PATH, LOGIN_PATH, NICHES_PATH, productsPaths } from "../support/api-paths";
import { readRequest, type Request } from "../../contract-tools/conformance/args";
import { WRITE_PREFIX } from "../../contract-tools/conformance/cleanup";
import { outcomeText } from "../../contract-tools/conformance/output";
import { Progress } from "../../contract-tools/conformance/progress";
import { checkUpstream, type CheckResult } from "../../contract-tools/conformance/run";
import { Secrets } from "../../contract-tools/conformance/secrets";
import { runCli } from "./support/cli";

const PYTHON = process.env.PYTHON ?? "/usr/bin/python3";
const CREDENTIALS = { username: "admin", password: "admin123" };
const CREDENTIALS_ENV = { UPSTREAM_USERNAME: CREDENTIALS.username, UPSTREAM_PASSWORD: CREDENTIALS.password };
const EMBEDDED_PORT = 8350;
const STARTUP_MS = 90_000;

interface Server {
  name: string;
  port: number;
  args: string[];
}

const reference: Server[] = [
  { name: "la referencia con los valores por defecto de FastAPI", port: 8340, args: [] },
  {
    name: "la referencia con las otras convenciones",
    port: 8341,
    args: ["--no-websocket", "--exclude-none", "--bad-token-status", "401", "--no-redirect-slashes"],
  },
];

/** Each broken variant, and what the output must say about it. */
const broken: (Server & { says: RegExp[] })[] = [
  {
    name: "renamed-field",
    port: 8342,
    args: ["--break", "renamed-field"],
    says: [/FALLA +GET +\/api\/v1\/niches\/\n/, /El campo `name` falta en GET \/api\/v1\/niches\/.*Renombra `title` a `name`/],
  },
  { name: "missing-list", port: 8343, args: ["--break", "missing-list"], says: [/FALLA +GET +\/api\/v1\/products\/\n/, /falta GET \/api\/v1\/products\//] },
  {
    name: "json-login",
    port: 8344,
    args: ["--break", "json-login"],
    says: [/FALLA +POST +\/api\/v1\/login\/access-token/, /solo acepta JSON; el panel envía un formulario/],
  },
  { name: "string-id", port: 8345, args: ["--break", "string-id"], says: [/El campo `id` de GET \/api\/v1\/niches\/ es string; el panel lo lee como number/] },
];

const children: { child: ChildProcess; log: string[] }[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "check-upstream-"));

function start(command: string, args: string[], env: Record<string, string>): { child: ChildProcess; log: string[] } {
  // Its own process group, so that stopping it stops what it started (tsx runs the backend in a child).
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"], detached: true });
  const started = { child, log: [] as string[] };
  child.stderr!.on("data", (chunk) => started.log.push(String(chunk)));
  children.push(started);
  return started;
}

/** Waits until `url` answers; a server that exits first fails the run with what it printed. */
async function ready(url: string, { child, log }: { child: ChildProcess; log: string[] }): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}):\n${log.join("")}`);
    const up = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${STARTUP_MS / 1000} s:\n${log.join("")}`);
}

const base = (port: number) => `http://127.0.0.1:${port}`;

/** The check in this process, read from the same command line an operator would type. */
async function run(port: number, write: boolean): Promise<CheckResult & { text: string }> {
  const { check } = readRequest([base(port), ...(write ? ["--write"] : [])], CREDENTIALS_ENV) as Request;
  const printed: string[] = [];
  const progress = new Progress(new Secrets(), (line) => printed.push(line), false);
  const result = await checkUpstream(check, progress);
  const outcome = { ...result, notes: progress.notes, leftovers: progress.leftovers, elapsedMs: 0 };
  return { ...result, text: [...printed, outcomeText(outcome, false)].join("\n") };
}

/** Records named like the check's own, still listed by the upstream. */
async function leftovers(port: number): Promise<string[]> {
  const signIn = await fetch(`${base(port)}${LOGIN_PATH}`, { method: "POST", body: new URLSearchParams(CREDENTIALS) });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const lists = [NICHES_PATH, productsPaths.all, CATALOG_PATH, API_CLIENTS_PATH];
  const answers = await Promise.all(lists.map((list) => fetch(`${base(port)}${list}`, { headers: { authorization: `Bearer ${access_token}` } }).then((r) => r.text())));
  return lists.filter((_, i) => answers[i].includes(WRITE_PREFIX));
}

function failingRows(result: CheckResult): string[] {
  return result.rows.filter((row) => row.required && row.findings.some((f) => f.level === "fail")).map((row) => `${row.method} ${row.path}`);
}

/** Refuses to start next to a server already on one of the ports: the run would check that one instead. */
function assertFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use: stop what listens there first`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

before(async () => {
  await Promise.all([...reference, ...broken].map((server) => server.port).concat(EMBEDDED_PORT).map(assertFree));
  const waits = [...reference, ...broken].map((server) => {
    const started = start(PYTHON, ["tests/upstream-fastapi/server.py", "--port", String(server.port), ...server.args], { PYTHONDONTWRITEBYTECODE: "1" });
    return ready(`${base(server.port)}/openapi.json`, started);
  });
  const embedded = start(process.execPath, ["node_modules/tsx/dist/cli.mjs", "backend/main.ts"], {
    PORT: String(EMBEDDED_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_USERNAME: CREDENTIALS.username,
    ADMIN_PASSWORD: CREDENTIALS.password,
  });
  await Promise.all([...waits, ready(`${base(EMBEDDED_PORT)}/api/v1/health`, embedded)]);
});

after(async () => {
  // The servers hold nothing worth keeping (uvicorn would wait for its background tasks on SIGTERM).
  await Promise.all(
    children.map(({ child }) => {
      if (!child.pid || child.exitCode !== null || child.signalCode !== null) return undefined;
      const exited = new Promise((resolve) => child.on("exit", resolve));
      process.kill(-child.pid, "SIGKILL");
      return exited;
    }),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run check:upstream", { concurrency: true }, () => {
  const passing = [...reference, { name: "the embedded backend", port: EMBEDDED_PORT }];
  for (const server of passing) {
    test(`passes ${server.name}, its own OpenAPI included, with --write`, async () => {
      const result = await run(server.port, true);
      assert.deepEqual(failingRows(result), [], result.text);
      assert.equal(result.exitCode, 0);
      assert.match(result.text, new RegExp(`OpenAPI: ${base(server.port)}/openapi.json`));
      // Every endpoint is checked, and the OpenAPI declares every required one as the contract reads it.
      for (const row of result.rows) {
        assert.notEqual(row.checked, false, `${row.method} ${row.path} sin comprobar`);
        if (row.required) assert.deepEqual(row.findings.filter((f) => f.source === "openapi" && f.level === "fail"), [], row.path);
      }
      assert.deepEqual(await leftovers(server.port), []);
      // The embedded backend pages the niche and product lists; the reference ignores the filters it does not declare.
      const lists = ["la lista de nichos", "la elección de un nicho por slug o id", "la lista de productos", "la lista de productos de un nicho", "la lista de plantillas", "la lista de API clients"];
      for (const list of lists) {
        const mode = server.port === EMBEDDED_PORT ? `Listas: ${list} se pagina en el servidor` : `Listas: degrada: ${list} se lee entera`;
        assert.match(result.text, new RegExp(mode));
      }
    });
  }

  for (const variant of broken) {
    test(`fails the reference broken by --break ${variant.name}, naming the breakage, and deletes what it wrote`, async () => {
      const result = await run(variant.port, true);
      assert.equal(result.exitCode, 1, result.text);
      for (const says of variant.says) assert.match(result.text, says);
      assert.doesNotMatch(result.text, /ATENCIÓN/);
      if (variant.name !== "json-login") assert.deepEqual(await leftovers(variant.port), []);
    });
  }

  test("the command itself exits 1 and prints the rows", async () => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "contract-tools/conformance/main.ts", base(broken[1].port)], {
      env: { ...process.env, ...CREDENTIALS_ENV },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    assert.equal(code, 1, output);
    assert.match(output, /obligatoria +FALLA +GET +\/api\/v1\/products\//);
    assert.match(output, /El backend NO cumple el contrato del panel/);
  });

  test("a refused password is said as such, exit 2, not as a backend that does not conform", async () => {
    const password = "incorrecta-Ñ-41";
    const result = await runCli([base(reference[0].port)], { UPSTREAM_USERNAME: "admin", UPSTREAM_PASSWORD: password });
    assert.equal(result.code, 2, result.output);
    assert.match(result.output, /El backend rechaza al usuario admin o su contraseña \(400: Incorrect username or password\): revisa UPSTREAM_USERNAME y UPSTREAM_PASSWORD\./);
    assert.doesNotMatch(result.output, /NO cumple/);
    assert.ok(!result.output.includes(password));
  });

  test("a URL ending in /api/v1 is read as the URL before it, and the JSON result (--json) says it passes", async () => {
    const api = base(reference[0].port);
    const result = await runCli([`${api}/api/v1/`, "--json"], CREDENTIALS_ENV);
    assert.equal(result.code, 0, result.output);
    assert.match(result.stderr, new RegExp(`La URL termina en /api/v1, que el panel ya pone delante de cada ruta: se comprueba ${api} `));
    assert.match(result.stderr, new RegExp(`OpenAPI: ${api}/openapi.json`));
    const outcome = JSON.parse(result.stdout) as { exitCode: number; result: string; rows: { verdict: string; required: boolean }[] };
    assert.equal(outcome.exitCode, 0);
    assert.equal(outcome.result, "cumple");
    assert.ok(outcome.rows.every((row) => !row.required || row.verdict === "pasa"));
  });

  test("FastAPI's 404 for a path nothing serves is not a wrapper", async () => {
    const api = base(reference[1].port);
    const result = await runCli([api, "--wrapper", `${api}/sin-wrapper`], CREDENTIALS_ENV);
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /obligatoria +FALLA +GET +\/wrapper\/auth\/api-keys\/\{key\}/);
    assert.match(result.output, /GET \/sin-wrapper\/auth\/api-keys\/\S+ responde 404 `\{"detail":"Not Found"\}`, lo que FastAPI responde a una ruta que no existe/);
  });
});
