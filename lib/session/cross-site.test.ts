import { isCrossSiteRequest } from "./cross-site";

const request = (headers: Record<string, string>) => isCrossSiteRequest(new Headers({ host: "panel.lan:3000", ...headers }));

describe("isCrossSiteRequest", () => {
  it("lets the panel's own pages through", () => {
    expect(request({ "sec-fetch-site": "same-origin", origin: "http://panel.lan:3000" })).toBe(false);
    expect(request({ origin: "http://panel.lan:3000" })).toBe(false);
    expect(request({ "sec-fetch-site": "none" })).toBe(false);
  });

  it("lets a client that is no browser through (no Origin, no Sec-Fetch-Site)", () => {
    expect(request({})).toBe(false);
  });

  it("refuses a form posted from another site, or from a sibling subdomain", () => {
    expect(request({ "sec-fetch-site": "cross-site", origin: "https://evil.example" })).toBe(true);
    expect(request({ "sec-fetch-site": "same-site", origin: "http://other.panel.lan:3000" })).toBe(true);
    expect(request({ origin: "https://evil.example" })).toBe(true);
    expect(request({ origin: "null" })).toBe(true);
  });

  it("compares with the host a proxy in front forwarded", () => {
    expect(request({ "x-forwarded-host": "admin.example.com", origin: "https://admin.example.com" })).toBe(false);
    expect(request({ "x-forwarded-host": "admin.example.com", origin: "https://evil.example" })).toBe(true);
  });
});
