import { readUpstreamEnv } from "./upstream-env.mjs";

describe("readUpstreamEnv", () => {
  it("defaults to the embedded backend", () => {
    expect(readUpstreamEnv({})).toEqual({
      apiUpstream: "http://127.0.0.1:8000",
      wrapperUpstream: "http://127.0.0.1:8000/wrapper",
      realtimeUpstream: "http://127.0.0.1:8000",
      proxyTimeoutMs: 30000,
      proxyMaxBodyBytes: 60 * 1024 * 1024,
      embedded: true,
    });
  });

  it("takes a real backend and trims the trailing slash", () => {
    const env = readUpstreamEnv({ API_UPSTREAM_URL: "https://api.example.com/", WRAPPER_UPSTREAM_URL: "https://wrap.example.com" });
    expect(env.apiUpstream).toBe("https://api.example.com");
    expect(env.wrapperUpstream).toBe("https://wrap.example.com");
    expect(env.realtimeUpstream).toBe("https://api.example.com");
    expect(env.embedded).toBe(false);
  });

  it("takes a proxy body limit in bytes", () => {
    expect(readUpstreamEnv({ PROXY_MAX_BODY_BYTES: "1048576" }).proxyMaxBodyBytes).toBe(1048576);
  });

  it.each([
    ["API_UPSTREAM_URL", "localhost:8000"],
    ["API_UPSTREAM_URL", "ftp://example.com"],
    ["WRAPPER_UPSTREAM_URL", "not a url"],
    ["REALTIME_UPSTREAM_URL", "http://user:pw@example.com"],
    ["PROXY_TIMEOUT_MS", "soon"],
    ["PROXY_MAX_BODY_BYTES", "60MB"],
    ["PROXY_MAX_BODY_BYTES", "0"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => readUpstreamEnv({ [name]: value })).toThrow(name);
  });
});
