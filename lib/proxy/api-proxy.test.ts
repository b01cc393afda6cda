/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

jest.mock("server-only", () => ({}));

let hanging: Server;
let echo: Server;
let echoed: { url?: string; cookie?: string; body?: string } = {};
// Counts what reaches it and whether the request body was complete or cut off.
let sink: Server;
let sunk: { requests: number; bytes: number; ended: boolean; aborted: boolean } = { requests: 0, bytes: 0, ended: false, aborted: false };
// Records the request headers that reach it and answers with hop-by-hop headers and the panel's cookie.
let hopper: Server;
let hopped: Record<string, string | string[] | undefined> = {};
// A slow upstream: sends its body in CHUNKS chunks, one every PACE_MS (/dribble), or one chunk and
// then nothing (/stall). The whole transfer outlasts IDLE_MS; no pause between chunks comes near it.
let slow: Server;
const IDLE_MS = 300;
const PACE_MS = 40;
const CHUNKS = 12;
const pace = () => new Promise((resolve) => setTimeout(resolve, PACE_MS));
// Answers with whatever error the test puts in `failure`.
let failing: Server;
let failure: { status: number; type: string; body: string } = { status: 500, type: "text/plain", body: "" };

beforeAll(async () => {
  hanging = createServer(() => {});
  echo = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      echoed = { url: req.url, cookie: req.headers.cookie, body };
      res.writeHead(201, { "content-type": "application/json", "set-cookie": ["a=1", "b=2"] });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  sink = createServer((req, res) => {
    sunk.requests += 1;
    req.on("data", (chunk: Buffer) => (sunk.bytes += chunk.length));
    req.on("end", () => {
      sunk.ended = true;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ bytes: sunk.bytes }));
    });
    req.on("aborted", () => (sunk.aborted = true));
    req.on("close", () => {
      if (!sunk.ended) sunk.aborted = true;
    });
  });
  hopper = createServer((req, res) => {
    hopped = req.headers;
    res.writeHead(200, {
      "content-type": "application/json",
      connection: "keep-alive, X-Upstream-Hop",
      "x-upstream-hop": "internal",
      upgrade: "h2c",
      trailer: "x-sum",
      "proxy-authenticate": 'Basic realm="upstream"',
      "x-request-id": "abc",
      "set-cookie": ["afiliados_session=upstream-choice; Path=/; HttpOnly", "=afiliados_session=nameless; Path=/", "io=abc; Path=/"],
    });
    res.end("[]");
  });
  slow = createServer(async (req, res) => {
    res.writeHead(200, { "content-type": "application/octet-stream" });
    res.write(Buffer.alloc(1024, 1));
    if (req.url?.endsWith("/stall")) return;
    for (let i = 1; i < CHUNKS; i++) {
      await pace();
      res.write(Buffer.alloc(1024, 1));
    }
    res.end();
  });
  failing = createServer((_req, res) => {
    res.writeHead(failure.status, { "content-type": failure.type, "x-request-id": "abc" });
    res.end(failure.body);
  });
  await Promise.all(
    [hanging, echo, sink, hopper, slow, failing].map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))),
  );
});

afterAll(() => {
  hanging.closeAllConnections();
  hanging.close();
  echo.close();
  sink.close();
  hopper.close();
  slow.closeAllConnections();
  slow.close();
  failing.close();
});

async function loadProxy(env: Record<string, string>) {
  jest.resetModules();
  Object.assign(process.env, { API_UPSTREAM_URL: "", WRAPPER_UPSTREAM_URL: "", REALTIME_UPSTREAM_URL: "", PROXY_TIMEOUT_MS: "", PROXY_MAX_BODY_BYTES: "" }, env);
  return import("./api-proxy");
}

const port = (server: Server) => (server.address() as AddressInfo).port;

