// Several instances on one PostgreSQL behave as one Socket.IO server: @socket.io/postgres-adapter carries each
// broadcast to the other instances over LISTEN/NOTIFY (payloads above NOTIFY's 8000 bytes go through a table).
import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { Server as IOServer } from "socket.io";
import { createAdapter } from "@socket.io/postgres-adapter";

const ATTACHMENTS = "socket_io_attachments";
// Any number; only this backend's instances take it, while one of them creates the attachments table.
const SETUP_LOCK = 4_271_503_912;

/**
 * The adapter delivers a broadcast, even to this instance's sockets, only once it is published, and
 * publishes run side by side on the pool: a pipeline's events could arrive out of order. One at a time,
 * they arrive everywhere in the order they were emitted.
 */
function inOrder<A extends { broadcast: (...args: never[]) => unknown }>(adapter: A): A {
  const broadcast = adapter.broadcast.bind(adapter) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  adapter.broadcast = ((...args: unknown[]) => {
    last = last.then(() => broadcast(...args)).catch(() => undefined);
    return last;
  }) as A["broadcast"];
  return adapter;
}

/** Plugs the adapter into `io`; returns what closes its connections. */
export async function joinRealtimeCluster(io: IOServer, databaseUrl: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  // One connection listens for the whole life of the instance; the others publish and clean up.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  pool.on("error", (err) => log.warn({ err }, "realtime cluster connection lost"));
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [SETUP_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS} (id BIGSERIAL UNIQUE, created_at TIMESTAMPTZ DEFAULT now(), payload BYTEA)`,
    );
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    client.release();
    await pool.end();
    throw err;
  }
  client.release();
  const factory = createAdapter(pool, { tableName: ATTACHMENTS, errorHandler: (err) => log.warn({ err }, "realtime cluster error") });
  // Socket.IO calls it with `new`, hence a function and not an arrow.
  io.adapter(function (nsp: unknown) {
    return inOrder(factory(nsp));
  } as unknown as Parameters<IOServer["adapter"]>[0]);
  return async () => {
    // Releases the listening connection; the pool would otherwise wait for it forever.
    await io.of("/").adapter.close();
    await pool.end().catch(() => {});
  };
}
