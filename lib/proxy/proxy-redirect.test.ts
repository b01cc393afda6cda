import { rewriteRedirect } from "./proxy-redirect";

const called = new URL("http://10.0.0.5:8000/api/v1/niches?active=true");
const base = "http://10.0.0.5:8000/api";

describe("rewriteRedirect", () => {
  it("turns FastAPI's trailing-slash redirect into the panel's own path", () => {
    expect(rewriteRedirect("http://10.0.0.5:8000/api/v1/niches/?active=true", called, base, "/api")).toEqual({ kind: "panel", location: "/api/v1/niches/?active=true" });
  });

  it("resolves a relative Location against the called URL", () => {
    expect(rewriteRedirect("niches/", new URL("http://10.0.0.5:8000/api/v1/x"), base, "/api")).toEqual({ kind: "panel", location: "/api/v1/niches/" });
    expect(rewriteRedirect("/api/v1/niches/", called, base, "/api")).toEqual({ kind: "panel", location: "/api/v1/niches/" });
  });

  it("accepts the upstream's host under another scheme or port (an upstream honouring X-Forwarded-Proto)", () => {
    expect(rewriteRedirect("https://10.0.0.5/api/v1/niches/", called, base, "/api")).toEqual({ kind: "panel", location: "/api/v1/niches/" });
  });

  it("accepts the panel's own host echoed back", () => {
    expect(rewriteRedirect("https://panel.example.com/api/v1/niches/", called, base, "/api", "panel.example.com")).toEqual({ kind: "panel", location: "/api/v1/niches/" });
  });

  it("maps a wrapper base with a path of its own", () => {
    const wrapper = "http://10.0.0.5:8000/wrapper";
    expect(rewriteRedirect("http://10.0.0.5:8000/wrapper/templates/", new URL("http://10.0.0.5:8000/wrapper/templates"), wrapper, "/wrapper")).toEqual({ kind: "panel", location: "/wrapper/templates/" });
  });

  it("never shows a path of the upstream's host beyond the proxied base", () => {
    expect(rewriteRedirect("http://10.0.0.5:8000/docs", called, base, "/api")).toEqual({ kind: "outside" });
    expect(rewriteRedirect("http://10.0.0.5:8000/apix/v1", called, base, "/api")).toEqual({ kind: "outside" });
  });

  it("leaves another site's address alone", () => {
    expect(rewriteRedirect("https://cdn.example.com/file.png", called, base, "/api")).toEqual({ kind: "foreign" });
  });
});
