import { checkRequestTarget } from "./request-target";

describe("checkRequestTarget", () => {
  it("passes ordinary origin-form targets through", () => {
    expect(checkRequestTarget("GET", "/niches/3?q=a%20b", "panel.lan:3000")).toEqual({ ok: true, url: "/niches/3?q=a%20b" });
    expect(checkRequestTarget("OPTIONS", "/api/v1/niches/", "panel.lan:3000")).toEqual({ ok: true, url: "/api/v1/niches/" });
  });

  it.each(["TRACE", "TRACK", "CONNECT", "trace"])("refuses %s with 405", (method) => {
    expect(checkRequestTarget(method, "/login", "panel.lan")).toEqual({ ok: false, status: 405 });
  });

  it("refuses the asterisk form and targets that are not URLs", () => {
    expect(checkRequestTarget("OPTIONS", "*", "panel.lan")).toEqual({ ok: false, status: 400 });
    expect(checkRequestTarget("GET", "niches", "panel.lan")).toEqual({ ok: false, status: 400 });
  });

  it("refuses an absolute-form target naming another host, and serves one naming the panel as its path", () => {
    expect(checkRequestTarget("GET", "http://evil.example/login", "panel.lan:3000")).toEqual({ ok: false, status: 400 });
    expect(checkRequestTarget("GET", "http://panel.lan:3000.evil.example/login", "panel.lan:3000")).toEqual({ ok: false, status: 400 });
    expect(checkRequestTarget("GET", "ftp://panel.lan:3000/login", "panel.lan:3000")).toEqual({ ok: false, status: 400 });
    expect(checkRequestTarget("GET", "http://evil.example/login", undefined)).toEqual({ ok: false, status: 400 });
    expect(checkRequestTarget("GET", "http://PANEL.lan:3000/login?a=1", "panel.lan:3000")).toEqual({ ok: true, url: "/login?a=1" });
  });

  it.each(["/niches/%E0%A4%A", "/%", "/api/v1/%zz"])("refuses the badly encoded path %s", (target) => {
    expect(checkRequestTarget("GET", target, "panel.lan")).toEqual({ ok: false, status: 400 });
  });
});