describe("proxyRequest", () => {
  it("answers 502 with a Spanish detail when the upstream is down", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: "http://127.0.0.1:9" });
    const response = await proxyRequest(new Request("http://panel.local/api/v1/niches/"), "api");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      detail: "El servidor no está disponible en este momento. Inténtalo de nuevo en unos segundos.",
    });
  });

  it("answers 504 when the upstream sends nothing for PROXY_TIMEOUT_MS", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(hanging)}`, PROXY_TIMEOUT_MS: "150" });
    const response = await proxyRequest(new Request("http://panel.local/api/v1/niches/"), "api");
    expect(response.status).toBe(504);
  });

  it("streams the body, keeps the status and every set-cookie, and never forwards the session cookie", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(echo)}` });
    const request = new Request("http://panel.local/api/v1/niches/?q=x", {
      method: "POST",
      headers: { cookie: "afiliados_session=secret; theme=dark", "content-type": "application/json" },
      body: JSON.stringify({ name: "Café" }),
    });
    const response = await proxyRequest(request, "api");
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(echoed).toEqual({ url: "/api/v1/niches/?q=x", cookie: "theme=dark", body: JSON.stringify({ name: "Café" }) });
  });

  it("keeps the panel's session cookie and every hop's own headers on their side, both ways", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(hopper)}` });
    const request = new Request("http://panel.local/api/v1/niches/", {
      headers: { connection: "x-client-hop", "x-client-hop": "1", upgrade: "h2c", trailer: "x-sum", authorization: "Bearer t" },
    });
    const response = await proxyRequest(request, "api");
    expect(response.status).toBe(200);
    expect(hopped).toMatchObject({ authorization: "Bearer t" });
    expect(hopped).not.toHaveProperty("x-client-hop");
    expect(hopped).not.toHaveProperty("upgrade");
    expect(hopped).not.toHaveProperty("trailer");
    expect(response.headers.getSetCookie()).toEqual(["io=abc; Path=/"]);
    for (const name of ["upgrade", "trailer", "proxy-authenticate", "x-upstream-hop"]) expect(response.headers.has(name)).toBe(false);
    expect(response.headers.get("x-request-id")).toBe("abc");
  });

  it("maps /wrapper paths onto the wrapper base", async () => {
    const { proxyRequest } = await loadProxy({
      API_UPSTREAM_URL: "http://127.0.0.1:9",
      WRAPPER_UPSTREAM_URL: `http://127.0.0.1:${port(echo)}/svc`,
    });
    const response = await proxyRequest(new Request("http://panel.local/wrapper/auth/api-keys", { method: "POST", body: "{}" }), "wrapper");
    expect(response.status).toBe(201);
    expect(echoed.url).toBe("/svc/auth/api-keys");
  });
});

describe("proxyRequest timeout on inactivity", () => {
  beforeEach(() => {
    sunk = { requests: 0, bytes: 0, ended: false, aborted: false };
  });

  it("lets a slow upload through for as long as its chunks keep coming", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(sink)}`, PROXY_TIMEOUT_MS: String(IDLE_MS) });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent > 0) await pace();
        controller.enqueue(new Uint8Array(1024));
        if (++sent === CHUNKS) controller.close();
      },
    });
    const request = new Request("http://panel.local/api/v1/upload/upload-images", { method: "POST", body, duplex: "half" } as RequestInit);
    const response = await proxyRequest(request, "api");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: CHUNKS * 1024 });
  });

  it("lets a slow download through for as long as its chunks keep coming", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(slow)}`, PROXY_TIMEOUT_MS: String(IDLE_MS) });
    const response = await proxyRequest(new Request("http://panel.local/api/v1/dribble"), "api");
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(CHUNKS * 1024);
  });

  it("errors a body that stops mid-stream instead of ending it as if complete", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(slow)}`, PROXY_TIMEOUT_MS: String(IDLE_MS) });
    const response = await proxyRequest(new Request("http://panel.local/api/v1/stall"), "api");
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});

describe("proxyRequest paths", () => {
  beforeEach(() => {
    sunk = { requests: 0, bytes: 0, ended: false, aborted: false };
  });

  it.each(["/api/v1//login/access-token", "/api/v1/login//access-token", "/api//v1/login/access-token"])(
    "refuses %s, which an upstream would read as the sign-in that has its own route, without contacting it",
    async (path) => {
      const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(sink)}` });
      const response = await proxyRequest(new Request(`http://panel.local${path}`, { method: "POST", body: "username=a&password=b" }), "api");
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: "Ruta no permitida." });
      expect(sunk.requests).toBe(0);
    },
  );
});

