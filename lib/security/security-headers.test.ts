import { HSTS_HEADER, isHttpsForwardedProto, securityHeaders } from "./security-headers.mjs";

describe("security headers", () => {
  it("never put HSTS on every answer: it depends on how the request arrived", () => {
    expect(securityHeaders().map((h) => h.key)).not.toContain(HSTS_HEADER.key);
  });

  it.each([
    ["https", true],
    ["HTTPS", true],
    ["https, http", true],
    [["https"], true],
    ["http", false],
    ["http, https", false],
    [null, false],
    [undefined, false],
    ["", false],
  ])("treats X-Forwarded-Proto %p as HTTPS: %p", (value, https) => {
    expect(isHttpsForwardedProto(value as string | null)).toBe(https);
  });
});
