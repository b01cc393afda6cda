// An upstream's OpenAPI document as a list of operations, each at the path the panel's requests
// reach: the document's own path under the URL it was read from (`mount`). Path params are compared
// by position, never by name: `{niche_id}` and `{id}` are the same segment.
import type { JsonSchema } from "@/lib/contract/json-schema";

export interface UpstreamOperation {
  method: string;
  /** As the document spells it (for messages). */
  path: string;
  /** `mount` + `path`, with every param written `{}`. */
  key: string;
  operation: JsonSchema;
  /** The document the operation belongs to, to resolve its `$ref`. */
  doc: JsonSchema;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Where FastAPI serves its document under the API's URL: its default, then the full-stack template's. */
export const OPENAPI_LOCATIONS = ["/openapi.json", "/api/v1/openapi.json"] as const;

/** `/api/v1/niches/{niche_id}` → `/api/v1/niches/{}`. */
export function pathKey(path: string): string {
  return path.replace(/\{[^}]*\}/g, "{}");
}

/** `https://x.test/backend/` → `/backend`: what a document read under that URL puts before its paths. */
export function mountOf(url: string): string {
  return new URL(url).pathname.replace(/\/+$/, "");
}

export function upstreamOperations(doc: JsonSchema, mount = ""): UpstreamOperation[] {
  const list: UpstreamOperation[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, JsonSchema>)) {
    for (const method of METHODS) {
      const operation = item[method] as JsonSchema | undefined;
      if (operation) list.push({ method: method.toUpperCase(), path: mount + path, key: pathKey(mount + path), operation, doc });
    }
  }
  return list;
}

/**
 * Where the panel's request for a contract path lands: API paths under the API's, `/wrapper/...` under
 * the wrapper's. With path prefixes (`mountOf`) it gives a path; with whole URLs, a URL.
 */
export function upstreamPathOf(contractPath: string, mounts: { api: string; wrapper: string }): string {
  return contractPath.startsWith("/wrapper/") ? mounts.wrapper + contractPath.slice("/wrapper".length) : mounts.api + contractPath;
}
