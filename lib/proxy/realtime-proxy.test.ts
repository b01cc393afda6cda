/**
 * @jest-environment node
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

jest.mock("server-only", () => ({}));

// Stands in for python-engineio: records the head and body of what reaches it.
let upstream: Server;
let seen: { headers?: IncomingHttpHeaders; body?: string } = {};
let panel: Server;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen = { headers: req.headers, body };
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  process.env.REALTIME_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const { proxyRealtime } = await import("./realtime-proxy");
  panel = createServer((req, res) => void proxyRealtime(req, res));
  await new Promise<void>((resolve) => panel.listen(0, "127.0.0.1", resolve));
});

afterAll(() => {
  upstream.close();
  panel.close();
});

function post(path: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ port: (panel.address() as AddressInfo).port, host: "127.0.0.1", path, method: "POST", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("proxyRealtime", () => {
  it("passes a polling POST on with its Content-Length and the forwarded headers an origin check reads", async () => {
    const body = '42["ping_me","hola"]';
    const status = await post("/socket.io/?EIO=4&transport=polling&sid=abc", body, {
      host: "panel.lan:3000",
      origin: "http://panel.lan:3000",
      "content-type": "text/plain;charset=UTF-8",
      "content-length": String(Buffer.byteLength(body)),
      "x-forwarded-host": "evil.example",
    });
    expect(status).toBe(200);
    expect(seen.body).toBe(body);
    expect(seen.headers).toMatchObject({
      "content-length": String(Buffer.byteLength(body)),
      origin: "http://panel.lan:3000",
      "x-forwarded-host": "panel.lan:3000",
      "x-forwarded-proto": "http",
      "x-forwarded-for": "127.0.0.1",
    });
    expect(seen.headers?.["transfer-encoding"]).toBeUndefined();
    expect(seen.headers?.host).toBe(new URL(process.env.REALTIME_UPSTREAM_URL!).host);
  });
});
