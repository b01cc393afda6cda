import { readUpstreamEnv } from "./upstream-env.mjs";

// Vercel Functions refuse request bodies over 4.5 MB with a plain-text 413 before the panel sees them.
export const VERCEL_MAX_REQUEST_BYTES = 4.5 * 1024 * 1024;

/**
 * The largest request the path from the browser to the panel accepts: `REQUEST_MAX_BYTES`, else
 * Vercel's limit when deployed there (`VERCEL` is set), else the panel's own proxy limit.
 */
export function readRequestLimit(env: Record<string, string | undefined>): number {
  const raw = env.REQUEST_MAX_BYTES?.trim();
  if (raw) {
    const bytes = Number(raw);
    if (!Number.isInteger(bytes) || bytes <= 0) {
      throw new Error("Configuración inválida: REQUEST_MAX_BYTES debe ser un número entero de bytes mayor que 0 (variable REQUEST_MAX_BYTES)");
    }
    return bytes;
  }
  return env.VERCEL ? VERCEL_MAX_REQUEST_BYTES : readUpstreamEnv(env).proxyMaxBodyBytes;
}
