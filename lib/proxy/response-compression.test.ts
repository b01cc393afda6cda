import { shouldGzip } from "./response-compression";

const json = new Headers({ "content-type": "application/json; charset=utf-8" });

describe("shouldGzip", () => {
  it("gzips JSON and text for clients that accept it", () => {
    expect(shouldGzip("gzip, deflate, br", json)).toBe(true);
    expect(shouldGzip("gzip", new Headers({ "content-type": "text/plain" }))).toBe(true);
    expect(shouldGzip("gzip", new Headers({ "content-type": "application/problem+json" }))).toBe(true);
  });

  it("leaves clients without gzip, images and already encoded bodies alone", () => {
    expect(shouldGzip(undefined, json)).toBe(false);
    expect(shouldGzip("br", json)).toBe(false);
    expect(shouldGzip("gzip;q=0, br", json)).toBe(false);
    expect(shouldGzip("gzip", new Headers({ "content-type": "image/png" }))).toBe(false);
    expect(shouldGzip("gzip", new Headers())).toBe(false);
    expect(shouldGzip("gzip", new Headers({ "content-type": "application/json", "content-encoding": "br" }))).toBe(false);
    expect(shouldGzip("gzip", new Headers({ "content-type": "application/json", "cache-control": "no-transform" }))).toBe(false);
  });
});
