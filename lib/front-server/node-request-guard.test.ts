/**
 * @jest-environment node
 */
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { guardNodeServers } from "./node-request-guard";

function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${head.split("\r\n")[0]}`)));
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      // A served request keeps the connection alive: its whole answer is enough.
      if (answer.includes("\r\n\r\n") && answer.endsWith("served")) socket.end();
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.write(head);
  });
}

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe("guardNodeServers", () => {
  let server: http.Server;
  let port: number;
  let unguard: () => void;
  const seen: string[] = [];
  const upgrades: string[] = [];

  beforeAll(async () => {
    unguard = guardNodeServers();
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end("served");
    });
    server.on("upgrade", (req, socket) => {
      upgrades.push(req.url ?? "");
      socket.end("HTTP/1.1 101 Switching Protocols\r\nConnection: close\r\n\r\n");
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    unguard();
    await new Promise((done) => server.close(done));
  });

  it("refuses TRACE with 405 and the panel's headers, before the server sees it", async () => {
    const answer = await raw(port, "TRACE /login HTTP/1.1\r\nHost: panel.lan\r\n\r\n");
    expect(status(answer)).toBe(405);
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(answer.toLowerCase()).toContain("frame-ancestors 'none'");
    expect(seen).not.toContain("TRACE /login");
  });

  it("refuses OPTIONS * and an absolute-form target naming another host with 400, never a redirect", async () => {
    expect(status(await raw(port, "OPTIONS * HTTP/1.1\r\nHost: panel.lan\r\n\r\n"))).toBe(400);
    const foreign = await raw(port, "GET http://evil.example/login HTTP/1.1\r\nHost: panel.lan\r\n\r\n");
    expect(status(foreign)).toBe(400);
    expect(foreign.toLowerCase()).not.toContain("location:");
  });

  it("serves an absolute-form target naming the panel itself as its path", async () => {
    const answer = await raw(port, "GET http://panel.lan/niches?q=a HTTP/1.1\r\nHost: panel.lan\r\n\r\n");
    expect(status(answer)).toBe(200);
    expect(seen).toContain("GET /niches?q=a");
  });

  it("refuses a websocket upgrade to a page at once, and lets Socket.IO's through", async () => {
    const upgrade = (path: string) =>
      raw(port, `GET ${path} HTTP/1.1\r\nHost: panel.lan\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`);
    expect(status(await upgrade("/dashboard"))).toBe(400);
    expect(status(await upgrade("/socket.io/?EIO=4&transport=websocket"))).toBe(101);
    expect(upgrades).toEqual(["/socket.io/?EIO=4&transport=websocket"]);
  });

  it("answers a request line node cannot parse with 400 and the panel's headers", async () => {
    const answer = await raw(port, "TRACK /login HTTP/1.1\r\nHost: panel.lan\r\n\r\n");
    expect(status(answer)).toBe(400);
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
  });
});
