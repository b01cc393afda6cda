import { forwardRequestHeaders, forwardResponseHeaders } from "./proxy-headers";

describe("forwardRequestHeaders", () => {
  it("keeps a declared body length so a polling POST reaches python-engineio framed by it", () => {
    const out = forwardRequestHeaders(new Headers({ "content-length": "12", "content-type": "text/plain" }));
    expect(out.get("content-length")).toBe("12");
    expect(forwardRequestHeaders(new Headers({ "content-length": "1x" })).get("content-length")).toBeNull();
  });

  it("drops hop-by-hop request headers and the panel's session cookie", () => {
    const incoming = new Headers({
      host: "panel.local",
      connection: "keep-alive",
      expect: "100-continue",
      "content-length": "12",
      "transfer-encoding": "chunked",
      upgrade: "h2c",
      trailer: "x-checksum",
      te: "trailers",
      "proxy-authorization": "Basic eA==",
      authorization: "Bearer abc",
      "content-type": "application/json",
      cookie: "afiliados_session=secret; other=1",
    });
    const out = forwardRequestHeaders(incoming);
    expect([...out.keys()].sort()).toEqual(["authorization", "content-type", "cookie"]);
    expect(out.get("authorization")).toBe("Bearer abc");
    expect(out.get("cookie")).toBe("other=1");
  });

  it("drops the headers the request's Connection header names, but never the panel's forwarded ones", () => {
    const incoming = new Headers({
      connection: "keep-alive, X-Hop-Secret ,x-forwarded-for, X-Real-IP",
      "x-hop-secret": "1",
      "x-forwarded-for": "203.0.113.9",
      "x-real-ip": "203.0.113.9",
      accept: "application/json",
    });
    const out = forwardRequestHeaders(incoming);
    expect(out.has("x-hop-secret")).toBe(false);
    expect(out.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(out.get("x-real-ip")).toBe("203.0.113.9");
    expect(out.get("accept")).toBe("application/json");
  });

  it("removes the cookie header entirely when only the session cookie was sent, however it is spaced", () => {
    expect(forwardRequestHeaders(new Headers({ cookie: "afiliados_session=x" })).has("cookie")).toBe(false);
    expect(forwardRequestHeaders(new Headers({ cookie: " afiliados_session =x;afiliados_session" })).has("cookie")).toBe(false);
    expect(forwardRequestHeaders(new Headers({ cookie: "afiliados_session_other=1" })).get("cookie")).toBe("afiliados_session_other=1");
  });
});

describe("forwardResponseHeaders", () => {
  it("drops encoding and length response headers but keeps every other set-cookie", () => {
    const incoming = new Headers();
    incoming.append("content-encoding", "gzip");
    incoming.append("content-length", "10");
    incoming.append("content-type", "application/json");
    incoming.append("set-cookie", "a=1; Path=/");
    incoming.append("set-cookie", "b=2; Path=/");
    const out = forwardResponseHeaders(incoming);
    expect(out.get("content-encoding")).toBeNull();
    expect(out.get("content-length")).toBeNull();
    expect(out.get("content-type")).toBe("application/json");
    expect(out.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("never lets the upstream set or clear the panel's own session cookie", () => {
    const incoming = new Headers();
    incoming.append("set-cookie", "afiliados_session=upstream-choice; Path=/; HttpOnly");
    incoming.append("set-cookie", " afiliados_session =; Max-Age=0");
    incoming.append("set-cookie", "\tafiliados_session\t=x");
    incoming.append("set-cookie", "afiliados_session; Path=/");
    incoming.append("set-cookie", "io=abc; Path=/");
    expect(forwardResponseHeaders(incoming).getSetCookie()).toEqual(["io=abc; Path=/"]);
  });

  it("drops nameless cookies, which a browser sends back as their bare value, the session's among them", () => {
    const incoming = new Headers();
    for (const cookie of ["=afiliados_session=upstream-choice; Path=/", " =afiliados_session=x", "=x", "loose-value; Path=/", "io=a=b; Path=/", "afiliados_session_other=1"]) {
      incoming.append("set-cookie", cookie);
    }
    expect(forwardResponseHeaders(incoming).getSetCookie()).toEqual(["io=a=b; Path=/", "afiliados_session_other=1"]);
  });

  it("drops hop-by-hop response headers and those the response's Connection header names", () => {
    const incoming = new Headers({
      connection: "close, X-Upstream-Hop",
      "keep-alive": "timeout=5",
      upgrade: "h2c",
      trailer: "x-checksum",
      "proxy-authenticate": 'Basic realm="upstream"',
      "transfer-encoding": "chunked",
      "x-upstream-hop": "internal",
      "x-request-id": "abc",
    });
    expect([...forwardResponseHeaders(incoming).keys()]).toEqual(["x-request-id"]);
  });
});
