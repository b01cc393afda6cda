import { hasSessionCookie } from "./request-session";
import { SESSION_COOKIE } from "./storage-keys";

const withCookie = (cookie?: string) => new Headers(cookie === undefined ? {} : { cookie });

describe("hasSessionCookie", () => {
  it("finds the session cookie among others", () => {
    expect(hasSessionCookie(withCookie(`theme=dark; ${SESSION_COOKIE}=abc.def; x=1`))).toBe(true);
    expect(hasSessionCookie(withCookie(`${SESSION_COOKIE}=a%3Db`))).toBe(true);
  });

  it("refuses a missing, empty or look-alike cookie", () => {
    expect(hasSessionCookie(withCookie())).toBe(false);
    expect(hasSessionCookie(withCookie(`${SESSION_COOKIE}=`))).toBe(false);
    expect(hasSessionCookie(withCookie(`x${SESSION_COOKIE}=abc`))).toBe(false);
  });
});
