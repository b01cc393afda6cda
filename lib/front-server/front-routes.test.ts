import { frontRoute } from "./front-routes";

describe("frontRoute", () => {
  it("answers /api and /wrapper calls in the front server", () => {
    expect(frontRoute("/api/v1/niches/")).toBe("api");
    expect(frontRoute("/api/v1/users/me?x=1")).toBe("api");
    expect(frontRoute("/wrapper/auth/api-keys")).toBe("wrapper");
  });

  it("sends hostile /api paths to the proxy, which refuses them", () => {
    expect(frontRoute("/api/v1/..%2f..%2fetc/passwd")).toBe("api");
    expect(frontRoute("/api/%2e%2e/dashboard")).toBe("api");
  });

  it("keeps sign-in in Next, however the path is spelt", () => {
    expect(frontRoute("/api/v1/login/access-token")).toBe("next");
    expect(frontRoute("/api/v1/login/access-token/")).toBe("next");
    expect(frontRoute("/api/v1/login/./access-token?x=1")).toBe("next");
    expect(frontRoute("/api/v1/login/test-token")).toBe("api");
  });

  it("proxies Socket.IO and leaves pages, the session route and static files to Next", () => {
    expect(frontRoute("/socket.io/?EIO=4&transport=polling")).toBe("realtime");
    for (const path of ["/", "/dashboard", "/session", "/_next/static/chunks/a.js", "/api", "/api/", "/wrapper/", "/apiary/x", "//evil/api/x", "http://evil/api/x", "/socket.io"]) {
      expect(frontRoute(path)).toBe("next");
    }
  });
});
