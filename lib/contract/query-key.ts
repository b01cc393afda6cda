// SWR keys drawn from the contract: a read's key is its endpoint's id and the params and query it was
// read with (`["products.ofNiche", { niche_id: "5" }]`), made from the endpoint itself so its id is
// spelled once; invalidation names an endpoint, or every endpoint of an entity (`"products."`), never a URL.
import type { PathParams, UrlQuery } from "./path-template";

/** Param values as text: a route's "5" and an event's 5 name the same key. */
export type KeyParams = Readonly<Record<string, string>>;

export type QueryKey = readonly [id: string, params?: KeyParams];

/** What a key is built from: an endpoint's id and its path template. */
interface Keyed {
  id: string;
  path: string;
}

type ParamsInput = UrlQuery;

function keyParams(params: ParamsInput): KeyParams {
  return Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/**
 * The key of a read of `endpoint` with its path params and, for a read that carries one, its query:
 * `keyFor(productReads.ofNiche, { params: { niche_id: 5 } })`.
 */
export function keyFor<E extends Keyed>(endpoint: E, input: { params?: PathParams<E["path"]>; query?: unknown } = {}): QueryKey {
  const params = keyParams({ ...input.params, ...(input.query as ParamsInput | undefined) });
  return Object.keys(params).length > 0 ? [endpoint.id, params] : [endpoint.id];
}

/**
 * True for a key of the endpoint `idOrEntity` (`"products.ofNiche"`), or of any endpoint of an entity
 * when it ends with a dot (`"products."`), whose params include `params`. Anything not a
 * contract key (a string, SWR's own keys) never matches.
 */
export function matchesKey(key: unknown, idOrEntity: string, params?: ParamsInput): boolean {
  if (!Array.isArray(key) || typeof key[0] !== "string") return false;
  const id = key[0];
  if (idOrEntity.endsWith(".") ? !id.startsWith(idOrEntity) : id !== idOrEntity) return false;
  if (!params) return true;
  const own = (key[1] ?? {}) as Record<string, unknown>;
  return Object.entries(keyParams(params)).every(([name, value]) => own[name] === value);
}

/** A key's param, read back (a niche's id from its key, say). */
export function keyParam(key: QueryKey, name: string): string | undefined {
  return key[1]?.[name];
}
