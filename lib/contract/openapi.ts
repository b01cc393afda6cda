// The contract as an OpenAPI 3.1 document: what the embedded backend serves at /openapi.json, what
// is committed in docs/openapi.json, and what the conformance check compares an upstream with.
import type * as z from "zod/mini";
import type { Endpoint } from "@/lib/contract/endpoint";
import { toJsonSchema, type JsonSchema } from "./json-schema";
import { allEndpoints } from "./registry";

export const OPENAPI_TITLE = "Afiliados Admin: upstream contract";
export const OPENAPI_VERSION = "1.0.0";

/** Marks each operation with whether the panel requires it, and what it does without it. */
export const NEED_EXTENSION = "x-panel-required";
export const DEGRADES_EXTENSION = "x-panel-degrades";

const MEDIA_TYPES = { json: "application/json", form: "application/x-www-form-urlencoded", multipart: "multipart/form-data" } as const;

const multipartFiles: JsonSchema = {
  type: "object",
  properties: { files: { type: "array", items: { type: "string", contentMediaType: "application/octet-stream" } } },
  required: ["files"],
};

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (where: "path" | "query", schema: z.ZodMiniType | undefined) => {
    if (!schema) return;
    const json = toJsonSchema(schema);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      list.push({ name, in: where, required: where === "path" || required.has(name), schema: property });
    }
  };
  add("path", endpoint.params);
  add("query", endpoint.query);
  for (const header of endpoint.headers ?? []) list.push({ name: header, in: "header", required: true, schema: { type: "string" } });
  return list;
}

function operation(endpoint: Endpoint): JsonSchema {
  const status = String(endpoint.status ?? 200);
  const answer: JsonSchema = { description: endpoint.summary };
  if (status !== "204") answer.content = { [endpoint.answerType ?? "application/json"]: { schema: toJsonSchema(endpoint.response) } };
  const op: JsonSchema = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.id.split(".")[0]],
    responses: {
      [status]: answer,
      default: { description: "Error: `{detail}`", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
    },
    [NEED_EXTENSION]: endpoint.need.required,
  };
  if (!endpoint.need.required) op[DEGRADES_EXTENSION] = endpoint.need.degrades;
  const params = parameters(endpoint);
  if (params.length) op.parameters = params;
  const encoding = endpoint.bodyEncoding ?? (endpoint.body ? "json" : undefined);
  if (encoding) {
    const schema = encoding === "multipart" ? multipartFiles : toJsonSchema(endpoint.body!);
    op.requestBody = { required: true, content: { [MEDIA_TYPES[encoding]]: { schema } } };
  }
  if (endpoint.public) op.security = [];
  else if (endpoint.headers?.length) op.security = [{ apiKey: [] }];
  return op;
}

export function buildOpenApi(endpoints: readonly Endpoint[] = allEndpoints): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: OPENAPI_TITLE,
      version: OPENAPI_VERSION,
      description:
        "What the panel calls on its upstream, drawn from the panel's own schemas. Answers are read tolerantly: unknown fields are ignored and `null` reads as absent.",
    },
    paths,
    components: {
      schemas: {
        Error: { type: "object", properties: { detail: {} }, required: ["detail"] },
      },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
      },
    },
    security: [{ bearer: [] }],
  };
}
