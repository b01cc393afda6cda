/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

jest.mock("server-only", () => ({}));

let hanging: Server;
let echo: Server;
let echoed: { url?: string; cookie?: string; body?: string } = {};

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
  await Promise.all([
    new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve)),
    new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve)),
  ]);
});

afterAll(() => {
  hanging.closeAllConnections();
  hanging.close();
  echo.close();
});

async function loadProxy(env: Record<string, string>) {
  jest.resetModules();
  Object.assign(process.env, { API_UPSTREAM_URL: "", WRAPPER_UPSTREAM_URL: "", PROXY_TIMEOUT_MS: "" }, env);
  return import("./proxy");
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

  it("answers 504 when the upstream is slower than PROXY_TIMEOUT_MS", async () => {
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
