import { migrations } from "./migrations";
import type { SqlDriver } from "./sql-driver";
import { openPgliteDriver } from "./pglite-driver";
import { openPostgresDriver } from "./postgres-driver";
import { DEFAULT_DATABASE_POOL_SIZE } from "./pg-connections";

/** Writes to these tables change the product and niche lists (see ListCache). */
const LIST_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+(?:TABLE\s+)?(?:ONLY\s+)?(?:products|niches|product_contents|sites)\b/i;

/** The repositories' handle on the database, whichever engine is behind it, with a few helpers. */
export class Database {
  /** Bumped around every statement that writes products, niches, contents or sites. */
  listVersion = 0;

  constructor(readonly driver: SqlDriver) {}

  get kind(): SqlDriver["kind"] {
    return this.driver.kind;
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const writes = LIST_WRITE.test(sql);
    if (writes) this.listVersion++;
    try {
      return await this.driver.query<T>(sql, params);
    } finally {
      if (writes) this.listVersion++;
    }
  }

  async one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    const rows = await this.query<T>(sql, params);
    return rows[0];
  }

  /** Runs a query whose single column `j` is JSON text built by Postgres; returns it untouched. */
  async jsonText(sql: string, params: unknown[] = []): Promise<string | undefined> {
    const row = await this.one<{ j: string | null }>(sql, params);
    return row?.j ?? undefined;
  }

  /** Same as jsonText, parsed. */
  async json<T>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    const text = await this.jsonText(sql, params);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }

  async exec(sql: string): Promise<void> {
    const writes = LIST_WRITE.test(sql);
    if (writes) this.listVersion++;
    try {
      await this.driver.exec(sql);
    } finally {
      if (writes) this.listVersion++;
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

export interface DatabaseLocation {
  /** PGlite's folder is `<dataDir>/db` when no URL is given. */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections this instance's queries may hold at once. */
  databasePoolSize?: number;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite; migrated either way. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const driver = location.databaseUrl ? await openPostgresDriver(location.databaseUrl, location.databasePoolSize ?? DEFAULT_DATABASE_POOL_SIZE) : await openPgliteDriver(location.dataDir);
  const db = new Database(driver);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

// Any number between 0 and 2^63; it only has to be the same in every instance of this backend.
const MIGRATION_LOCK = 4_271_503_911;

/** Applies missing migrations; instances starting together on one database take turns under an advisory lock. */
async function migrate(db: Database): Promise<void> {
  await db.driver.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    const applied = new Set((await tx.query<{ id: number }>("SELECT id FROM schema_migrations")).map((r) => r.id));
    for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
      if (applied.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (id, name) VALUES ($1, $2)", [m.id, m.name]);
    }
  });
}

/**
 * Keeps the serialized JSON of the big unfiltered lists (all products, all niches) until a write
 * touches products, niches or contents. A read that overlaps a write is not cached. On PostgreSQL another
 * instance may write, so the version is the database's (list_version, bumped by triggers in the writer's
 * transaction: a write is seen with its data, never before it).
 */
export class ListCache {
  private entries = new Map<string, { version: number; text: string }>();
  constructor(private readonly db: Database) {}

  private async version(): Promise<number> {
    if (this.db.kind !== "postgres") return this.db.listVersion;
    return (await this.db.one<{ version: number }>("SELECT version FROM list_version"))!.version;
  }

  async get(key: string, build: () => Promise<string>): Promise<string> {
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.text;
    const text = await build();
    if ((await this.version()) === version) this.entries.set(key, { version, text });
    return text;
  }
}
