import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrations } from "./migrations";

/** Writes to these tables change the product and niche lists (see ListCache). */
const LIST_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+(?:TABLE\s+)?(?:ONLY\s+)?(?:products|niches|product_contents)\b/i;

/** Thin wrapper over PGlite (persisted in a folder) with a few helpers. */
export class Database {
  /** Bumped around every statement that writes products, niches or contents. */
  listVersion = 0;

  constructor(readonly pg: PGlite) {}

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const writes = LIST_WRITE.test(sql);
    if (writes) this.listVersion++;
    try {
      const res = await this.pg.query<T>(sql, params);
      return res.rows;
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
      await this.pg.exec(sql);
    } finally {
      if (writes) this.listVersion++;
    }
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

export async function openDatabase(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, "db");
  fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir);
  await pg.exec("SET TIME ZONE 'UTC'");
  const db = new Database(pg);
  await migrate(db);
  return db;
}

async function migrate(db: Database): Promise<void> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
  const applied = new Set((await db.query<{ id: number }>("SELECT id FROM schema_migrations")).map((r) => r.id));
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(m.id)) continue;
    await db.pg.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (id, name) VALUES ($1, $2)", [m.id, m.name]);
    });
  }
}

/**
 * Keeps the serialized JSON of the big unfiltered lists (all products, all niches) until a write
 * touches products, niches or contents. A read that overlaps a write is not cached.
 */
export class ListCache {
  private entries = new Map<string, { version: number; text: string }>();
  constructor(private readonly db: Database) {}

  async get(key: string, build: () => Promise<string>): Promise<string> {
    const version = this.db.listVersion;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.text;
    const text = await build();
    if (this.db.listVersion === version) this.entries.set(key, { version, text });
    return text;
  }
}
