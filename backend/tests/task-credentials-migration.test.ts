// Migration 15 on a database of the previous release: ended automation tasks lose the credentials their
// request carried; a running one keeps them until it ends.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { openDatabase, type Database } from "../db/database";
import { databaseAtMigration } from "./support/migrated-database";

const BEFORE = 14;

const request = (slug: string) => ({
  name: slug,
  slug,
  apiKey: { email: "admin@example.com", keyGenerated: true, key: `ak_${slug}` },
  apiClient: { description: "x", credentialsGenerated: { clientId: `cli_${slug}`, clientSecret: `cs_${slug}` } },
});

describe("migration 15 on stored automation tasks", () => {
  let drop: () => Promise<void>;
  let db: Database;

  before(async () => {
    const older = await databaseAtMigration(BEFORE);
    drop = older.drop;
    for (const status of ["completed", "failed", "cancelled", "running"]) {
      await older.driver.query("INSERT INTO automation_tasks (id, niche_slug, status, request) VALUES ($1, $1, $2, $3)", [
        status,
        status,
        JSON.stringify(request(status)),
      ]);
    }
    await older.driver.query(
      `INSERT INTO automation_tasks (id, niche_slug, status, request) VALUES ('without', 'without', 'completed', '{"apiKey":null,"apiClient":{"credentialsGenerated":null}}')`,
    );
    await older.driver.close();
    db = await openDatabase(older.location);
  });
  after(async () => {
    await db.close();
    await drop();
  });

  const requestOf = async (id: string) =>
    (await db.one<{ request: Record<string, unknown> }>("SELECT request FROM automation_tasks WHERE id = $1", [id]))!.request;

  it("keeps only the ids of the credentials of an ended task", async () => {
    for (const status of ["completed", "failed", "cancelled"]) {
      assert.deepEqual(await requestOf(status), {
        name: status,
        slug: status,
        apiKey: { email: "admin@example.com", keyGenerated: true },
        apiClient: { description: "x", credentialsGenerated: { clientId: `cli_${status}` } },
      });
    }
    assert.deepEqual(await requestOf("without"), { apiKey: null, apiClient: { credentialsGenerated: null } });
  });

  it("leaves a running task what it still needs to create its niche", async () => {
    assert.deepEqual(await requestOf("running"), request("running"));
  });
});
