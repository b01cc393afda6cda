// What one upstream call is: method, path template, params, query, body, answer, and what the panel
// does without it. Entity contract modules define their calls with `endpoint`; everything else (the
// browser's and the server's reads, the embedded backend's routes, the OpenAPI document, the
// conformance check, the tests) takes paths and schemas from those definitions.
import type * as z from "zod/mini";
import { fillUrl, type PathParams, type UrlQuery } from "./path-template";

export type { PathParams };

/** A call without a query: nothing may be passed as one. */
export type NoQuery = z.ZodMiniType<never, never>;

/** The query an endpoint takes, as its caller spells it (its query schema's input). */
export type QueryOf<Q extends z.ZodMiniType> = z.input<Q>;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How a request body travels. */
export type BodyEncoding = "json" | "form" | "multipart";

/**
 * Whether the panel needs the call: a required call that fails breaks a screen; an optional one has
 * a fallback the panel uses instead (`degrades` says which).
 */
export type Need = { required: true } | { required: false; degrades: string };

export interface EndpointSpec<
  P extends string,
  R extends z.ZodMiniType,
  A extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = NoQuery,
> {
  method: HttpMethod;
  /** As the browser asks the panel for it: `/api/...` for the API, `/wrapper/...` for the wrapper. */
  path: P;
  /** What the panel uses it for, in a few words (the contract's documentation). */
  summary: string;
  /** The answer as the panel reads it (tolerant: unknown fields pass, `null` reads as absent). */
  response: R;
  /** Success status when not 200. */
  status?: number;
  /** Media type of an answer that is a file rather than JSON. */
  answerType?: string;
  /** Kept in the endpoint's type: the embedded backend's routes derive their params from it. */
  params?: A;
  /** Kept in the endpoint's type: `call` and `url` type the query they send from it. */
  query?: Q;
  /** Kept in the endpoint's type: `call` types the body it sends from it. */
  body?: B;
  bodyEncoding?: BodyEncoding;
  /** Request headers the call carries besides the session's bearer token. */
  headers?: readonly string[];
  /** Called without the bearer token: sign-in, and files served openly. */
  public?: boolean;
  /** The answer is a whole list that an upstream may page with `skip`/`limit`. */
  paged?: boolean;
  need: Need;
}

export interface Endpoint<
  P extends string = string,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
> extends EndpointSpec<P, R, A, B, Q> {
  /** `entity.name`, unique in the contract. */
  id: string;
  /** The path with its params filled in (each one URL-encoded), and `query` when given. */
  url(params: PathParams<P>, query?: QueryOf<Q>): string;
  /** The path in Fastify's spelling (`:niche_id`). */
  routePath: string;
}

/** The id keeps its literal type, so a query's key names an endpoint that exists (`lib/contract/query-key.ts`). */
export function endpoint<
  const Id extends string,
  P extends string,
  R extends z.ZodMiniType,
  A extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = NoQuery,
>(id: Id, spec: EndpointSpec<P, R, A, B, Q>): Endpoint<P, R, A, B, Q> & { id: Id } {
  return {
    ...spec,
    id,
    url: (params, query) => fillUrl(spec.path, params, query as UrlQuery | undefined),
    routePath: spec.path.replace(/\{(\w+)\}/g, ":$1"),
  };
}

export const REQUIRED: Need = { required: true };
export const optional = (degrades: string): Need => ({ required: false, degrades });
