// Requests no screen makes, sent on a raw socket as an attacker would: each gets a quick, closed
// answer with the panel's security headers, never a hang, a 500 or a redirect to another host.
import net from "node:net";
import { expect, test } from "@playwright/test";

function rawRequest(baseURL: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer within 10 s to: ${head.split("\r\n")[0]}`)));
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.write(head);
  });
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

function expectPanelHeaders(answer: string) {
  const head = answer.split("\r\n\r\n")[0].toLowerCase();
  expect(head).toContain("x-content-type-options: nosniff");
  expect(head).toContain("referrer-policy: strict-origin-when-cross-origin");
  expect(head).toContain("x-frame-options: deny");
  expect(head).toContain("frame-ancestors 'none'");
}

test.describe("request hygiene of the panel's server", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  const host = (baseURL: string) => new URL(baseURL).host;

  test("TRACE /login is refused with 405 and the security headers", async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, `TRACE /login HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(405);
    expect(answer.toLowerCase()).toContain("allow: get, head, post");
    expectPanelHeaders(answer);
  });

  for (const line of ["TRACK /login HTTP/1.1", "GET /login HTTP/9.9", "G\u0000T /login HTTP/1.1"]) {
    test(`a request line node cannot parse (${JSON.stringify(line)}) gets 400 with the security headers`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL!, `${line}\r\nHost: ${host(baseURL!)}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(answer)).toBe(400);
      expectPanelHeaders(answer);
    });
  }

  test("OPTIONS * is refused with 400 and the security headers", async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, `OPTIONS * HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(400);
    expectPanelHeaders(answer);
  });

  for (const path of ["/niches/%E0%A4%A", "/%"]) {
    test(`a badly encoded path ${path} gets 400 with the security headers`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL!, `GET ${path} HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(answer)).toBe(400);
      expectPanelHeaders(answer);
    });
  }

  test("an absolute-form target naming another host is refused, never redirected there", async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, `GET http://evil.example/login HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(400);
    expect(answer.toLowerCase()).not.toContain("location: http://evil.example");
    expectPanelHeaders(answer);
  });

  test("an absolute-form target naming the panel is served as its path", async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, `GET ${baseURL}/login HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(200);
  });

  test("a websocket upgrade to a page is refused at once and the connection closed", async ({ baseURL }) => {
    const started = Date.now();
    const answer = await rawRequest(
      baseURL!,
      `GET /dashboard HTTP/1.1\r\nHost: ${host(baseURL!)}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(400);
    expectPanelHeaders(answer);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
