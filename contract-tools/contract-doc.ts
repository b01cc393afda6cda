// The calls table of docs/upstream-contract.md, drawn from the contract so the prose cannot drift:
// `npm run openapi` writes it between the markers, and a unit test fails while it differs.
import type { Endpoint } from "@/lib/contract/endpoint";
import { toJsonSchema, type JsonSchema } from "@/lib/contract/json-schema";
import { allEndpoints } from "@/lib/contract/registry";

export const CONTRACT_DOC_FILE = "docs/upstream-contract.md";
export const CALLS_START = "<!-- calls: written by `npm run openapi` from the contract modules; do not edit by hand -->";
export const CALLS_END = "<!-- end of calls -->";

/** The fields a backend must send: an object's required ones, an array's items' ones. */
function requiredFields(schema: JsonSchema): string[] {
  if (schema.type === "array" && schema.items) return requiredFields(schema.items as JsonSchema);
  return (schema.required as string[] | undefined) ?? [];
}

function fieldsCell(endpoint: Endpoint): string {
  const fields = requiredFields(toJsonSchema(endpoint.response));
  if (!fields.length) return "nothing beyond success";
  return fields.map((field) => `\`${field}\``).join(", ");
}

function bodyCell(endpoint: Endpoint): string {
  if (endpoint.bodyEncoding === "form") return " (form)";
  if (endpoint.bodyEncoding === "multipart") return " (multipart)";
  return endpoint.body ? " (JSON)" : "";
}

function row(endpoint: Endpoint): string {
  const call = `\`${endpoint.method} ${endpoint.path}\`${bodyCell(endpoint)}`;
  const need = endpoint.need.required ? "required" : `optional: ${endpoint.need.degrades}`;
  const escape = (text: string) => text.replace(/\|/g, "\\|");
  return `| ${call} | ${escape(endpoint.summary)} | ${fieldsCell(endpoint)} | ${escape(need)} |`;
}

export function callsTable(endpoints: readonly Endpoint[] = allEndpoints): string {
  return [
    "| Call | Used for | Fields the answer must carry | Required? |",
    "|---|---|---|---|",
    ...endpoints.map(row),
  ].join("\n");
}

/** `doc` with the text between the markers replaced by the table; throws when the markers are missing. */
export function withCallsTable(doc: string, table: string = callsTable()): string {
  const start = doc.indexOf(CALLS_START);
  const end = doc.indexOf(CALLS_END);
  if (start === -1 || end < start) throw new Error(`${CONTRACT_DOC_FILE} lacks the calls markers`);
  return `${doc.slice(0, start + CALLS_START.length)}\n${table}\n${doc.slice(end)}`;
}
