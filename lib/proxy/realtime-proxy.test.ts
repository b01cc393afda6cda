/**
 * @jest-environment node
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";

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
      res.writeHead(200, {
        "content-type": "text/plain",
        connection: "keep-alive, X-Upstream-Hop",
        "x-upstream-hop": "internal",
        "proxy-authenticate": 'Basic realm="upstream"',
        "set-cookie": ["afiliados_session=upstream-choice; Path=/", "=afiliados_session=nameless; Path=/", "io=abc; Path=/"],
      });
      res.end("ok");
    });
  });
  // A websocket handshake whose answer carries a hop's own headers and the panel's cookie.
  upstream.on("upgrade", (req: IncomingMessage, socket: Duplex) => {
    seen = { headers: req.headers };
    socket.end(
      [
        "HTTP/1.1 101 Switching Protocols",
        "Upgrade: websocket",
        "Connection: Upgrade, X-Upstream-Hop",
        "X-Upstream-Hop: internal",
        "Sec-WebSocket-Accept: abc",
        "Set-Cookie: afiliados_session=upstream-choice; Path=/",
        "Set-Cookie: =afiliados_session=nameless; Path=/",
        "Set-Cookie: io=abc; Path=/",
        "",
        "",
      ].join("\r\n"),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  process.env.REALTIME_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const { proxyRealtime, proxyRealtimeUpgrade } = await import("./realtime-proxy");
  panel = createServer((req, res) => void proxyRealtime(req, res));
  panel.on("upgrade", proxyRealtimeUpgrade);
  await new Promise<void>((resolve) => panel.listen(0, "127.0.0.1", resolve));
});

afterAll(() => {
  upstream.close();
  panel.close();
});

function post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request({ port: (panel.address() as AddressInfo).port, host: "127.0.0.1", path, method: "POST", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A websocket handshake through the panel: the 101's headers. */
function upgrade(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const path = "/socket.io/?EIO=4&transport=websocket";
    const req = request({ port: (panel.address() as AddressInfo).port, host: "127.0.0.1", path, headers: { connection: "Upgrade", upgrade: "websocket", ...headers } });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve(res.headers);
    });
    req.on("response", () => reject(new Error("no upgrade")));
    req.on("error", reject);
    req.end();
  });
}

describe("proxyRealtime", () => {
  it("passes a polling POST on with its Content-Length and the forwarded headers an origin check reads", async () => {
    const body = '42["ping_me","hola"]';
    const { status } = await post("/socket.io/?EIO=4&transport=polling&sid=abc", body, {
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

  it("keeps the panel's session cookie and every hop's own headers on their side of a polling request", async () => {
    const answer = await post("/socket.io/?EIO=4&transport=polling&sid=abc", "2", { connection: "X-Client-Hop", "x-client-hop": "1" });
    expect(seen.headers?.["x-client-hop"]).toBeUndefined();
    expect(answer.headers["set-cookie"]).toEqual(["io=abc; Path=/"]);
    expect(answer.headers["x-upstream-hop"]).toBeUndefined();
    expect(answer.headers["proxy-authenticate"]).toBeUndefined();
  });
});

describe("proxyRealtimeUpgrade", () => {
  it("passes the handshake with the same header rules, keeping the upgrade's own", async () => {
    const headers = await upgrade({ connection: "Upgrade, X-Client-Hop", "x-client-hop": "1", "sec-websocket-key": "k" });
    expect(seen.headers).toMatchObject({ connection: "Upgrade", upgrade: "websocket", "sec-websocket-key": "k" });
    expect(seen.headers?.["x-client-hop"]).toBeUndefined();
    expect(headers).toMatchObject({ connection: "Upgrade", upgrade: "websocket", "sec-websocket-accept": "abc", "set-cookie": ["io=abc; Path=/"] });
    expect(headers["x-upstream-hop"]).toBeUndefined();
  });
});
