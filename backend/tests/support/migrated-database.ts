// A database of an earlier release, on the suite's engine: the migrations up to one applied, as a
// database that ran them holds them, for tests of what the later ones do to stored data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseLocation } from "../../db/database";
import { migrations } from "../../db/migrations";
import { openPgliteDriver } from "../../db/pglite-driver";
import { openPostgresDriver } from "../../db/postgres-driver";
import type { SqlDriver } from "../../db/sql-driver";
import { testClusterUrl, testEngine } from "./test-database";

/** An empty database on the suite's engine. */
async function emptyDatabase(): Promise<{ location: DatabaseLocation; driver: SqlDriver; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-migration-"));
  if (testEngine() === "pglite") {
    return { location: { dataDir }, driver: await openPgliteDriver(dataDir), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `mig_${path.basename(dataDir).replace(/\W/g, "_").toLowerCase()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testClusterUrl() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(testClusterUrl());
  url.pathname = `/${name}`;
  return {
    location: { dataDir, databaseUrl: url.toString() },
    driver: await openPostgresDriver(url.toString(), 2),
    drop: async () => {
      await admin(`DROP DATABASE ${name}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database with migrations 1..`last` applied; `openDatabase(location)` applies the rest. */
export async function databaseAtMigration(last: number): Promise<{ location: DatabaseLocation; driver: SqlDriver; drop: () => Promise<void> }> {
  const empty = await emptyDatabase();
  const d = empty.driver;
  await d.exec("CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
  for (const m of migrations.filter((m) => m.id <= last)) {
    await d.exec(m.sql);
    await d.query("INSERT INTO schema_migrations (id, name) VALUES ($1, $2)", [m.id, m.name]);
  }
  return empty;
}
