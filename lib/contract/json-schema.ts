// A contract schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), drawn by zod itself.
// The panel's schemas read tolerantly (`null` as absent, defaults for missing fields), so zod's own
// `required` would list fields a backend may leave out: here a field is required when the schema
// refuses it missing, and nullable when it accepts `null`.
import * as z from "zod/mini";

export type JsonSchema = Record<string, unknown>;

function acceptsNull(type: unknown): boolean {
  return type === "null" || (Array.isArray(type) && type.includes("null"));
}

function fieldRules(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as { _zod?: { def?: { type?: string; shape?: Record<string, z.ZodMiniType> } } })._zod?.def;
  if (def?.type !== "object" || !def.shape) return;
  const properties = (ctx.jsonSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required: string[] = [];
  for (const [name, field] of Object.entries(def.shape)) {
    if (!z.safeParse(field, undefined).success) required.push(name);
    const property = properties[name];
    if (property && z.safeParse(field, null).success && typeof property.type === "string" && !acceptsNull(property.type)) {
      property.type = [property.type, "null"];
    }
    // A default is what the panel fills in, not something the wire must carry.
    if (property) delete property.default;
  }
  if (required.length) ctx.jsonSchema.required = required;
  else delete ctx.jsonSchema.required;
}

export function toJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "output",
    unrepresentable: "any",
    override: (ctx) => fieldRules(ctx as unknown as { zodSchema: unknown; jsonSchema: JsonSchema }),
  }) as JsonSchema;
  delete json.$schema;
  return json;
}
