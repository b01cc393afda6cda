import { addForwardedHeaders } from "./forwarded-headers";

describe("addForwardedHeaders", () => {
  it("adds what Next adds for a plain http request", () => {
    const headers = addForwardedHeaders(new Headers({ host: "localhost:3000" }), { localPort: 3000, remoteAddress: "127.0.0.1", encrypted: false });
    expect(Object.fromEntries(headers)).toEqual({
      host: "localhost:3000",
      "x-forwarded-host": "localhost:3000",
      "x-forwarded-port": "3000",
      "x-forwarded-proto": "http",
      "x-forwarded-for": "127.0.0.1",
    });
  });

  it("keeps what a proxy in front already set", () => {
    const sent = { host: "panel", "x-forwarded-host": "panel.example.com", "x-forwarded-proto": "https", "x-forwarded-port": "443", "x-forwarded-for": "1.2.3.4" };
    const headers = addForwardedHeaders(new Headers(sent), { localPort: 3000, remoteAddress: "10.0.0.1", encrypted: false });
    expect(Object.fromEntries(headers)).toEqual(sent);
  });
});