describe("proxyRequest body limit", () => {
  beforeEach(() => {
    sunk = { requests: 0, bytes: 0, ended: false, aborted: false };
  });

  const TOO_LARGE = { detail: "La petición supera el tamaño máximo permitido (0,1 MB)." };

  it("answers 413 from Content-Length without contacting the upstream", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(sink)}`, PROXY_MAX_BODY_BYTES: "104858" });
    const request = new Request("http://panel.local/api/v1/upload/upload-images", {
      method: "POST",
      headers: { "content-length": "104859" },
      body: new Uint8Array(104_859),
    });
    const response = await proxyRequest(request, "api");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(sunk.requests).toBe(0);
  });

  it("answers 413 and aborts the upstream request when a chunked body grows past the limit", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(sink)}`, PROXY_MAX_BODY_BYTES: "104858" });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // Paced, so the upstream has started receiving before the limit is reached.
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent += 16_384;
        controller.enqueue(new Uint8Array(16_384));
        if (sent > 1_000_000) controller.close();
      },
    });
    const request = new Request("http://panel.local/api/v1/upload/upload-images", { method: "POST", body, duplex: "half" } as RequestInit);
    const response = await proxyRequest(request, "api");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sunk.requests).toBe(1);
    expect(sunk.aborted).toBe(true);
    expect(sunk.ended).toBe(false);
    expect(sunk.bytes).toBeLessThanOrEqual(104_858);
    expect(sent).toBeLessThan(1_000_000);
  });

  it("streams a body within the limit in full", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(sink)}`, PROXY_MAX_BODY_BYTES: "104858" });
    const request = new Request("http://panel.local/api/v1/upload/upload-images", { method: "POST", body: new Uint8Array(104_858) });
    const response = await proxyRequest(request, "api");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: 104_858 });
  });
});

describe("proxyRequest upstream errors", () => {
  async function proxied(status: number, type: string, body: string) {
    failure = { status, type, body };
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(failing)}` });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await proxyRequest(new Request("http://panel.local/api/v1/products/1/trigger-generation", { method: "POST" }), "api");
    error.mockRestore();
    return { status: response.status, type: response.headers.get("content-type"), requestId: response.headers.get("x-request-id"), body: await response.text() };
  }

  it("keeps a FastAPI-shaped 5xx detail as it is", async () => {
    const answer = await proxied(500, "application/json", JSON.stringify({ detail: "Internal Server Error" }));
    expect(answer).toEqual({ status: 500, type: "application/json", requestId: "abc", body: JSON.stringify({ detail: "Internal Server Error" }) });
  });

  it("replaces an HTML error page with a Spanish detail", async () => {
    const answer = await proxied(500, "text/html", "<pre>Error: boom\n    at handler (/srv/app/server.js:10:5)</pre>");
    expect(answer.status).toBe(500);
    expect(answer.type).toBe("application/json");
    expect(JSON.parse(answer.body)).toEqual({ detail: "Error en el servidor. Inténtalo de nuevo más tarde." });
  });

  it("replaces a JSON traceback and never echoes it", async () => {
    const traceback = 'Traceback (most recent call last):\n  File "/app/api/routes.py", line 42, in trigger\nKeyError: secret';
    const answer = await proxied(500, "application/json", JSON.stringify({ detail: traceback }));
    expect(answer.body).not.toContain("routes.py");
    expect(JSON.parse(answer.body)).toEqual({ detail: "Error en el servidor. Inténtalo de nuevo más tarde." });
  });

  it("answers a bad gateway page from an upstream load balancer with the Spanish 502 text", async () => {
    const answer = await proxied(502, "text/html", "<html><body>nginx/1.25.3</body></html>");
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({
      detail: "El servidor no está disponible en este momento. Inténtalo de nuevo en unos segundos.",
    });
  });

  it("passes 4xx bodies through untouched", async () => {
    const answer = await proxied(404, "text/plain", "not here");
    expect(answer).toMatchObject({ status: 404, body: "not here" });
  });
});

describe("proxyRequest against a FastAPI-style upstream", () => {
  // Redirects the slashless path like FastAPI's redirect_slashes (absolute Location on its own
  // host) and records what reached it.
  let fastapi: Server;
  let seen: { url?: string; headers?: Record<string, string | string[] | undefined>; body?: string } = {};
  beforeAll(async () => {
    fastapi = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        seen = { url: req.url, headers: req.headers, body };
        if (req.url === "/api/v1/niches?active=true") {
          res.writeHead(307, { location: `http://${req.headers.host}/api/v1/niches/?active=true` });
          return void res.end();
        }
        if (req.url === "/api/v1/docs-link") {
          res.writeHead(302, { location: `http://${req.headers.host}/docs` });
          return void res.end();
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end("[]");
      });
    });
    await new Promise<void>((resolve) => fastapi.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => fastapi.close());

  it("moves a trailing-slash redirect to the panel's own path, keeping the status the browser repeats the body for", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(fastapi)}` });
    const response = await proxyRequest(new Request("http://panel.local/api/v1/niches?active=true", { method: "POST", body: "{}" }), "api");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/api/v1/niches/?active=true");
    expect(await response.text()).not.toContain("127.0.0.1");
  });

  it("withholds a redirect to the upstream's host outside the proxied path", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(fastapi)}` });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await proxyRequest(new Request("http://panel.local/api/v1/docs-link"), "api");
    error.mockRestore();
    expect(response.status).toBe(502);
    expect(response.headers.get("location")).toBeNull();
  });

  it("proxies Socket.IO long polling to the realtime upstream's /socket.io/", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: "http://127.0.0.1:9", REALTIME_UPSTREAM_URL: `http://127.0.0.1:${port(fastapi)}` });
    const response = await proxyRequest(new Request("http://panel.local/socket.io/?EIO=4&transport=polling", { method: "POST", body: "40" }), "realtime");
    expect(response.status).toBe(200);
    expect(seen.url).toBe("/socket.io/?EIO=4&transport=polling");
    expect(seen.body).toBe("40");
  });

  it("sends one X-Forwarded-For/-Host/-Proto and the body's Content-Length upstream", async () => {
    const { proxyRequest } = await loadProxy({ API_UPSTREAM_URL: `http://127.0.0.1:${port(fastapi)}` });
    const request = new Request("http://panel.local/api/v1/niches/", {
      method: "POST",
      headers: { "content-length": "2", "x-forwarded-for": "203.0.113.9, 10.0.0.1", "x-forwarded-host": "panel.example.com", "x-forwarded-proto": "https" },
      body: "{}",
    });
    expect((await proxyRequest(request, "api")).status).toBe(200);
    expect(seen.headers).toMatchObject({ "content-length": "2", "x-forwarded-for": "203.0.113.9", "x-forwarded-host": "panel.example.com", "x-forwarded-proto": "https" });
    expect(seen.headers?.["transfer-encoding"]).toBeUndefined();
    expect(seen.body).toBe("{}");
  });
});
