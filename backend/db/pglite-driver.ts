import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SqlDriver } from "./sql-driver";
import { PrivateNodeFS } from "./private-node-fs";

/** The embedded default: one PGlite instance persisted in `<dataDir>/db`, used by this process only. */
export async function openPgliteDriver(dataDir: string): Promise<SqlDriver> {
  const dir = path.join(dataDir, "db");
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // pg_trgm indexes the product search (the migrations create the extension when it is there).
  const pg = await PGlite.create({ fs: new PrivateNodeFS(dir), extensions: { pg_trgm } });
  await pg.exec("SET TIME ZONE 'UTC'");
  return {
    kind: "pglite",
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({
          query: async <T,>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
          exec: async (sql: string) => void (await tx.exec(sql)),
        }),
      );
    },
    // A PGlite folder belongs to one process (the data folder's pid lock): nobody else can take turns.
    withAdvisoryLock: (_key, fn) => fn(),
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
