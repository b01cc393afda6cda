// The backend's routes are the contract's endpoints: each route takes its method and path from its
// endpoint and declares the endpoint's answer under its success status. A check on every route added
// refuses, at start-up, an API route the contract does not know or one that does not declare its answer.
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import { z } from "zod";
import type * as zm from "zod/mini";
import type { Endpoint } from "../lib/contract/endpoint";
import { intPathParam } from "./fastapi-validation";
import { allEndpoints } from "../lib/contract/registry";
import { TEST_HOOKS_PREFIX } from "../lib/contract/test-hooks";

/**
 * `schema.response` of an endpoint's route: its answer under its success status. Typed loosely on
 * purpose: handlers may send the answer pre-serialized (the list caches), which the checks of the
 * serializer compiler (`answer-serializer.ts`) never see, and the backend's contract tests cover.
 */
export function answerOf(endpoint: Endpoint): Record<number, unknown> {
  return { [endpoint.status ?? 200]: endpoint.response };
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** First path segments the contract uses (`api`, `wrapper`): a route under one of them is an API route. */
const apiRoots = new Set(allEndpoints.map((e) => e.path.split("/")[1]));

/**
 * Refuses an API route that is neither a contract endpoint nor a test hook, and an endpoint's route
 * that does not declare the endpoint's answer under its status.
 */
export function requireContractRoutes(app: FastifyInstance, endpoints: readonly Endpoint[] = allEndpoints): void {
  const byRoute = new Map(endpoints.map((e) => [routeKey(e.method, e.routePath), e]));
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD" || route.url.startsWith(TEST_HOOKS_PREFIX)) continue;
      const endpoint = byRoute.get(routeKey(method, route.url));
      if (!endpoint) {
        if (apiRoots.has(route.url.split("/")[1])) throw new Error(`${method} ${route.url} is not in the contract (features/*/contract.ts)`);
        continue;
      }
      const status = endpoint.status ?? 200;
      const declared = (route.schema?.response as Record<number, unknown> | undefined)?.[status];
      if (declared !== endpoint.response) {
        throw new Error(`${method} ${route.url} must declare ${endpoint.id}'s answer: schema.response = answerOf(endpoint)`);
      }
    }
  });
}

/** A path param as the route parses it: a number the contract declares is FastAPI's int (422 otherwise). */
type RouteParam<S> = S extends zm.ZodMiniNumber ? typeof intPathParam : z.ZodString;
type RouteParams<A> = A extends zm.ZodMiniObject<infer Shape> ? { params: z.ZodObject<{ [K in keyof Shape]: RouteParam<Shape[K]> }> } : unknown;

/** The route's `params` schema, from the endpoint's: the names and their kinds are the contract's. */
function routeParams(endpoint: Endpoint): { params?: z.ZodObject } {
  const shape = (endpoint.params as zm.ZodMiniObject | undefined)?.shape;
  if (!shape) return {};
  const params = Object.entries(shape).map(([name, schema]) => [name, schema._zod.def.type === "number" ? intPathParam : z.string()]);
  return { params: z.object(Object.fromEntries(params)) };
}

type ContractRoute<S> = { method: Endpoint["method"]; url: string; schema: S & { response: Record<number, unknown> } };

/**
 * What an endpoint's route takes from the endpoint: its method, its path, its path params and its
 * answer, beside the other request schemas the route declares itself (or params parsed otherwise).
 * Spread into `app.route({...})`.
 */
export function contractRoute<A extends zm.ZodMiniType>(endpoint: Endpoint<string, zm.ZodMiniType, A>): ContractRoute<RouteParams<A>>;
export function contractRoute<A extends zm.ZodMiniType, S extends FastifySchema>(
  endpoint: Endpoint<string, zm.ZodMiniType, A>,
  schema: S,
): ContractRoute<Omit<RouteParams<A>, keyof S> & S>;
export function contractRoute(endpoint: Endpoint, schema?: FastifySchema): ContractRoute<FastifySchema> {
  return {
    method: endpoint.method,
    url: endpoint.routePath,
    schema: { ...routeParams(endpoint), ...schema, response: answerOf(endpoint) },
  };
}
