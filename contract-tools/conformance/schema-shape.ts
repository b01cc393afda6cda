// A JSON Schema reduced to what the conformance check compares: the JSON types a value may have,
// an object's properties and required names, an array's items. Upstreams spell the same thing many
// ways (OpenAPI 3.0's `nullable`, FastAPI's `anyOf: [{type: string}, {type: null}]`, pydantic v1's
// `allOf: [{$ref}]`, `$ref` to `components/schemas`); every spelling reduces to one shape here.
import type { JsonSchema } from "@/lib/contract/json-schema";

export interface Shape {
  /** JSON types the value may have; `null` when the schema does not say (any value). */
  types: Set<string> | null;
  properties: Record<string, Shape>;
  /** Names the schema requires present. */
  required: Set<string>;
  /** The schema describes an object's fields (false for a free-form object such as `Dict[str, Any]`). */
  hasProperties: boolean;
  items?: Shape;
  /** The name of the `components/schemas` entry it came from, to name it in a message. */
  ref?: string;
}

const MAX_DEPTH = 24;

function anyShape(): Shape {
  return { types: null, properties: {}, required: new Set(), hasProperties: false };
}

/** Follows a local JSON pointer (`#/components/schemas/Niche`). */
export function resolvePointer(doc: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node && typeof node === "object" ? (node as JsonSchema) : undefined;
}

function typeOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function union(shapes: Shape[]): Shape {
  if (!shapes.length) return anyShape();
  if (shapes.some((s) => s.types === null && !s.hasProperties)) return anyShape();
  const types = new Set<string>();
  for (const s of shapes) for (const t of s.types ?? []) types.add(t);
  const objects = shapes.filter((s) => s.hasProperties);
  const properties: Record<string, Shape> = {};
  for (const s of objects) for (const [name, p] of Object.entries(s.properties)) properties[name] = properties[name] ? union([properties[name], p]) : p;
  // A field is surely present only when every object branch requires it.
  const required = new Set(objects.length ? [...objects[0].required].filter((name) => objects.every((s) => s.required.has(name))) : []);
  const arrays = shapes.filter((s) => s.items);
  return {
    types,
    properties,
    required,
    hasProperties: objects.length > 0,
    items: arrays.length ? union(arrays.map((s) => s.items!)) : undefined,
    ref: shapes.find((s) => s.ref)?.ref,
  };
}

function intersect(shapes: Shape[]): Shape {
  const typed = shapes.map((s) => s.types).filter((t): t is Set<string> => t !== null);
  const types = typed.length
    ? typed.reduce((sofar, own) => new Set([...sofar].filter((t) => own.has(t) || (t === "integer" && own.has("number")))))
    : null;
  const properties: Record<string, Shape> = {};
  const required = new Set<string>();
  for (const s of shapes) {
    Object.assign(properties, s.properties);
    for (const name of s.required) required.add(name);
  }
  const items = shapes.find((s) => s.items)?.items;
  return { types, properties, required, hasProperties: shapes.some((s) => s.hasProperties), items, ref: shapes.find((s) => s.ref)?.ref };
}

/** Reduces `schema` (resolving `$ref` against `doc`) to a shape. */
export function toShape(schema: unknown, doc: JsonSchema, depth = 0): Shape {
  if (!schema || typeof schema !== "object" || depth > MAX_DEPTH) return anyShape();
  const s = schema as JsonSchema;
  const parts: Shape[] = [];
  if (typeof s.$ref === "string") {
    const target = resolvePointer(doc, s.$ref);
    const shape = toShape(target, doc, depth + 1);
    parts.push({ ...shape, ref: shape.ref ?? s.$ref.split("/").pop() });
  }
  if (Array.isArray(s.allOf)) parts.push(intersect(s.allOf.map((part) => toShape(part, doc, depth + 1))));
  for (const key of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(s[key])) parts.push(union((s[key] as unknown[]).map((part) => toShape(part, doc, depth + 1))));
  }
  const own = ownShape(s, doc, depth);
  if (own) parts.push(own);
  const shape = parts.length ? intersect(parts) : anyShape();
  if (s.nullable === true && shape.types) shape.types.add("null");
  return shape;
}

/** What the schema says by itself, besides its `$ref` and combinators; undefined when nothing. */
function ownShape(s: JsonSchema, doc: JsonSchema, depth: number): Shape | undefined {
  let types: Set<string> | null = null;
  if (typeof s.type === "string") types = new Set([s.type]);
  else if (Array.isArray(s.type)) types = new Set(s.type as string[]);
  else if (Array.isArray(s.enum)) types = new Set((s.enum as unknown[]).map(typeOfValue));
  else if ("const" in s) types = new Set([typeOfValue(s.const)]);
  const props = s.properties && typeof s.properties === "object" ? (s.properties as Record<string, unknown>) : undefined;
  if (props && !types) types = new Set(["object"]);
  if (!types && !props && s.items === undefined) return undefined;
  const properties: Record<string, Shape> = {};
  for (const [name, p] of Object.entries(props ?? {})) properties[name] = toShape(p, doc, depth + 1);
  return {
    types,
    properties,
    required: new Set(Array.isArray(s.required) ? (s.required as string[]) : []),
    hasProperties: props !== undefined && Object.keys(props).length > 0,
    items: s.items !== undefined ? toShape(s.items, doc, depth + 1) : undefined,
  };
}

/** The types a value of `upstream` may have that `contract` refuses (`integer` fits `number`). */
export function refusedTypes(contract: Shape, upstream: Shape): string[] {
  if (contract.types === null || upstream.types === null) return [];
  return [...upstream.types].filter((t) => !contract.types!.has(t) && !(t === "integer" && contract.types!.has("number")));
}

/** `string`, `integer | null`: how a message names a shape's types. */
export function typeLabel(shape: Shape): string {
  return shape.types === null ? "cualquiera" : [...shape.types].join(" | ");
}
