// Several instances on one PostgreSQL behave as one Socket.IO server: @socket.io/postgres-adapter carries each
// broadcast to the other instances over LISTEN/NOTIFY (payloads above NOTIFY's 8000 bytes go through a table).
import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { Server as IOServer } from "socket.io";
import { createAdapter } from "@socket.io/postgres-adapter";
import { CONNECT_TIMEOUT_MS, checkout, poolOptions } from "../db/pg-connections";

const ATTACHMENTS = "socket_io_attachments";
// Any number; only this backend's instances take it, while one of them creates the attachments table.
const SETUP_LOCK = 4_271_503_912;
/** A publish that takes longer is given up: the event still reaches this instance's own sockets. */
const PUBLISH_TIMEOUT_MS = 10_000;

/**
 * The adapter delivers a broadcast, even to this instance's sockets, only once it is published, and
 * publishes run side by side on the pool: a pipeline's events could arrive out of order. One at a time,
 * they arrive everywhere in the order they were emitted; each waits a bounded time, so a stuck publish
 * cannot hold back the ones after it.
 */
function inOrder<A extends { broadcast: (...args: never[]) => unknown }>(adapter: A): A {
  const broadcast = adapter.broadcast.bind(adapter) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  adapter.broadcast = ((...args: unknown[]) => {
    last = last.then(() => withTimeout(Promise.resolve(broadcast(...args)), PUBLISH_TIMEOUT_MS)).catch(() => undefined);
    return last;
  }) as A["broadcast"];
  return adapter;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What the adapter takes for its pool. Its LISTEN connection is a client of its own rather than one of the
 * pool's: the adapter never gives a lost one back, so three lost connections would empty the pool and
 * silence the instance. Here a lost listener is closed and the adapter's reconnection opens a new one;
 * only one listens at a time, so no event is heard twice.
 */
function pubSubConnections(pool: pg.Pool, databaseUrl: string, log: FastifyBaseLogger) {
  let listener: pg.Client | undefined;
  const close = (client: pg.Client) => {
    client.removeAllListeners("end");
    client.removeAllListeners("notification");
    client.end().catch(() => {});
  };
  return {
    query: (text: string, values?: unknown[]) => pool.query(text, values),
    async connect() {
      if (listener) close(listener);
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
      client.on("error", (err) => log.warn({ err }, "realtime cluster listener lost; reconnecting"));
      listener = client;
      try {
        await client.connect();
      } catch (err) {
        close(client);
        throw err;
      }
      return Object.assign(client, { release: () => close(client) });
    },
  };
}

/** Plugs the adapter into `io`; returns what closes its connections. */
export async function joinRealtimeCluster(
  io: IOServer,
  { databaseUrl, poolSize }: { databaseUrl: string; poolSize: number },
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // Publishing and cleaning up; each query waits a bounded time, so an outage cannot stall broadcasts.
  const pool = new pg.Pool({ ...poolOptions(databaseUrl, poolSize), query_timeout: PUBLISH_TIMEOUT_MS });
  pool.on("error", (err) => log.warn({ err }, "realtime cluster connection lost"));
  const { client, release } = await checkout(pool);
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [SETUP_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS} (id BIGSERIAL UNIQUE, created_at TIMESTAMPTZ DEFAULT now(), payload BYTEA)`,
    );
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    release();
    await pool.end();
    throw err;
  }
  release();
  const connections = pubSubConnections(pool, databaseUrl, log);
  const factory = createAdapter(connections as unknown as pg.Pool, {
    tableName: ATTACHMENTS,
    errorHandler: (err) => log.warn({ err }, "realtime cluster error"),
  });
  // Socket.IO calls it with `new`, hence a function and not an arrow.
  io.adapter(function (nsp: unknown) {
    return inOrder(factory(nsp));
  } as unknown as Parameters<IOServer["adapter"]>[0]);
  return async () => {
    // Closes the listening connection and stops the adapter's timers.
    await io.of("/").adapter.close();
    await pool.end().catch(() => {});
  };
}
