import { readTrustedProxies } from "@/lib/config/trusted-proxies";
import { addForwardedHeaders, normaliseForwardedHeaders } from "./forwarded-headers";

const none = readTrustedProxies("");
const proxies = readTrustedProxies("10.0.0.0/8, ::1");

describe("addForwardedHeaders", () => {
  it("describes a direct request from its connection", () => {
    const headers = addForwardedHeaders(new Headers({ host: "localhost:3000" }), { localPort: 3000, remoteAddress: "127.0.0.1", encrypted: false }, none);
    expect(Object.fromEntries(headers)).toEqual({
      host: "localhost:3000",
      "x-forwarded-host": "localhost:3000",
      "x-forwarded-port": "3000",
      "x-forwarded-proto": "http",
      "x-forwarded-for": "127.0.0.1",
      "x-real-ip": "127.0.0.1",
    });
  });

  it("overwrites what a client that is not a trusted proxy claims", () => {
    const claimed = { host: "panel.lan:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-for": "1.2.3.4", "x-real-ip": "1.2.3.4", forwarded: "for=1.2.3.4" };
    const headers = addForwardedHeaders(new Headers(claimed), { localPort: 3000, remoteAddress: "::ffff:192.168.1.20", encrypted: false }, none);
    expect(headers.get("x-forwarded-for")).toBe("::ffff:192.168.1.20");
    expect(headers.get("x-real-ip")).toBe("::ffff:192.168.1.20");
    expect(headers.get("x-forwarded-host")).toBe("panel.lan:3000");
    expect(headers.get("x-forwarded-proto")).toBe("http");
    expect(headers.has("forwarded")).toBe(false);
  });

  it("believes a trusted proxy, taking the rightmost address that is not a proxy itself", () => {
    const sent = { host: "panel", "x-forwarded-host": "panel.example.com", "x-forwarded-proto": "https", "x-forwarded-port": "443", "x-forwarded-for": "6.6.6.6, 1.2.3.4, 10.1.1.1" };
    const headers = addForwardedHeaders(new Headers(sent), { localPort: 3000, remoteAddress: "::ffff:10.0.0.1", encrypted: false }, proxies);
    expect(Object.fromEntries(headers)).toEqual({
      host: "panel",
      "x-forwarded-host": "panel.example.com",
      "x-forwarded-proto": "https",
      "x-forwarded-port": "443",
      "x-forwarded-for": "1.2.3.4",
      "x-real-ip": "1.2.3.4",
    });
  });

  it("ignores a scheme other than http or https, even from a trusted proxy", () => {
    const headers = addForwardedHeaders(new Headers({ host: "p", "x-forwarded-proto": "javascript" }), { remoteAddress: "::1", encrypted: true }, proxies);
    expect(headers.get("x-forwarded-proto")).toBe("https");
  });
});

describe("normaliseForwardedHeaders", () => {
  it("keeps one hop of each, as the upstream must see a single client", () => {
    const headers = normaliseForwardedHeaders(new Headers({ host: "h", "x-forwarded-for": "1.2.3.4, 10.0.0.1", "x-forwarded-proto": "https,http", "x-forwarded-host": "panel.example.com" }));
    expect(headers.get("x-forwarded-for")).toBe("1.2.3.4");
    expect(headers.get("x-forwarded-proto")).toBe("https");
    expect(headers.get("x-forwarded-host")).toBe("panel.example.com");
  });
});

describe("readTrustedProxies", () => {
  it("names the variable when an entry is not an address", () => {
    expect(() => readTrustedProxies("10.0.0.1, nginx")).toThrow(/TRUSTED_PROXIES/);
    expect(() => readTrustedProxies("10.0.0.0/40")).toThrow(/TRUSTED_PROXIES/);
  });
});
