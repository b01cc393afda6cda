// Connection settings every PostgreSQL client of the backend shares, and a checkout that survives the
// server dropping the connection. A pg client that emits `error` with no listener ends the process.
import pg from "pg";

/** Connections per instance by default: queries, the job queue's, Socket.IO's publishing (each adds one listener). */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
export const DEFAULT_QUEUE_POOL_SIZE = 4;
export const DEFAULT_REALTIME_POOL_SIZE = 2;

/** A connection not made within this time is an outage: the request answers 503 instead of waiting. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Pool options for `databaseUrl`: bounded waits, TCP keep-alive to notice a server that vanished. */
export function poolOptions(databaseUrl: string, max: number): pg.PoolConfig {
  return {
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    options: "-c TimeZone=UTC",
  };
}

export interface Checkout {
  client: pg.PoolClient;
  /** Gives the connection back, or discards it when it broke while checked out or `failure` is given. */
  release(failure?: Error): void;
}

/**
 * A connection held across several queries. The pool listens for errors only on idle connections, so
 * one held here (a transaction, an advisory lock) gets its own listener; a broken one is not reused.
 */
export async function checkout(pool: pg.Pool): Promise<Checkout> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on("error", onError);
  return {
    client,
    release(failure) {
      client.off("error", onError);
      client.release(broken ?? failure);
    },
  };
}
