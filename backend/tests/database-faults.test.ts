// A database the backend cannot reach is the server's fault: 503, never the 401 that makes the panel
// sign its user out.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { api, cleanup, login, startServer } from "./helpers";
import { DATABASE_UNAVAILABLE } from "../http-errors";
import type { SqlDriver } from "../db/sql-driver";
import { CURRENT_USER_PATH, NICHES_PATH } from "../../tests/support/api-paths";

/** What the engines really throw: PostgreSQL refusing the connection, PGlite closed, and a bad query. */
async function engineErrors(): Promise<Record<"refused" | "closed" | "badQuery", unknown>> {
  const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
  const refused = await pool.query("SELECT 1").catch((err: unknown) => err);
  await pool.end();
  const lite = await PGlite.create();
  const badQuery = await lite.query("SELEC 1").catch((err: unknown) => err);
  await lite.close();
  const closed = await lite.query("SELECT 1").catch((err: unknown) => err);
  return { refused, closed, badQuery };
}

describe("database faults", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;
  let errors: Awaited<ReturnType<typeof engineErrors>>;

  before(async () => {
    s = await startServer();
    token = await login(s.app);
    errors = await engineErrors();
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  /** Runs `check` while every query of the server throws `error`. */
  async function whileFailing(error: unknown, check: () => Promise<void>): Promise<void> {
    const db = s.ctx.db as { driver: SqlDriver };
    const driver = db.driver;
    db.driver = { ...driver, query: () => Promise.reject(error) };
    try {
      await check();
    } finally {
      db.driver = driver;
    }
  }

  for (const fault of ["refused", "closed"] as const) {
    it(`answers a bearer request 503 when the database is unreachable (${fault})`, async () => {
      await whileFailing(errors[fault], async () => {
        for (const path of [NICHES_PATH, CURRENT_USER_PATH]) {
          const res = await api(s.app, token).get(path);
          assert.equal(res.status, 503, path);
          assert.deepEqual(res.body, { detail: DATABASE_UNAVAILABLE });
        }
        // A token that does not verify needs no database: still refused.
        assert.equal((await api(s.app, "not-a-jwt").get(NICHES_PATH)).status, 401);
      });
      assert.equal((await api(s.app, token).get(CURRENT_USER_PATH)).status, 200);
    });
  }

  it("keeps a query the database refuses a 500", async () => {
    await whileFailing(errors.badQuery, async () => {
      const res = await api(s.app, token).get(NICHES_PATH);
      assert.equal(res.status, 500);
      assert.deepEqual(res.body, { detail: "Internal Server Error" });
    });
  });
});
