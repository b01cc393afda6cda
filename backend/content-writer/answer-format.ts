// How a model is asked for its answer's shape: a JSON schema it must follow (structured output), else any JSON
// object, else only the prompt's words. A server that refuses one way is asked the next, and the way it took
// is remembered for the process's life, so every later call asks it right away.
import { z } from "zod";

export type AnswerFormat = "json_schema" | "json_object" | "text";

/** The shape an answer must have: a name for the server and the zod schema it is checked with. */
export interface AnswerShape {
  name: string;
  schema: z.ZodType;
}

const accepted = new Map<string, AnswerFormat>();

const serverKey = (baseUrl: string, model: string) => `${baseUrl} ${model}`;

/** The first way to ask this server and model: the one it took before, else structured output. */
export function firstFormat(baseUrl: string, model: string): AnswerFormat {
  return accepted.get(serverKey(baseUrl, model)) ?? "json_schema";
}

export function rememberFormat(baseUrl: string, model: string, format: AnswerFormat): void {
  accepted.set(serverKey(baseUrl, model), format);
}

/** The next way to ask after `format` was refused, or null when none is left. */
export function fallbackFormat(format: AnswerFormat): AnswerFormat | null {
  return format === "json_schema" ? "json_object" : format === "json_object" ? "text" : null;
}

/** Keywords strict structured output refuses (OpenAI's list): the zod check still applies them to the answer. */
const UNSUPPORTED = new Set(["$schema", "minLength", "maxLength"]);

/** The JSON schema as strict mode wants it: every property required, no other property, no unsupported keyword. */
function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (!UNSUPPORTED.has(key)) out[key] = strict(value);
  if (out.type === "object" && out.properties && typeof out.properties === "object") {
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  return out;
}

/** The request's `response_format` for `format`, or undefined to send none. */
export function responseFormat(format: AnswerFormat, shape: AnswerShape): Record<string, unknown> | undefined {
  if (format === "text") return undefined;
  if (format === "json_object") return { type: "json_object" };
  return { type: "json_schema", json_schema: { name: shape.name, schema: strict(z.toJSONSchema(shape.schema, { io: "output" })), strict: true } };
}

/** A 400's body naming the answer format as what the server does not take. */
export function refusesFormat(body: { error?: { param?: unknown; message?: unknown } | string; detail?: unknown; message?: unknown }): boolean {
  const error = typeof body.error === "object" ? body.error : undefined;
  const said = [error?.param, error?.message, typeof body.error === "string" ? body.error : undefined, body.detail, body.message]
    .map((part) => (typeof part === "string" ? part : part === undefined ? "" : JSON.stringify(part)))
    .join(" ")
    .toLowerCase();
  return said.includes("response_format") || said.includes("json_schema") || said.includes("json_object");
}
