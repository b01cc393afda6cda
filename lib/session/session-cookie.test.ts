/**
 * @jest-environment node
 */
jest.mock("server-only", () => ({}));
import { clearedSessionCookie, isHttpsRequest, sessionCookie } from "./session-cookie";

describe("session cookie", () => {
  it("is Secure over HTTPS and not over plain HTTP, whatever NODE_ENV says", () => {
    expect(sessionCookie("t", isHttpsRequest(new Headers({ "x-forwarded-proto": "https" })))).toMatch(/; Secure$/);
    expect(sessionCookie("t", isHttpsRequest(new Headers({ "x-forwarded-proto": "http" })))).not.toMatch(/Secure/);
    expect(sessionCookie("t", isHttpsRequest(new Headers()))).not.toMatch(/Secure/);
    expect(clearedSessionCookie(true)).toMatch(/Max-Age=0; Secure$/);
  });

  it("reads the first hop of a forwarded scheme list", () => {
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "HTTPS, http" }))).toBe(true);
  });
});
