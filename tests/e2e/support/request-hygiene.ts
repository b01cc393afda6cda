// Requests no screen makes, sent on a raw socket as an attacker would: each gets a quick, closed
// answer with the panel's security headers, never a hang, a 500 or a redirect to another host. The
// same checks run against every way the panel is served (npm start here, next start in the
// deployment suite).
import { expect, test } from "@playwright/test";
import { expectPanelHeaders, rawRequest, statusOf } from "./raw-http";
import { HEALTH_PATH } from "@/tests/support/api-paths";

export function describeRequestHygiene(server: string): void {
  test.describe(`request hygiene of ${server}`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    const host = (baseURL: string) => new URL(baseURL).host;

    test("answers over plain HTTP carry no HSTS (RFC 6797), pages and API alike", async ({ request }) => {
      for (const path of ["/login", HEALTH_PATH]) {
        const response = await request.get(path);
        expect(response.headers()["x-content-type-options"]).toBe("nosniff");
        expect(response.headers()["strict-transport-security"]).toBeUndefined();
      }
    });

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
}
