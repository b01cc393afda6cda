// Path templates as the contract spells them (`/api/v1/niches/{niche_id}`), and filling them in.
// Free of zod: an endpoint's params type is drawn from its template without loading any schema.

/** `/api/v1/niches/{niche_id}` → `"niche_id"`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The values a path template needs, by name. */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : { [K in PathParamNames<P>]: string | number };

/** A query as the URL carries it; an absent value is left out. */
export type UrlQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** Fills a path template; each value is URL-encoded so an id never names another path. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path param ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The template with its params filled in, and `query` when given. */
export function fillUrl<P extends string>(template: P, params: PathParams<P>, query?: UrlQuery): string {
  const path = fillPath(template, params as Record<string, string | number>);
  const given = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (given.length === 0) return path;
  const search = new URLSearchParams(given.map(([name, value]) => [name, String(value)]));
  return `${path}?${search}`;
}
