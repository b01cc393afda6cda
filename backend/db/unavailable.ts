// Whether an error says the database cannot be reached, as opposed to a query it refused: the server is
// down, restarting or out of connections, or the embedded engine is closed or has aborted.
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLSTATE 08 connection exception, 53 insufficient resources, 58 system error, 57P01-04 shutdown and start-up. */
const SQLSTATE = /^(?:(?:08|53|58)[0-9A-Z]{3}|57P0[1-4])$/;
/** node-postgres and PGlite say it in words only. */
const MESSAGE =
  /^(?:Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect|PGlite is closed)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof WebAssembly.RuntimeError) return true;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === "string" && MESSAGE.test(message);
}
