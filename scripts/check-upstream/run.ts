// The whole check: sign-in, the static step on the upstream's OpenAPI, the live step (with its
// writes under --write), the realtime handshake, and the report with its exit status.
import { buildOpenApi } from "../../lib/contract/openapi";
import { allEndpoints } from "../../lib/contract/registry";
import type { JsonSchema } from "../../lib/contract/json-schema";
import { fail, fromSource, mergeFindings } from "../../lib/contract/conformance/findings";
import { buildRows, exitCodeOf, REALTIME_ROW, renderReport, type Row } from "../../lib/contract/conformance/report";
import { staticCheck } from "../../lib/contract/conformance/static-check";
import { mountOf, OPENAPI_LOCATIONS, upstreamOperations } from "../../lib/contract/conformance/upstream-doc";
import { call } from "./http";
import { readEverything, signIn, type Credentials } from "./live";
import { Probe } from "./probe";
import { checkRealtime } from "./realtime";
import { WRITE_PREFIX } from "./cleanup";
import { writeEverything } from "./write";

export interface CheckOptions {
  api: string;
  wrapper: string;
  realtime: string;
  credentials: Credentials;
  write: boolean;
  verbose: boolean;
}

export interface CheckResult {
  rows: Row[];
  text: string;
  exitCode: number;
}

const trim = (url: string) => url.replace(/\/+$/, "");

async function readOpenApi(base: string, token: string | undefined): Promise<{ url: string; doc: JsonSchema } | undefined> {
  for (const path of OPENAPI_LOCATIONS) {
    const url = `${trim(base)}${path}`;
    const answer = await call("GET", url, { token }).catch(() => undefined);
    const doc = answer?.body as JsonSchema | undefined;
    if (answer?.status === 200 && doc && typeof doc === "object" && doc.paths && typeof doc.paths === "object") return { url, doc };
  }
  return undefined;
}

export async function checkUpstream(options: CheckOptions): Promise<CheckResult> {
  const header: string[] = [`Backend: ${options.api} · wrapper: ${options.wrapper} · tiempo real: ${trim(options.realtime)}/socket.io/`];
  const probe = new Probe({ api: options.api, wrapper: options.wrapper });
  probe.token = await signIn(probe, options.credentials);

  const api = await readOpenApi(options.api, probe.token);
  const mounts = { api: mountOf(options.api), wrapper: mountOf(options.wrapper) };
  const sameOrigin = new URL(options.api).origin === new URL(options.wrapper).origin;
  let wrapper = api && sameOrigin && Object.keys(api.doc.paths as object).some((path) => (mounts.api + path).startsWith(`${mounts.wrapper}/`)) ? api : undefined;
  if (!wrapper && trim(options.wrapper) !== trim(options.api)) wrapper = await readOpenApi(options.wrapper, probe.token);
  const found = api
    ? staticCheck({
        contract: buildOpenApi(),
        endpoints: allEndpoints,
        api: upstreamOperations(api.doc, mounts.api),
        wrapper: wrapper && upstreamOperations(wrapper.doc, wrapper === api ? mounts.api : mounts.wrapper),
        mounts,
      })
    : { findings: new Map(), checked: new Set<string>() };
  header.push(
    api
      ? `OpenAPI: ${api.url} (OpenAPI ${String(api.doc.openapi ?? api.doc.swagger ?? "?")}, ${Object.keys(api.doc.paths as object).length} rutas)${wrapper && wrapper !== api ? `; wrapper: ${wrapper.url}` : ""}`
      : `OpenAPI: no está en ${OPENAPI_LOCATIONS.map((path) => trim(options.api) + path).join(" ni en ")}: solo se comprueba en vivo.`,
  );

  const left: string[] = [];
  if (probe.token) {
    await readEverything(probe);
    if (options.write) left.push(...(await writeEverything(probe, options.credentials)));
    probe.record(REALTIME_ROW, ...(await checkRealtime(options.realtime, probe.token)));
  } else {
    header.push(`Sin sesión: ${options.credentials.username} no pudo iniciar sesión (revisa UPSTREAM_USERNAME y UPSTREAM_PASSWORD): no se comprueba nada más en vivo.`);
    probe.record(REALTIME_ROW, fail("No se comprueba sin sesión."));
  }
  header.push(
    options.write
      ? `Modo: con escrituras (--write): crea, edita y borra un nicho con sus productos, un cliente API, una API key y una plantilla con su imagen, llamados "${WRITE_PREFIX} …".`
      : "Modo: solo lectura (--write crea, edita y borra un nicho con sus productos, un cliente API, una API key y una plantilla con su imagen de prueba).",
  );
  if (left.length) header.push(`ATENCIÓN: no se pudo borrar ${left.join(", ")}: bórralo a mano.`);

  const rows = buildRows(allEndpoints, mergeFindings(fromSource(found.findings, "openapi"), fromSource(probe.findings, "live")), new Set([...found.checked, ...probe.checked]));
  const text = `${header.join("\n")}\n\n${renderReport(rows, { verbose: options.verbose })}`;
  return { rows, text, exitCode: exitCodeOf(rows) };
}
