// The static step: the upstream's own OpenAPI document against the contract's. For each endpoint of
// the contract: is it there (method + path, params by position), does its answer declare every field
// the panel requires with a type the panel reads, and does it take the body the way the panel sends
// it. Only what breaks the panel is a failure; the rest is a note.
import type { Endpoint } from "@/lib/contract/endpoint";
import type { JsonSchema } from "@/lib/contract/json-schema";
import { addFindings, fail, note, type Finding, type Findings } from "./findings";
import { refusedTypes, resolvePointer, toShape, typeLabel, type Shape } from "./schema-shape";
import { pathKey, upstreamPathOf, type UpstreamOperation } from "./upstream-doc";

const MEDIA_TYPES = { json: "application/json", form: "application/x-www-form-urlencoded", multipart: "multipart/form-data" } as const;
const MEDIA_NAMES: Record<string, string> = {
  "application/json": "JSON",
  "application/x-www-form-urlencoded": "un formulario (application/x-www-form-urlencoded)",
  "multipart/form-data": "multipart/form-data",
};

export interface StaticInput {
  /** The contract's OpenAPI document (`buildOpenApi()`). */
  contract: JsonSchema;
  endpoints: readonly Endpoint[];
  /** The operations of the API's document (see `upstreamOperations`). */
  api: UpstreamOperation[];
  /** The operations of the document that describes the wrapper, when one does (else its endpoints are left to the live step). */
  wrapper?: UpstreamOperation[];
  /** Path prefixes of the API and wrapper URLs (`mountOf`). */
  mounts: { api: string; wrapper: string };
}

export interface StaticResult {
  findings: Findings;
  /** Ids of the endpoints the documents could speak for. */
  checked: Set<string>;
}

const code = (text: string) => `\`${text}\``;

function successResponse(op: JsonSchema, status: string): JsonSchema | undefined {
  const responses = (op.responses ?? {}) as Record<string, JsonSchema>;
  const key = status in responses ? status : Object.keys(responses).find((k) => /^2/.test(k));
  return key ? responses[key] : undefined;
}

function jsonSchemaOf(content: unknown): JsonSchema | undefined {
  if (!content || typeof content !== "object") return undefined;
  const entries = Object.entries(content as Record<string, JsonSchema>);
  const json = entries.find(([type]) => type.includes("json")) ?? entries[0];
  return json?.[1]?.schema as JsonSchema | undefined;
}

/** The panel reads nothing of an answer that accepts anything. */
function readsNothing(shape: Shape): boolean {
  return shape.types === null && !shape.hasProperties && !shape.items;
}

function requiresSomething(shape: Shape): boolean {
  return shape.required.size > 0 || (shape.items !== undefined && requiresSomething(shape.items));
}

/** Upstream fields the missing `name` may have become: not known to the contract, of a type it reads; required ones first. */
function renameCandidate(name: string, contract: Shape, upstream: Shape): string | undefined {
  const wanted = contract.properties[name];
  const candidates = Object.keys(upstream.properties).filter(
    (other) => !(other in contract.properties) && refusedTypes(wanted, upstream.properties[other]).every((t) => t === "null"),
  );
  const required = candidates.filter((other) => upstream.required.has(other));
  if (required.length === 1) return required[0];
  return candidates.length === 1 ? candidates[0] : undefined;
}

interface FieldContext {
  where: string;
  found: Finding[];
  missingOptional: string[];
}

