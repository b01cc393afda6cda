// What crosses from the server to the page is what the contract names: the tolerant schemas let an
// upstream's extra fields through (so the browser's reads never break on them), and a page's data
// must not carry them. This walks a parsed value along its schema and keeps only the declared fields,
// at every depth.
import type * as z from "zod/mini";

type Def = { type: string; shape?: Record<string, z.core.$ZodType>; element?: z.core.$ZodType; innerType?: z.core.$ZodType; out?: z.core.$ZodType; options?: z.core.$ZodType[] };

function defOf(schema: z.core.$ZodType): Def {
  return schema._zod.def as unknown as Def;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** `value` (already parsed by `schema`) with only the fields `schema` declares, recursively. */
export function stripToSchema<T>(schema: z.core.$ZodType, value: T): T {
  return strip(schema, value) as T;
}

function strip(schema: z.core.$ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      if (!isRecord(value) || !def.shape) return value;
      const kept: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        if (Object.hasOwn(value, key)) kept[key] = strip(field, value[key]);
      }
      return kept;
    }
    case "array":
      return Array.isArray(value) && def.element ? value.map((item) => strip(def.element!, item)) : value;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return def.innerType ? strip(def.innerType, value) : value;
    case "pipe":
      return def.out ? strip(def.out, value) : value;
    case "union": {
      // An object in a union keeps the fields any of its object options declares.
      const objects = (def.options ?? []).filter((option) => defOf(option).type === "object");
      if (!isRecord(value) || objects.length === 0) return value;
      const keys = new Set(objects.flatMap((option) => Object.keys(defOf(option).shape ?? {})));
      return Object.fromEntries(Object.entries(value).filter(([key]) => keys.has(key)));
    }
    default:
      // Primitives, enums, literals; records and unknowns are free-form by declaration.
      return value;
  }
}
