import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { loadConfig } from "../config";
import { pgBossNodeProblem } from "../queue/pg-boss-node";

describe("backend configuration", () => {
  it("listens on BACKEND_PORT, as npm start and the README name it, before PORT", () => {
    assert.equal(loadConfig({ BACKEND_PORT: "8123", PORT: "3000" }).port, 8123);
    assert.equal(loadConfig({ PORT: "8124" }).port, 8124);
    assert.equal(loadConfig({}).port, 8000);
    assert.throws(() => loadConfig({ BACKEND_PORT: "x" }), /BACKEND_PORT/);
  });

  it("addresses what it stores (the seed's site links, upload URLs) on the port it listens on", () => {
    assert.equal(loadConfig({ BACKEND_PORT: "8123" }).publicBaseUrl, "http://localhost:8123");
    assert.equal(loadConfig({ PORT: "8124" }).publicBaseUrl, "http://localhost:8124");
    assert.equal(loadConfig({ BACKEND_PORT: "8123", PUBLIC_BASE_URL: "https://api.example.com/" }).publicBaseUrl, "https://api.example.com");
  });

  it("refuses test hooks in production unless a token locks them", () => {
    assert.throws(() => loadConfig({ TEST_HOOKS: "1", NODE_ENV: "production" }), /TEST_HOOKS_TOKEN/);
    assert.equal(loadConfig({ TEST_HOOKS: "1", NODE_ENV: "production", TEST_HOOKS_TOKEN: "s3cret" }).testHooksToken, "s3cret");
    assert.equal(loadConfig({ TEST_HOOKS: "1" }).testHooks, true);
  });

  it("grants Socket.IO CORS to no origin by default, and only to well-formed origins when named", () => {
    assert.deepEqual(loadConfig({}).allowedOrigins, []);
    assert.deepEqual(loadConfig({ ALLOWED_ORIGINS: "https://panel.example.com, http://panel.lan:3000/" }).allowedOrigins, [
      "https://panel.example.com",
      "http://panel.lan:3000",
    ]);
    assert.throws(() => loadConfig({ ALLOWED_ORIGINS: "null" }), /ALLOWED_ORIGINS/);
    assert.throws(() => loadConfig({ ALLOWED_ORIGINS: "*" }), /ALLOWED_ORIGINS/);
    assert.throws(() => loadConfig({ ALLOWED_ORIGINS: "https://panel.example.com/path" }), /ALLOWED_ORIGINS/);
  });

  it("believes forwarded client addresses from loopback only, unless more proxies are named", () => {
    assert.deepEqual(loadConfig({}).trustedProxies, ["127.0.0.1", "::1"]);
    assert.deepEqual(loadConfig({ BACKEND_TRUSTED_PROXIES: "10.0.0.5, 192.168.1.0/24, fd00::/8" }).trustedProxies, [
      "127.0.0.1",
      "::1",
      "10.0.0.5",
      "192.168.1.0/24",
      "fd00::/8",
    ]);
    for (const wrong of ["panel.lan", "10.0.0.0/33", "10.0.0.0/8/1", "*"]) {
      assert.throws(() => loadConfig({ BACKEND_TRUSTED_PROXIES: wrong }), /BACKEND_TRUSTED_PROXIES/);
    }
  });

  it("pauses generation on no token budget unless one is set, and on a model failing thrice in a row for 30 s at first", () => {
    const none = loadConfig({}).generationPause;
    assert.equal(none.monthlyTokenBudget, undefined);
    assert.deepEqual(none.breaker, { failures: 3, pauseMs: 30_000, maxPauseMs: 900_000 });
    const set = loadConfig({ CONTENT_TOKEN_BUDGET_MONTHLY: "2000000", CONTENT_BREAKER_FAILURES: "5", CONTENT_BREAKER_PAUSE_SECONDS: "60" }).generationPause;
    assert.equal(set.monthlyTokenBudget, 2_000_000);
    assert.deepEqual(set.breaker, { failures: 5, pauseMs: 60_000, maxPauseMs: 900_000 });
    assert.throws(() => loadConfig({ CONTENT_TOKEN_BUDGET_MONTHLY: "0" }), /CONTENT_TOKEN_BUDGET_MONTHLY debe ser un entero >= 1/);
    assert.throws(() => loadConfig({ CONTENT_TOKEN_BUDGET_MONTHLY: "1e9x" }), /CONTENT_TOKEN_BUDGET_MONTHLY/);
    assert.throws(() => loadConfig({ CONTENT_BREAKER_FAILURES: "0" }), /CONTENT_BREAKER_FAILURES debe ser un entero >= 1/);
    assert.throws(() => loadConfig({ CONTENT_BREAKER_PAUSE_SECONDS: "1.5" }), /CONTENT_BREAKER_PAUSE_SECONDS/);
  });

  it("asks for Node.js 22 only on PostgreSQL's path, naming it in both languages", () => {
    assert.equal(pgBossNodeProblem("22.12.0"), null);
    assert.equal(pgBossNodeProblem("24.1.0"), null);
    for (const old of ["20.20.2", "22.11.0"]) {
      const problem = pgBossNodeProblem(old) ?? "";
      assert.match(problem, /necesita Node\.js 22\.12 o posterior; este es /);
      assert.match(problem, /needs Node\.js 22\.12 or newer/);
    }
  });
});
