/**
 * @jest-environment node
 */
jest.mock("server-only", () => ({}));
import { TOKEN_LIFETIME_SECONDS } from "../../backend/token-lifetime";
import { clearedSessionCookie, isHttpsRequest, sessionCookie } from "./session-cookie";

const jwt = (claims: object) => ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "firma"].join(".");
const maxAgeOf = (cookie: string) => Number(/; Max-Age=(\d+)(;|$)/.exec(cookie)?.[1]);

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

  it("lives as long as the embedded backend's token, not past it", () => {
    const issued = Math.floor(Date.now() / 1000);
    const embedded = sessionCookie(jwt({ sub: "1", iat: issued, exp: issued + TOKEN_LIFETIME_SECONDS }), false);
    expect(maxAgeOf(embedded)).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it("lives as long as an upstream's token says, counted from its issue or else from now", () => {
    expect(maxAgeOf(sessionCookie(jwt({ iat: 1_000, exp: 1_000 + 8 * 24 * 3600 }), true))).toBe(8 * 24 * 3600);
    const fastApi = maxAgeOf(sessionCookie(jwt({ sub: "admin", exp: Math.floor(Date.now() / 1000) + 1800 }), false));
    expect(fastApi).toBeGreaterThan(1790);
    expect(fastApi).toBeLessThanOrEqual(1800);
  });

  it("keeps an opaque token, or one whose life reads as over, for the embedded backend's 30 days", () => {
    for (const token of ["opaco-0123456789", "a.b.c", jwt({ sub: "1" }), jwt({ exp: 10 })]) expect(maxAgeOf(sessionCookie(token, false))).toBe(30 * 24 * 3600);
  });
});
