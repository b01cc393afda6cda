import { applyNoStore, mustNotStore } from "./no-store";

describe("no-store on proxied answers", () => {
  it("applies to every call made with credentials", () => {
    expect(mustNotStore("GET", new Headers({ authorization: "Bearer t" }))).toBe(true);
    expect(mustNotStore("GET", new Headers({ "x-client-id": "c", "x-client-secret": "s" }))).toBe(true);
  });

  it("applies to every call that changes something, signing in included", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(mustNotStore(method, new Headers())).toBe(true);
  });

  it("leaves anonymous reads cacheable (uploaded images)", () => {
    expect(mustNotStore("GET", new Headers({ accept: "image/png" }))).toBe(false);
    expect(mustNotStore("HEAD", new Headers())).toBe(false);
  });

  it("overwrites whatever cache policy the upstream sent", () => {
    const answer = new Headers({ "cache-control": "public, max-age=600" });
    applyNoStore("GET", new Headers({ authorization: "Bearer t" }), answer);
    expect(answer.get("cache-control")).toBe("no-store");
  });
});
