// Failed sign-ins are limited per client address, and per user name at an address, with @fastify/rate-limit;
// only failures count.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { cleanup, startServer } from "./helpers";
import { LOGIN_PATH } from "../../tests/support/api-paths";

const TOO_MANY = "Demasiados intentos de inicio de sesión. Espera un minuto e inténtalo de nuevo.";

describe("sign-in throttling", () => {
  let s: Awaited<ReturnType<typeof startServer>>;

  before(async () => {
    s = await startServer();
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  const signIn = (username: string, password: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    s.app.inject({
      method: "POST",
      url: LOGIN_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams({ username, password }).toString(),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const statuses = async (n: number, attempt: () => ReturnType<typeof signIn>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await attempt()).statusCode);
    return out;
  };

  it("refuses the sixth attempt after five failures, even with the right password", async () => {
    assert.deepEqual(await statuses(5, () => signIn("Admin", "wrong", { "x-forwarded-for": "203.0.113.10" })), [400, 400, 400, 400, 400]);
    // The user name counts without case.
    const blocked = await signIn("admin", "admin123", { "x-forwarded-for": "203.0.113.10" });
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), { detail: TOO_MANY });
    const retryAfter = Number(blocked.headers["retry-after"]);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${blocked.headers["retry-after"]}`);
    // Another address of the same user is not affected.
    assert.equal((await signIn("admin", "admin123", { "x-forwarded-for": "203.0.113.11" })).statusCode, 200);
  });

  it("does not count successful sign-ins", async () => {
    const from = { "x-forwarded-for": "203.0.113.20" };
    assert.deepEqual(await statuses(8, () => signIn("admin", "admin123", from)), [200, 200, 200, 200, 200, 200, 200, 200]);
    assert.deepEqual(await statuses(5, () => signIn("admin", "wrong", from)), [400, 400, 400, 400, 400]);
    assert.equal((await signIn("admin", "wrong", from)).statusCode, 429);
  });

  it("forgets earlier failures once the user signs in", async () => {
    const from = { "x-forwarded-for": "203.0.113.30" };
    assert.deepEqual(await statuses(4, () => signIn("admin", "wrong", from)), [400, 400, 400, 400]);
    assert.equal((await signIn("admin", "admin123", from)).statusCode, 200);
    assert.deepEqual(await statuses(4, () => signIn("admin", "wrong", from)), [400, 400, 400, 400]);
  });

  it("does not count requests refused before the password is checked", async () => {
    const from = { "x-forwarded-for": "203.0.113.40" };
    for (let i = 0; i < 6; i++) {
      const res = await s.app.inject({
        method: "POST",
        url: LOGIN_PATH,
        headers: { "content-type": "application/x-www-form-urlencoded", ...from },
        payload: "username=admin",
      });
      assert.equal(res.statusCode, 422);
    }
    assert.equal((await signIn("admin", "admin123", from)).statusCode, 200);
  });

  it("lets at most five of many parallel wrong passwords be checked", async () => {
    const from = { "x-forwarded-for": "203.0.113.60" };
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn("admin", "wrong", from)));
    const checked = answers.filter((answer) => answer.statusCode === 400).length;
    assert.equal(checked, 5, `checked ${checked} of 40`);
    assert.equal(answers.filter((answer) => answer.statusCode === 429).length, 35);
  });

  it("refuses most of a flood of user names from one address, while the admin signs in from another", async () => {
    const flooder = { "x-forwarded-for": "203.0.113.70" };
    const flood = Promise.all(Array.from({ length: 200 }, (_, i) => signIn(`nadie-${i}`, "wrong", flooder)));
    const started = performance.now();
    const admin = await signIn("admin", "admin123", { "x-forwarded-for": "203.0.113.71" });
    const waited = performance.now() - started;
    const answers = await flood;
    assert.equal(admin.statusCode, 200);
    assert.ok(waited < 1000, `the admin's sign-in took ${Math.round(waited)} ms`);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 190, `refused ${refused.length} of 200`);
    for (const answer of refused) {
      assert.deepEqual(answer.json(), { detail: TOO_MANY });
      const retryAfter = Number(answer.headers["retry-after"]);
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${answer.headers["retry-after"]}`);
    }
    // The address's budget is spent for every name, an existing one included.
    assert.equal((await signIn("admin", "admin123", flooder)).statusCode, 429);
  });

  it("believes X-Forwarded-For only from loopback, where the panel's front server runs", async () => {
    // A peer that is not trusted cannot pick a fresh address per attempt.
    const peer = "198.51.100.7";
    const attempts: number[] = [];
    for (let i = 1; i <= 6; i++) attempts.push((await signIn("someone", "wrong", { "x-forwarded-for": `203.0.113.${100 + i}` }, peer)).statusCode);
    assert.deepEqual(attempts, [400, 400, 400, 400, 400, 429]);
    // From loopback the forwarded address is the client's: another one has its own budget.
    assert.equal((await signIn("someone", "wrong", { "x-forwarded-for": "203.0.113.50" })).statusCode, 400);
  });

  it("believes X-Forwarded-For from a panel on another host named in BACKEND_TRUSTED_PROXIES", async () => {
    const other = await startServer({ env: { BACKEND_TRUSTED_PROXIES: "198.51.100.0/24" } });
    try {
      const attempts: number[] = [];
      for (let i = 1; i <= 6; i++) {
        const res = await other.app.inject({
          method: "POST",
          url: LOGIN_PATH,
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `203.0.113.${110 + i}` },
          payload: new URLSearchParams({ username: "someone", password: "wrong" }).toString(),
          remoteAddress: "198.51.100.7",
        });
        attempts.push(res.statusCode);
      }
      // Each forwarded address is a client of its own: none has spent its budget.
      assert.deepEqual(attempts, [400, 400, 400, 400, 400, 400]);
    } finally {
      await other.app.close();
      cleanup(other.dataDir);
    }
  });
});
