import { buildContentSecurityPolicy, createNonce } from "./content-security-policy";

describe("content security policy", () => {
  it("limits scripts to self and the nonce, without unsafe-eval in production", () => {
    const csp = buildContentSecurityPolicy("abc", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows eval only in development, where React needs it", () => {
    expect(buildContentSecurityPolicy("abc", true)).toContain("'unsafe-eval'");
  });

  it("loads images over HTTPS, from the panel itself or as data, never over plain http", () => {
    const imgSrc = buildContentSecurityPolicy("abc", false).split("; ").find((directive) => directive.startsWith("img-src "));
    expect(imgSrc?.split(" ").slice(1).sort()).toEqual(["'self'", "blob:", "data:", "https:"]);
  });

  it("makes a fresh nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
