// SWR keys drawn from the contract: a read's key is its endpoint's id and the params it was read with
// (`["products.ofNiche", { niche_id: "5" }]`), so invalidation names an endpoint, or every endpoint of
// an entity (`"products."`), never a URL. Free of zod: keys are built from the id alone (its type is
// checked against the endpoint's), so a page's first load carries no schema.
import type { PathParams } from "./path-template";

/** Param values as text: a route's "5" and an event's 5 name the same key. */
export type KeyParams = Readonly<Record<string, string>>;

export type QueryKey = readonly [id: string, params?: KeyParams];

/** What a key is built from: an endpoint's literal id and its path template. */
interface Keyed {
  id: string;
  path: string;
}

type ParamsInput = Record<string, string | number | boolean>;

function keyParams(params: ParamsInput): KeyParams {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}

/**
 * The key of a read of `E` with its path params and, for a read that carries one, its query:
 * `keyOf<typeof productsContract.ofNiche>("products.ofNiche", { niche_id: 5 })`.
 */
export function keyOf<E extends Keyed>(id: E["id"], params?: PathParams<E["path"]> & ParamsInput): QueryKey {
  return params && Object.keys(params).length > 0 ? [id, keyParams(params)] : [id];
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
