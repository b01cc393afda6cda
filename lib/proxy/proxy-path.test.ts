import { buildUpstreamUrl, isNullBodyStatus } from "./proxy-path";

const BASE = "http://127.0.0.1:8000/api";

describe("buildUpstreamUrl", () => {
  it("maps the path and query under the upstream base", () => {
    expect(buildUpstreamUrl(BASE, "v1/niches/", "?skip=0")?.toString()).toBe("http://127.0.0.1:8000/api/v1/niches/?skip=0");
    expect(buildUpstreamUrl("http://wrapper.local:9000", "auth/api-keys", "")?.toString()).toBe(
      "http://wrapper.local:9000/auth/api-keys",
    );
  });

  it("keeps a trailing slash, which FastAPI routes care about", () => {
    expect(buildUpstreamUrl(BASE, "v1/products/", "")?.pathname).toBe("/api/v1/products/");
  });

  it.each([
    ["../secret", "dot-dot segment"],
    ["v1/../../etc/passwd", "nested dot-dot"],
    ["%2e%2e/admin", "encoded dots"],
    ["v1%2f..%2fadmin", "encoded slashes"],
    ["v1%5c..", "encoded backslash"],
    ["v1\\..\\admin", "backslash"],
    ["//evil.example.com/x", "protocol-relative host"],
    ["v1/%00", "encoded NUL"],
    ["./v1", "dot segment"],
  ])("refuses %s (%s)", (path) => {
    expect(buildUpstreamUrl(BASE, path, "")).toBeNull();
  });

  it("never changes the host, even for paths that look like URLs", () => {
    expect(buildUpstreamUrl(BASE, "http://evil.example.com/x", "")).toBeNull();
    const url = buildUpstreamUrl(BASE, "http:evil.example.com/x", "");
    expect(url?.host).toBe("127.0.0.1:8000");
    expect(url?.pathname.startsWith("/api/")).toBe(true);
  });

  it.each([
    ["v1//niches", "doubled slash"],
    ["/v1/login/access-token", "empty first segment (/api//v1/…)"],
    ["v1/login//access-token", "empty middle segment"],
    ["v1/niches//", "doubled trailing slash"],
  ])("refuses %s (%s): the upstream may read it as another route", (path) => {
    expect(buildUpstreamUrl(BASE, path, "")).toBeNull();
  });

  it.each([
    ["v1/login/access%2Dtoken", "encoded hyphen"],
    ["v1/log%69n/access-token", "encoded letter"],
    ["v1/login/access-token%7e", "encoded tilde"],
  ])("refuses %s (%s): no browser encodes it, an upstream decodes it into another route", (path) => {
    expect(buildUpstreamUrl(BASE, path, "")).toBeNull();
  });

  it("keeps percent-encoded characters a browser does encode", () => {
    expect(buildUpstreamUrl(BASE, "v1/tags/caf%C3%A9%20negro", "")?.pathname).toBe("/api/v1/tags/caf%C3%A9%20negro");
  });
});

describe("isNullBodyStatus", () => {
  it("knows which statuses carry no body", () => {
    expect([101, 204, 205, 304].every(isNullBodyStatus)).toBe(true);
    expect(isNullBodyStatus(200)).toBe(false);
  });
});
