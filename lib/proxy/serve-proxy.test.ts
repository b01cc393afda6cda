/**
 * @jest-environment node
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

jest.mock("server-only", () => ({}));

// The upstream: records what reached it and answers JSON (or an HTML 500 for /boom).
let upstream: Server;
let seen: { url?: string; headers?: IncomingHttpHeaders; bytes: number } = { bytes: 0 };
// The front server under test, in front of it.
let front: Server;

const port = (server: Server) => (server.address() as AddressInfo).port;

// A slow peer sends CHUNKS chunks, one every PACE_MS: the whole transfer outlasts the proxy's
// IDLE_MS, no pause between chunks comes near it (a busy two-core machine stalls a test for a few
// hundred milliseconds now and then).
const IDLE_MS = 1000;
const PACE_MS = 50;
const CHUNKS = 30;
const pace = () => new Promise((resolve) => setTimeout(resolve, PACE_MS));

// A file's bytes, not text: any re-encoding on the way would change them.
const ZIP_BYTES = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0xfe, 0x80, ...Array.from({ length: 4096 }, (_, i) => i % 256)]);

/** The upstream's slow answer; `stall`: one chunk, then nothing. */
async function dribble(res: ServerResponse, stall: boolean) {
  res.writeHead(200, { "content-type": "application/octet-stream" });
  res.write(Buffer.alloc(1024, 1));
  if (stall) return;
  for (let i = 1; i < CHUNKS; i++) {
    await pace();
    res.write(Buffer.alloc(1024, 1));
  }
  res.end();
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen = { url: req.url, headers: req.headers, bytes: 0 };
    req.on("data", (chunk: Buffer) => (seen.bytes += chunk.length));
    req.on("end", () => {
      if (req.url === "/api/hops") {
        res.writeHead(200, {
          "content-type": "application/json",
          connection: "keep-alive, X-Upstream-Hop",
          "x-upstream-hop": "internal",
          trailer: "x-sum",
          "proxy-authenticate": 'Basic realm="upstream"',
          "set-cookie": ["afiliados_session=upstream-choice; Path=/", "io=abc"],
        });
        return void res.end("{}");
      }
      if (req.url === "/api/dribble" || req.url === "/api/stall") {
        void dribble(res, req.url === "/api/stall");
        return;
      }
      if (req.url === "/api/v1/niches/5/site-export") {
        res.writeHead(200, { "content-type": "application/zip", "content-disposition": 'attachment; filename="cafeteras-sitio.zip"' });
        return void res.end(ZIP_BYTES);
      }
      if (req.url === "/api/boom") {
        res.writeHead(500, { "content-type": "text/html" });
        return void res.end("<pre>at handler (/srv/app.js:1:1)</pre>");
      }
      res.writeHead(200, { "content-type": "application/json", "set-cookie": ["a=1", "b=2"] });
      res.end(JSON.stringify({ bytes: seen.bytes, padding: "x".repeat(2000) }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, { API_UPSTREAM_URL: `http://127.0.0.1:${port(upstream)}`, PROXY_MAX_BODY_BYTES: "100000", PROXY_TIMEOUT_MS: String(IDLE_MS) });
  const { serveProxy } = await import("./serve-proxy");
  front = createServer((req, res) => void serveProxy(req, res, "api"));
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
});

afterAll(() => {
  front.closeAllConnections();
  front.close();
  upstream.closeAllConnections();
  upstream.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends a request through the front server; `paced`: its chunks one every PACE_MS. Rejects when the answer's body is cut. */
function send(path: string, init: { method?: string; headers?: Record<string, string>; chunks?: Buffer[]; paced?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(`http://127.0.0.1:${port(front)}${path}`, { method: init.method ?? "GET", headers: init.headers });
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    void (async () => {
      for (const [index, chunk] of (init.chunks ?? []).entries()) {
        if (init.paced && index > 0) await pace();
        req.write(chunk);
      }
      req.end();
    })();
  });
}

describe("serveProxy (the front server's /api)", () => {
  it("proxies with the route handlers' rules and Next's security headers", async () => {
    const answer = await send("/api/v1/niches/?q=1", { headers: { cookie: "afiliados_session=secret; theme=dark", host: "panel:3000" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(seen.url).toBe("/api/v1/niches/?q=1");
    expect(seen.headers?.cookie).toBe("theme=dark");
    expect(seen.headers?.["x-forwarded-host"]).toBe("panel:3000");
  });

  it("keeps the panel's session cookie and every hop's own headers on their side, both ways", async () => {
    const answer = await send("/api/hops", { headers: { connection: "X-Client-Hop", "x-client-hop": "1", "proxy-authorization": "Basic eA==" } });
    expect(answer.status).toBe(200);
    expect(seen.headers?.["x-client-hop"]).toBeUndefined();
    expect(seen.headers?.["proxy-authorization"]).toBeUndefined();
    expect(answer.headers["set-cookie"]).toEqual(["io=abc"]);
    for (const name of ["x-upstream-hop", "trailer", "proxy-authenticate"]) expect(answer.headers[name]).toBeUndefined();
  });

  it("refuses a hostile path before the upstream", async () => {
    const answer = await send("/api/v1/..%2f..%2fetc/passwd");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual({ detail: "Ruta no permitida." });
  });

  it.each(["/api/v1//login/access-token", "/api/v1/login//access-token", "/api//v1/login/access-token", "/api/v1/login/access%2Dtoken"])(
    "refuses %s (the sign-in spelt another way) before the upstream",
    async (path) => {
      seen = { bytes: 0 };
      const answer = await send(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, chunks: [Buffer.from("username=a&password=b")] });
      expect(answer.status).toBe(400);
      expect(seen.url).toBeUndefined();
    },
  );

  it("answers 413 to a chunked body past the limit, cutting the upstream off", async () => {
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(16_384, 1));
    const answer = await send("/api/v1/upload/upload-images", { method: "POST", chunks });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString()).detail).toContain("tamaño máximo");
    expect(seen.bytes).toBeLessThanOrEqual(100_000);
  });

  it("streams a body within the limit and gzips JSON for clients that accept it", async () => {
    const answer = await send("/api/v1/upload/upload-images", {
      method: "POST",
      headers: { "accept-encoding": "gzip" },
      chunks: [Buffer.alloc(50_000, 1)],
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(answer.body).toString()).bytes).toBe(50_000);
  });

  it("passes a file download through byte for byte, with its type and file name, never gzipped", async () => {
    const answer = await send("/api/v1/niches/5/site-export", { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["content-disposition"]).toBe('attachment; filename="cafeteras-sitio.zip"');
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(ZIP_BYTES)).toBe(true);
  });

  it("lets a slow upload through for as long as its chunks keep coming", async () => {
    const chunks = Array.from({ length: CHUNKS }, () => Buffer.alloc(1024, 1));
    const answer = await send("/api/v1/upload/upload-images", { method: "POST", chunks, paced: true });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString()).bytes).toBe(CHUNKS * 1024);
  });

  it("lets a slow download through for as long as its chunks keep coming", async () => {
    const answer = await send("/api/dribble");
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBe(CHUNKS * 1024);
  });

  it("cuts the client off when the upstream's body stops mid-stream, never ending it as if complete", async () => {
    await expect(send("/api/stall")).rejects.toThrow();
  });

  it("hides an upstream HTML 500 behind the Spanish detail", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const answer = await send("/api/boom");
    error.mockRestore();
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.toString())).toEqual({ detail: "Error en el servidor. Inténtalo de nuevo más tarde." });
  });
});
