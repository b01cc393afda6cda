// The live step's reading of one answer: parsed with the contract's own response schema, exactly as
// the panel reads it, each refusal said as what to change (a missing field that another field of the
// answer seems to replace is named as a rename).
import * as z from "zod/mini";
import type { Endpoint } from "@/lib/contract/endpoint";
import { toJsonSchema } from "@/lib/contract/json-schema";
import { fail, type Finding } from "./findings";
import { toShape, type Shape } from "./schema-shape";

const MAX_ISSUES = 4;
const code = (text: string) => `\`${text}\``;

/** `[0, "niche", "name"]` → `niche.name`; `["files", 0, "url"]` → `files[].url`. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  let label = "";
  for (const segment of path) {
    if (typeof segment === "number") label += label ? "[]" : "";
    else label += label ? `.${String(segment)}` : String(segment);
  }
  return label;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let node = body;
  for (const segment of path) node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[segment] : undefined;
  return node;
}

function shapeAt(shape: Shape | undefined, path: readonly PropertyKey[]): Shape | undefined {
  let node = shape;
  for (const segment of path) node = typeof segment === "number" ? node?.items : node?.properties[String(segment)];
  return node;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** The field of `parent` the contract does not know, when exactly one is there to suggest. */
function renameCandidate(parent: unknown, known: Shape | undefined): string | undefined {
  if (!parent || typeof parent !== "object" || Array.isArray(parent) || !known?.hasProperties) return undefined;
  const unknown = Object.keys(parent).filter((key) => !(key in known.properties));
  return unknown.length === 1 ? unknown[0] : undefined;
}

/** Failures of `body` against `endpoint.response`; empty when the panel reads it. */
export function checkAnswer(endpoint: Endpoint, where: string, body: unknown): Finding[] {
  const result = z.safeParse(endpoint.response, body);
  if (result.success) return [];
  const shape = toShape(toJsonSchema(endpoint.response), {});
  const seen = new Set<string>();
  const found: Finding[] = [];
  for (const issue of result.error.issues) {
    const field = fieldLabel(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    if (found.length === MAX_ISSUES) {
      found.push(fail(`${where}: hay más campos que el panel no puede leer.`));
      break;
    }
    found.push(fail(describe(issue, field, where, body, shape)));
  }
  return found;
}

function describe(issue: z.core.$ZodIssue, field: string, where: string, body: unknown, shape: Shape): string {
  const value = valueAt(body, issue.path);
  if (!field) {
    const expected = issue.code === "invalid_type" ? issue.expected : "otra forma";
    const wrapper = value && typeof value === "object" ? Object.keys(value).find((key) => Array.isArray((value as Record<string, unknown>)[key])) : undefined;
    const hint = wrapper && expected === "array" ? ` Devuelve la lista tal cual, no dentro de ${code(wrapper)}.` : "";
    return `${where} responde ${jsonType(value)} ${preview(value)}; el panel espera ${expected}.${hint}`;
  }
  if (value === undefined) {
    const name = String(issue.path[issue.path.length - 1]);
    const parentPath = issue.path.slice(0, -1);
    const rename = renameCandidate(valueAt(body, parentPath), shapeAt(shape, parentPath));
    const fix = rename ? `¿Se llama ${code(rename)}? Renombra ${code(rename)} a ${code(name)} en la respuesta.` : `Añade ${code(name)} a la respuesta.`;
    return `El campo ${code(field)} falta en ${where}: el panel lo necesita. ${fix}`;
  }
  if (issue.code === "invalid_type") {
    return `El campo ${code(field)} de ${where} vale ${preview(value)} (${jsonType(value)}); el panel lo lee como ${issue.expected}. Cambia su tipo.`;
  }
  return `El campo ${code(field)} de ${where} vale ${preview(value)}, que el panel no acepta (${issue.message}).`;
}
