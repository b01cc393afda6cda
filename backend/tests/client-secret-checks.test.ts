// API-client secrets are checked with a keyed hash; scrypt runs only for hashes stored before, and then
// only a few times a minute per client, counted before each check runs.
import { after, afterEach, before, beforeEach, describe, it, mock, type Mock } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import { api, assertSchema, cleanup, login, startServer } from "./helpers";
import { hashSecret } from "../util/passwords";
import { LEGACY_CHECKS_PER_MINUTE } from "../api-client-credentials";
import { apiClientCreatedSchema } from "../../features/api-clients/schemas";
import { API_CLIENTS_PATH, NICHES_PATH } from "../../tests/support/api-paths";

describe("API-client secret checks", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let scrypt: Mock<typeof crypto.scrypt>;

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });
  // Every scrypt run in the process is counted (the sign-in above ran before).
  beforeEach(() => {
    scrypt = mock.method(crypto, "scrypt");
    syncBuiltinESMExports();
  });
  afterEach(() => {
    scrypt.mock.restore();
    syncBuiltinESMExports();
  });

  const read = (clientId: string, secret: string) => api(s.app, null, { "x-client-id": clientId, "x-client-secret": secret }).get(NICHES_PATH);
  const storedHash = async (clientId: string) =>
    (await s.ctx.db.one<{ secret_hash: string }>("SELECT secret_hash FROM api_clients WHERE client_id = $1", [clientId]))!.secret_hash;
  /** A client as earlier versions stored it: its secret's scrypt hash. */
  const legacyClient = async (clientId: string, secret: string) => {
    await s.ctx.db.query("INSERT INTO api_clients (name, scopes, client_id, secret_hash) VALUES ($1, '[\"read\"]', $1, $2)", [
      clientId,
      await hashSecret(secret),
    ]);
    scrypt.mock.resetCalls();
  };
  const burst = (clientId: string, n = 64) =>
    Promise.all(Array.from({ length: n }, (_, i) => read(clientId, `cs_guess_${i}_${crypto.randomBytes(8).toString("hex")}`)));

  it("a new secret is kept as a keyed hash: 64 concurrent guesses run no scrypt and lock its client out of nothing", async () => {
    const created = assertSchema(apiClientCreatedSchema, (await a.post(API_CLIENTS_PATH, { name: "Rápido", scopes: ["read"] })).body);
    assert.match(await storedHash(created.client_id), /^hmac-sha256\$/);
    assert.ok(!(await storedHash(created.client_id)).includes(created.client_secret));
    const guesses = await burst(created.client_id);
    assert.deepEqual([...new Set(guesses.map((r) => r.status))], [401]);
    assert.equal(scrypt.mock.callCount(), 0);
    assert.equal((await read(created.client_id, created.client_secret)).status, 200);
    assert.equal((await read("cli_unknown", created.client_secret)).status, 401);
    assert.equal(scrypt.mock.callCount(), 0);
  });

  it("a legacy scrypt hash is checked at most LEGACY_CHECKS_PER_MINUTE times a minute, even by concurrent guesses", async () => {
    await legacyClient("cli_legacy_target", "cs_legacy_secret");
    const guesses = await burst("cli_legacy_target");
    const refused = guesses.filter((r) => r.status === 429);
    assert.equal(guesses.filter((r) => r.status === 401).length, LEGACY_CHECKS_PER_MINUTE);
    assert.equal(refused.length, 64 - LEGACY_CHECKS_PER_MINUTE);
    assert.equal(scrypt.mock.callCount(), LEGACY_CHECKS_PER_MINUTE);
    const retryAfter = Number(refused[0].headers["retry-after"]);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
    assert.match(refused[0].body.detail, /^Demasiados intentos/);
    // The window holds for the right secret too, until it passes.
    assert.equal((await read("cli_legacy_target", "cs_legacy_secret")).status, 429);
    assert.equal(scrypt.mock.callCount(), LEGACY_CHECKS_PER_MINUTE);
  });

  it("a legacy hash is replaced by the keyed hash once its secret matches", async () => {
    await legacyClient("cli_legacy_upgrade", "cs_upgrade_secret");
    assert.equal((await read("cli_legacy_upgrade", "cs_upgrade_secret")).status, 200);
    assert.equal(scrypt.mock.callCount(), 1);
    assert.match(await storedHash("cli_legacy_upgrade"), /^hmac-sha256\$/);
    assert.equal((await read("cli_legacy_upgrade", "cs_upgrade_secret")).status, 200);
    assert.equal((await read("cli_legacy_upgrade", "wrong")).status, 401);
    assert.equal(scrypt.mock.callCount(), 1);
  });
});
