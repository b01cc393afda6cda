import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { loadConfig } from "../config";

describe("backend configuration", () => {
  it("listens on BACKEND_PORT, as npm start and the README name it, before PORT", () => {
    assert.equal(loadConfig({ BACKEND_PORT: "8123", PORT: "3000" }).port, 8123);
    assert.equal(loadConfig({ PORT: "8124" }).port, 8124);
    assert.equal(loadConfig({}).port, 8000);
    assert.throws(() => loadConfig({ BACKEND_PORT: "x" }), /BACKEND_PORT/);
  });
});
