// Which engine the backend tests run on: PGlite by default, PostgreSQL with BACKEND_TEST_DATABASE=postgres.
// On PostgreSQL every data folder gets its own database, copied from a migrated template (migrating each
// one would cost a second), on the cluster named by BACKEND_TEST_DATABASE_URL or on one this process starts.
import { createHash } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../db/database";
import { migrations } from "../../db/migrations";
import { startPgCluster, type PgCluster } from "./pg-cluster";

export const testEngine = (): "pglite" | "postgres" => (process.env.BACKEND_TEST_DATABASE === "postgres" ? "postgres" : "pglite");

/** The first port of this project's test clusters; the suite runner uses it, a single test file the next one. */
export const TEST_PG_PORT = Number(process.env.BACKEND_TEST_PG_PORT || 8400);

let own: PgCluster | undefined;
let clusterUrl: string | undefined;
let template: Promise<string> | undefined;

/** The admin URL (`…/postgres`) of the cluster the tests share; started on first use when none is given. */
export function testClusterUrl(): string {
  clusterUrl ??= process.env.BACKEND_TEST_DATABASE_URL;
  if (!clusterUrl) {
    own = startPgCluster(TEST_PG_PORT + 1, `backend-tests-${process.pid}`);
    clusterUrl = own.url;
    // Synchronous, so it also runs when node:test ends the process.
    process.on("exit", () => own?.stop());
  }
  return clusterUrl;
}

const withUrlDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testClusterUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const exists = async (client: pg.Client, name: string) =>
  (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;

/** A migrated database to copy, one per schema version; test processes sharing the cluster build it once. */
function templateDatabase(): Promise<string> {
  template ??= admin(async (client) => {
    const name = `tpl_${createHash("sha256").update(JSON.stringify(migrations)).digest("hex").slice(0, 12)}`;
    await client.query("SELECT pg_advisory_lock(1)");
    try {
      if (!(await exists(client, name))) {
        await client.query(`CREATE DATABASE ${name}_build`);
        const db = await openDatabase({ dataDir: "", databaseUrl: withUrlDatabase(testClusterUrl(), `${name}_build`) });
        await db.close();
        await client.query(`ALTER DATABASE ${name}_build RENAME TO ${name}`);
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock(1)");
    }
    return name;
  });
  return template;
}

/** The database of a data folder: created from the template on first use, the same one on a restart. */
export async function testDatabaseUrl(dataDir: string): Promise<string> {
  const name = `t_${createHash("sha256").update(dataDir).digest("hex").slice(0, 24)}`;
  const from = await templateDatabase();
  await admin(async (client) => {
    if (!(await exists(client, name))) await client.query(`CREATE DATABASE ${name} TEMPLATE ${from} STRATEGY FILE_COPY`);
  });
  return withUrlDatabase(testClusterUrl(), name);
}
