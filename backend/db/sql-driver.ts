/** What the repositories need from a SQL engine; PGlite (embedded) and PostgreSQL (node-postgres) both provide it. */
export interface SqlDriver {
  readonly kind: "pglite" | "postgres";
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (tx: Pick<SqlDriver, "query" | "exec">) => Promise<T>): Promise<T>;
  /** Runs `fn` while holding an advisory lock: instances sharing the database run it one at a time. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
