// Migrations 7-9 on a database of the previous release: credentials go to the niche that names them, and
// the final configs already stored lose their secrets.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { openDatabase, type Database } from "../db/database";
import { databaseAtMigration } from "./support/migrated-database";

const BEFORE = 6;

describe("migrations 7-9 on existing data", () => {
  let drop: () => Promise<void>;
  let db: Database;
  const env = "NODE_ENV=production\nCLIENT_SECRET=cs_stored\nNEXT_PUBLIC_CLIENT_ID=cli_a\nDASHBOARD_API_KEY=ak_a";

  before(async () => {
    const older = await databaseAtMigration(BEFORE);
    drop = older.drop;
    const d = older.driver;
    await d.query(`INSERT INTO niches (name, slug, client_id, external_api_key) VALUES
      ('A', 'a', 'cli_a', 'ak_a'), ('B', 'b', 'cli_b', 'ak_b'), ('Copia de A', 'a2', 'cli_a', 'ak_a')`);
    await d.query(`INSERT INTO api_clients (name, client_id, secret_hash) VALUES
      ('A', 'cli_a', 'scrypt$x'), ('B', 'cli_b', 'scrypt$x'), ('Informes', 'cli_admin', 'scrypt$x')`);
    await d.query("INSERT INTO api_keys (key, name, email) VALUES ('ak_a', 'A', 'a@b.co'), ('ak_b', 'B', 'a@b.co'), ('ak_admin', 'X', 'a@b.co')");
    const finalConfig = { envVars: { NODE_ENV: "production", CLIENT_SECRET: "cs_stored", NEXT_PUBLIC_CLIENT_ID: "cli_a", DASHBOARD_API_KEY: "ak_a" }, envText: env };
    await d.query("INSERT INTO automation_tasks (id, niche_slug, status, request, results) VALUES ('t', 'a', 'completed', '{}', $1)", [
      JSON.stringify({ finalConfig, websiteContent: {} }),
    ]);
    await d.query("INSERT INTO sites (slug, website_content, config) VALUES ('a', '{}', $1)", [JSON.stringify(finalConfig)]);
    await d.query("INSERT INTO revoked_tokens (jti, revoked_at) VALUES ('j', now() - interval '10 days')");
    await d.close();
    db = await openDatabase(older.location);
  });
  after(async () => {
    await db.close();
    await drop();
  });

  const owners = async (table: "api_clients" | "api_keys", col: string) =>
    Object.fromEntries(
      (await db.query<{ k: string; slug: string | null }>(
        `SELECT t.${col} AS k, n.slug FROM ${table} t LEFT JOIN niches n ON n.id = t.niche_id ORDER BY t.${col}`,
      )).map((r) => [r.k, r.slug]),
    );

  it("gives each stored client and key to the (oldest) niche that names it, and none to the admin's own", async () => {
    assert.deepEqual(await owners("api_clients", "client_id"), { cli_a: "a", cli_admin: null, cli_b: "b" });
    assert.deepEqual(await owners("api_keys", "key"), { ak_a: "a", ak_admin: null, ak_b: "b" });
  });

  it("removes the secrets from the final configs already stored", async () => {
    const [{ results }] = await db.query<{ results: { finalConfig: { envVars: object; envText: string } } }>("SELECT results FROM automation_tasks");
    assert.deepEqual(results.finalConfig.envVars, { NODE_ENV: "production", NEXT_PUBLIC_CLIENT_ID: "cli_a" });
    assert.equal(results.finalConfig.envText, "NODE_ENV=production\nNEXT_PUBLIC_CLIENT_ID=cli_a");
    const [{ config }] = await db.query<{ config: { envText: string } }>("SELECT config FROM sites");
    assert.ok(!JSON.stringify(config).includes("cs_stored") && !JSON.stringify(config).includes("ak_a"), JSON.stringify(config));
  });

  it("dates each stored revocation to when its token is dead anyway", async () => {
    const [row] = await db.query<{ days: number }>("SELECT extract(epoch FROM expires_at - revoked_at) / 86400 AS days FROM revoked_tokens");
    assert.equal(Number(row.days), 30);
  });

  it("binds a credential a niche names later, never one another niche holds, and revokes it with its niche", async () => {
    await db.query("INSERT INTO api_clients (name, client_id, secret_hash) VALUES ('C', 'cli_c', 'h')");
    await db.query("UPDATE niches SET client_id = 'cli_c' WHERE slug = 'b'");
    await db.query("UPDATE niches SET client_id = 'cli_b', external_api_key = 'ak_b' WHERE slug = 'a2'");
    assert.deepEqual(await owners("api_clients", "client_id"), { cli_a: "a", cli_admin: null, cli_b: "b", cli_c: "b" });
    await db.query("DELETE FROM niches WHERE slug = 'b'");
    assert.deepEqual(await owners("api_clients", "client_id"), { cli_a: "a", cli_admin: null });
    assert.deepEqual(await owners("api_keys", "key"), { ak_a: "a", ak_admin: null });
  });
});
