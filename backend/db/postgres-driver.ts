import pg from "pg";
import type { SqlDriver } from "./sql-driver";
import { checkout, poolOptions } from "./pg-connections";

// Read values as PGlite does, so the repositories see the same shapes on both engines: counts and ids as
// numbers (they stay far below 2^53), timestamps without a zone as UTC.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => new Date(`${v.replace(" ", "T")}Z`));

/** PostgreSQL through a node-postgres pool, selected by `DATABASE_URL`; several instances may share it. */
export async function openPostgresDriver(databaseUrl: string, poolSize: number): Promise<SqlDriver & { pool: pg.Pool }> {
  const pool = new pg.Pool(poolOptions(databaseUrl, poolSize));
  // An idle client's error (the server restarting) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  await pool.query("SELECT 1");
  let closed = false;
  return {
    kind: "postgres",
    pool,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const { client, release } = await checkout(pool);
      try {
        await client.query("BEGIN");
        const result = await fn({
          query: async <T,>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
          exec: async (sql: string) => void (await client.query(sql)),
        });
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        release();
      }
    },
    async withAdvisoryLock(key, fn) {
      // A session lock lives on one connection: this one only holds it while `fn` queries through the pool.
      // When the unlock fails the connection is discarded, and the server frees the lock with it.
      const { client, release } = await checkout(pool);
      let unlockFailure: Error | undefined;
      try {
        await client.query("SELECT pg_advisory_lock($1)", [key]);
        try {
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [key]).catch((err: Error) => {
            unlockFailure = err;
          });
        }
      } finally {
        release(unlockFailure);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
