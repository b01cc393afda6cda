// Plain ESM so next.config.mjs, scripts/run.mjs and the route handlers share one validation.
import { z } from "zod";

const DEFAULT_BACKEND = "http://127.0.0.1:8000";
// Room for the template form's largest upload (10 images of 5 MB) plus multipart overhead.
const DEFAULT_MAX_BODY_BYTES = 60 * 1024 * 1024;

const httpUrl = (name) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    }, `${name} debe ser una URL http(s) absoluta sin query ni credenciales (p. ej. http://127.0.0.1:8000)`)
    .transform((value) => value.replace(/\/+$/, ""));

/**
 * Reads and validates the upstream settings. Throws an Error whose message names the variable at fault.
 * @param {Record<string, string | undefined>} env
 * @returns {{ apiUpstream: string, wrapperUpstream: string, realtimeUpstream: string, proxyTimeoutMs: number, proxyMaxBodyBytes: number, embedded: boolean }}
 */
export function readUpstreamEnv(env) {
  const schema = z.object({
    API_UPSTREAM_URL: httpUrl("API_UPSTREAM_URL").optional(),
    WRAPPER_UPSTREAM_URL: httpUrl("WRAPPER_UPSTREAM_URL").optional(),
    REALTIME_UPSTREAM_URL: httpUrl("REALTIME_UPSTREAM_URL").optional(),
    PROXY_TIMEOUT_MS: z.coerce
      .number({ error: "PROXY_TIMEOUT_MS debe ser un número de milisegundos" })
      .int("PROXY_TIMEOUT_MS debe ser un número entero de milisegundos")
      .positive("PROXY_TIMEOUT_MS debe ser mayor que 0")
      .optional(),
    PROXY_MAX_BODY_BYTES: z.coerce
      .number({ error: "PROXY_MAX_BODY_BYTES debe ser un número de bytes" })
      .int("PROXY_MAX_BODY_BYTES debe ser un número entero de bytes")
      .positive("PROXY_MAX_BODY_BYTES debe ser mayor que 0")
      .optional(),
  });
  const blankToUndefined = (value) => (value === undefined || value.trim() === "" ? undefined : value);
  const parsed = schema.safeParse({
    API_UPSTREAM_URL: blankToUndefined(env.API_UPSTREAM_URL),
    WRAPPER_UPSTREAM_URL: blankToUndefined(env.WRAPPER_UPSTREAM_URL),
    REALTIME_UPSTREAM_URL: blankToUndefined(env.REALTIME_UPSTREAM_URL),
    PROXY_TIMEOUT_MS: blankToUndefined(env.PROXY_TIMEOUT_MS),
    PROXY_MAX_BODY_BYTES: blankToUndefined(env.PROXY_MAX_BODY_BYTES),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuración inválida: ${issue.message} (variable ${String(issue.path[0])})`);
  }
  const data = parsed.data;
  const apiUpstream = data.API_UPSTREAM_URL ?? DEFAULT_BACKEND;
  return {
    apiUpstream,
    wrapperUpstream: data.WRAPPER_UPSTREAM_URL ?? `${apiUpstream}/wrapper`,
    realtimeUpstream: data.REALTIME_UPSTREAM_URL ?? apiUpstream,
    proxyTimeoutMs: data.PROXY_TIMEOUT_MS ?? 30000,
    proxyMaxBodyBytes: data.PROXY_MAX_BODY_BYTES ?? DEFAULT_MAX_BODY_BYTES,
    embedded: data.API_UPSTREAM_URL === undefined,
  };
}