function compareShapes(contract: Shape, upstream: Shape, prefix: string, ctx: FieldContext): void {
  if (contract.items && upstream.items) compareShapes(contract.items, upstream.items, prefix ? `${prefix}[]` : "", ctx);
  if (!contract.hasProperties) return;
  if (!upstream.hasProperties) {
    if (contract.required.size) {
      const what = prefix ? `los campos de ${code(prefix)}` : "los campos de su respuesta";
      ctx.found.push(note(`${ctx.where} no declara ${what}: se comprueban en vivo.`));
    }
    return;
  }
  for (const [name, wanted] of Object.entries(contract.properties)) {
    const field = prefix ? `${prefix}.${name}` : name;
    const got = upstream.properties[name];
    const required = contract.required.has(name);
    if (!got) {
      if (!required) {
        ctx.missingOptional.push(field);
        continue;
      }
      const rename = renameCandidate(name, contract, upstream);
      const schema = upstream.ref ? ` (esquema ${code(upstream.ref)})` : "";
      const fix = rename
        ? `¿Se llama ${code(rename)}? Renombra ${code(rename)} a ${code(name)} en la respuesta.`
        : `Añade ${code(name)} (${typeLabel(wanted)}) a la respuesta.`;
      ctx.found.push(fail(`El campo ${code(field)} falta en ${ctx.where}${schema}: el panel lo necesita. ${fix}`));
      continue;
    }
    const refused = refusedTypes(wanted, got);
    const refusedValues = refused.filter((t) => t !== "null");
    if (refusedValues.length) {
      ctx.found.push(
        fail(`El campo ${code(field)} de ${ctx.where} es ${typeLabel(got)}; el panel lo lee como ${typeLabel(wanted)}. Cambia su tipo a ${typeLabel(wanted)}.`),
      );
    } else if (refused.includes("null")) {
      ctx.found.push(fail(`El campo ${code(field)} de ${ctx.where} puede ser null; el panel lo necesita siempre con valor (${typeLabel(wanted)}).`));
    } else if (required && !upstream.required.has(name)) {
      ctx.found.push(note(`El campo ${code(field)} de ${ctx.where} figura como opcional; el panel lo necesita en cada respuesta.`));
    }
    compareShapes(wanted, got, field, ctx);
  }
}

function compareResponse(endpoint: Endpoint, contractOp: JsonSchema, contractDoc: JsonSchema, upstream: UpstreamOperation, where: string): Finding[] {
  const status = String(endpoint.status ?? 200);
  const wanted = jsonSchemaOf(successResponse(contractOp, status)?.content);
  if (!wanted) return [];
  const wantedShape = toShape(wanted, contractDoc);
  if (readsNothing(wantedShape)) return [];
  const response = successResponse(upstream.operation, status);
  const got = jsonSchemaOf(response?.content);
  const gotShape = toShape(got, upstream.doc);
  const ctx: FieldContext = { where, found: [], missingOptional: [] };
  if (readsNothing(gotShape)) {
    if (requiresSomething(wantedShape)) ctx.found.push(note(`${where} no declara su respuesta en el OpenAPI: se comprueba en vivo.`));
    return ctx.found;
  }
  const refused = refusedTypes(wantedShape, gotShape).filter((t) => t !== "null");
  if (refused.length) {
    const wrapper = Object.keys(gotShape.properties).find((name) => gotShape.properties[name].items);
    const hint = wrapper && wantedShape.items ? ` Devuelve la lista tal cual, no dentro de ${code(wrapper)}.` : "";
    ctx.found.push(fail(`${where} responde ${typeLabel(gotShape)}; el panel espera ${typeLabel(wantedShape)}.${hint}`));
    return ctx.found;
  }
  compareShapes(wantedShape, gotShape, "", ctx);
  if (ctx.missingOptional.length) {
    ctx.found.push(note(`${where} no declara estos campos opcionales (el panel vive sin ellos): ${ctx.missingOptional.map(code).join(", ")}.`));
  }
  return ctx.found;
}

