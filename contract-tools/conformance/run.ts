// The whole check: sign-in, the static step on the upstream's OpenAPI, the live step (with its
// writes under --write), the realtime handshake, all under one overall deadline. Findings go to
// `progress` as they are found; the result is the rows and the exit status: 0 conforms, 1 does not,
// 2 could not check (with the reason).
import { buildOpenApi } from "../../lib/contract/openapi";
import { allEndpoints } from "../../lib/contract/registry";
import { exitCodeOf, REALTIME_ROW, type Row } from "./report";
import { staticCheck } from "./static-check";
import { mountOf, upstreamOperations } from "./upstream-doc";
import { WRITE_PREFIX } from "./cleanup";
import { CouldNotCheck } from "./could-not-check";
import type { Credentials } from "./credentials";
import { Client } from "./http";
import { readEverything } from "./live";
import { NetError } from "./net-error";
import { missedOpenApi, readOpenApi } from "./openapi";
import { Probe } from "./probe";
import type { Progress } from "./progress";
import { checkRealtime } from "./realtime";
import { signIn } from "./sign-in";
import { writeEverything } from "./write";

export interface CheckOptions {
  /** The URLs as `resolveTargets` gives them. */
  api: string;
  wrapper: string;
  realtime: string;
  credentials: Credentials;
  write: boolean;
  /** The bound of each network step: connecting, the headers, the body, the Socket.IO `connect`. */
  timeoutMs: number;
  /** The bound of the whole check. */
  deadlineMs: number;
  /** The largest answer read. */
  maxBytes: number;
}

export interface CheckResult {
  rows: Row[];
  exitCode: 0 | 1 | 2;
  /** Why the check could not judge the backend (exit 2), in Spanish. */
  reason?: string;
}

/** What deleting the records a --write run created may take past the deadline. */
export const CLEANUP_GRACE_MS = 15_000;

async function staticStep(options: CheckOptions, probe: Probe): Promise<void> {
  const api = await readOpenApi(probe.client, options.api, probe.token);
  if (!api.found) return probe.progress.say(missedOpenApi(api.misses));
  const paths = Object.keys(api.found.doc.paths as object);
  const mounts = { api: mountOf(options.api), wrapper: mountOf(options.wrapper) };
  const sameOrigin = new URL(options.api).origin === new URL(options.wrapper).origin;
  let wrapper = sameOrigin && paths.some((path) => (mounts.api + path).startsWith(`${mounts.wrapper}/`)) ? api.found : undefined;
  if (!wrapper && options.wrapper !== options.api) wrapper = (await readOpenApi(probe.client, options.wrapper, probe.token)).found;
  const version = String(api.found.doc.openapi ?? api.found.doc.swagger ?? "?");
  probe.progress.say(`OpenAPI: ${api.found.url} (OpenAPI ${version}, ${paths.length} rutas)${wrapper && wrapper !== api.found ? `; wrapper: ${wrapper.url}` : ""}`);
  const found = staticCheck({
    contract: buildOpenApi(),
    endpoints: allEndpoints,
    api: upstreamOperations(api.found.doc, mounts.api),
    wrapper: wrapper && upstreamOperations(wrapper.doc, wrapper === api.found ? mounts.api : mounts.wrapper),
    mounts,
  });
  for (const id of new Set([...found.checked, ...found.findings.keys()])) probe.progress.record(id, "openapi", ...(found.findings.get(id) ?? []));
}

/** Runs every step; resolves to why the backend could not be judged, if it could not. */
async function steps(options: CheckOptions, probe: Probe): Promise<string | undefined> {
  const { progress } = probe;
  progress.say(`Backend: ${options.api} · wrapper: ${options.wrapper} · tiempo real: ${options.realtime}/socket.io/`);
  progress.say(
    options.write
      ? `Modo: con escrituras (--write): crea, edita y borra un nicho con sus productos, un API Client, una API key y una plantilla con su imagen, llamados "${WRITE_PREFIX} …".`
      : "Modo: solo lectura (--write crea, edita y borra un nicho con sus productos, un API Client, una API key y una plantilla con su imagen de prueba).",
  );
  const session = await signIn(probe, options.credentials);
  probe.token = session.token;
  const user = options.credentials.username;
  if (session.token) progress.say(`Sesión: ${user} inició sesión (la contraseña y los tokens no se muestran).`);
  else progress.say(`Sin sesión: ${session.reason ?? `${user} no obtuvo un token que el panel pueda leer (mira la fila del inicio de sesión).`} No se comprueba nada más en vivo.`);
  await staticStep(options, probe);
  if (!session.token) return session.reason;
  await readEverything(probe);
  if (options.write) await writeEverything(probe, options.credentials);
  probe.record(REALTIME_ROW, ...(await checkRealtime(probe.client, options.realtime, session.token)));
  return undefined;
}

export async function checkUpstream(options: CheckOptions, progress: Progress): Promise<CheckResult> {
  progress.secrets.add(options.credentials.password);
  const client = new Client({
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    signal: AbortSignal.timeout(options.deadlineMs),
    cleanupSignal: AbortSignal.timeout(options.deadlineMs + CLEANUP_GRACE_MS),
    secrets: progress.secrets,
  });
  const probe = new Probe({ api: options.api, wrapper: options.wrapper }, client, progress);
  let reason: string | undefined;
  try {
    reason = await steps(options, probe);
  } catch (error) {
    if (error instanceof CouldNotCheck) reason = error.message;
    else if (error instanceof NetError && error.kind === "deadline") {
      reason = `${error.message} (${options.deadlineMs / 1000} s, --deadline): lo comprobado hasta entonces está arriba; si el backend es lento, sube --deadline.`;
    } else throw error;
  }
  const rows = progress.rows();
  return { rows, reason, exitCode: reason ? 2 : (exitCodeOf(rows) as 0 | 1) };
}
