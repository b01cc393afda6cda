// Admin session tokens: a month's lifetime, revocations forgotten once their token is dead anyway, and a
// warning when PostgreSQL keeps the signing key.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { decodeJwt, SignJWT } from "jose";
import { api, cleanup, login, startServer } from "./helpers";
import { loadJwtKey } from "../auth";
import { Database } from "../db/database";
import type { SqlDriver } from "../db/sql-driver";
import { TOKEN_LIFETIME_SECONDS } from "../token-lifetime";
import { CURRENT_USER_PATH, SIGN_OUT_PATH } from "../../tests/support/api-paths";

const DAY = 86_400;

describe("session tokens", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;

  before(async () => {
    s = await startServer();
    token = await login(s.app);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("issues tokens that live 30 days", () => {
    const { iat, exp } = decodeJwt(token);
    assert.equal(TOKEN_LIFETIME_SECONDS, 30 * DAY);
    assert.equal(exp! - iat!, TOKEN_LIFETIME_SECONDS);
  });

  it("refuses a token issued longer ago than a token lives, whatever expiry it carries", async () => {
    const me = (await api(s.app, token).get(CURRENT_USER_PATH)).body as { id: number };
    const now = Math.floor(Date.now() / 1000);
    const sign = (issuedDaysAgo: number) =>
      new SignJWT({ username: "admin" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(me.id))
        .setJti(`old-${issuedDaysAgo}`)
        .setIssuedAt(now - issuedDaysAgo * DAY)
        .setExpirationTime(now + 3650 * DAY)
        .sign(s.ctx.jwtKey);
    assert.equal((await api(s.app, await sign(29)).get(CURRENT_USER_PATH)).status, 200);
    const old = await api(s.app, await sign(31)).get(CURRENT_USER_PATH);
    assert.equal(old.status, 401);
    assert.deepEqual(old.body, { detail: "Could not validate credentials" });
  });

  it("keeps a revocation while its token could be used and forgets the expired ones at the next sign-out", async () => {
    await s.ctx.db.query("INSERT INTO revoked_tokens (jti, revoked_at, expires_at) VALUES ('gone', now() - interval '31 days', now() - interval '1 day')");
    const session = await login(s.app);
    assert.equal((await api(s.app, session).post(SIGN_OUT_PATH, {})).status, 204);
    const rows = await s.ctx.db.query<{ jti: string; days_left: number }>(
      "SELECT jti, extract(epoch FROM expires_at - now()) / 86400 AS days_left FROM revoked_tokens",
    );
    assert.deepEqual(rows.map((r) => r.jti), [decodeJwt(session).jti]);
    assert.ok(Math.abs(Number(rows[0].days_left) - 30) < 0.01, String(rows[0].days_left));
    assert.equal((await api(s.app, session).get(CURRENT_USER_PATH)).status, 401);
  });
});

describe("the signing key kept in PostgreSQL", () => {
  const stored = "clave-generada-que-no-debe-salir";
  /** A PostgreSQL that already holds the generated key. */
  const postgres = new Database({
    kind: "postgres",
    query: async <T,>(sql: string) => (sql.startsWith("SELECT") ? [{ value: stored } as T] : []),
  } as unknown as SqlDriver);
  const load = async (config: { jwtSecret?: string; production: boolean }) => {
    const warnings: string[] = [];
    const key = await loadJwtKey(postgres, { dataDir: "", ...config }, { warn: (msg: string) => void warnings.push(msg) } as never);
    return { key: new TextDecoder().decode(key), warnings };
  };

  it("warns at start-up, clearly in production, and never prints the key", async () => {
    const dev = await load({ production: false });
    assert.equal(dev.key, stored);
    assert.equal(dev.warnings.length, 1);
    assert.match(dev.warnings[0], /JWT_SECRET/);
    const prod = await load({ production: true });
    assert.equal(prod.warnings.length, 1);
    assert.match(prod.warnings[0], /producción/);
    for (const w of [...dev.warnings, ...prod.warnings]) assert.ok(!w.includes(stored));
  });

  it("says nothing when JWT_SECRET is set", async () => {
    const given = await load({ jwtSecret: "secreto-de-configuracion", production: true });
    assert.equal(given.key, "secreto-de-configuracion");
    assert.deepEqual(given.warnings, []);
  });
});