function compareBody(endpoint: Endpoint, contractOp: JsonSchema, contractDoc: JsonSchema, upstream: UpstreamOperation, where: string): Finding[] {
  const encoding = endpoint.bodyEncoding ?? (endpoint.body ? "json" : undefined);
  if (!encoding) return [];
  const sent = MEDIA_TYPES[encoding];
  const body = upstream.operation.requestBody as JsonSchema | undefined;
  if (!body?.content) return [note(`${where} no declara cuerpo; el panel envía ${MEDIA_NAMES[sent]}.`)];
  const accepted = Object.keys(body.content as object);
  if (!accepted.some((type) => type.split(";")[0].trim() === sent)) {
    const oauth =
      encoding === "form" ? " Usa `OAuth2PasswordRequestForm` de FastAPI (campos `username` y `password`)." : "";
    return [fail(`${where} espera ${accepted.map((t) => MEDIA_NAMES[t] ?? t).join(" o ")}; el panel envía ${MEDIA_NAMES[sent]}.${oauth}`)];
  }
  const contractBody = (contractOp.requestBody as JsonSchema).content as Record<string, JsonSchema>;
  const ours = toShape(contractBody[sent].schema, contractDoc);
  const theirs = toShape((body.content as Record<string, JsonSchema>)[accepted.find((t) => t.startsWith(sent))!].schema, upstream.doc);
  if (!ours.hasProperties || !theirs.hasProperties) return [];
  const found: Finding[] = [];
  for (const name of theirs.required) {
    if (!(name in ours.properties)) found.push(fail(`${where} exige ${code(name)} en el cuerpo y el panel no lo envía.`));
    else if (!ours.required.has(name)) found.push(note(`${where} exige ${code(name)} en el cuerpo; el panel no siempre lo envía.`));
  }
  for (const name of ours.required) {
    if (!(name in theirs.properties)) found.push(fail(`${where} no lee ${code(name)} del cuerpo, que el panel envía siempre.`));
  }
  return found;
}

function queryNames(op: UpstreamOperation): Set<string> {
  const names = new Set<string>();
  for (const raw of (op.operation.parameters ?? []) as JsonSchema[]) {
    const param = typeof raw.$ref === "string" ? (resolvePointer(op.doc, raw.$ref) ?? raw) : raw;
    if (param.in === "query" && typeof param.name === "string") names.add(param.name);
  }
  return names;
}

/** Why no operation matched, when the path is there with other methods. */
function missingHint(endpoint: Endpoint, key: string, byKey: Map<string, UpstreamOperation[]>): string {
  const sameKey = byKey.get(key) ?? [];
  return sameKey.length ? ` Existe con ${sameKey.map((op) => op.method).join(", ")}; el panel llama con ${endpoint.method}.` : "";
}

export function staticCheck(input: StaticInput): StaticResult {
  const findings: Findings = new Map();
  const checked = new Set<string>();
  const index = (operations: UpstreamOperation[]) => {
    const byKey = new Map<string, UpstreamOperation[]>();
    for (const op of operations) byKey.set(op.key, [...(byKey.get(op.key) ?? []), op]);
    return byKey;
  };
  const apiKeys = index(input.api);
  const wrapperKeys = input.wrapper && index(input.wrapper);
  const contractPaths = (input.contract.paths ?? {}) as Record<string, Record<string, JsonSchema>>;

  for (const endpoint of input.endpoints) {
    const byKey = endpoint.path.startsWith("/wrapper/") ? wrapperKeys : apiKeys;
    if (!byKey) continue;
    checked.add(endpoint.id);
    const path = upstreamPathOf(endpoint.path, input.mounts);
    const key = pathKey(path);
    const where = `${endpoint.method} ${path}`;
    const slashTwin = key.endsWith("/") ? key.replace(/\/+$/, "") : `${key}/`;
    let upstream = byKey.get(key)?.find((op) => op.method === endpoint.method);
    const twin = upstream ? undefined : byKey.get(slashTwin)?.find((op) => op.method === endpoint.method);
    if (twin) {
      addFindings(
        findings,
        endpoint.id,
        note(`${where} está como ${twin.path}: funciona mientras el backend redirija la barra final (redirect_slashes de FastAPI).`),
      );
      upstream = twin;
    }
    if (!upstream) {
      addFindings(findings, endpoint.id, fail(`falta ${where}.${missingHint(endpoint, key, byKey)}`));
      continue;
    }
    const contractOp = contractPaths[endpoint.path][endpoint.method.toLowerCase()];
    addFindings(findings, endpoint.id, ...compareBody(endpoint, contractOp, input.contract, upstream, where));
    addFindings(findings, endpoint.id, ...compareResponse(endpoint, contractOp, input.contract, upstream, where));
    if (endpoint.paged) {
      const names = queryNames(upstream);
      const missing = ["skip", "limit"].filter((name) => !names.has(name));
      if (missing.length) {
        addFindings(findings, endpoint.id, note(`${where} no declara ${missing.map(code).join(" ni ")}: el panel pagina con skip/limit cuando una respuesta trae 100 elementos.`));
      }
    }
  }
  return { findings, checked };
}
