// The backend's routes are the contract's endpoints: each route takes its method and path from its
// endpoint and declares the endpoint's answer under its success status. A check on every route added
// refuses, at start-up, an API route the contract does not know or one that does not declare its answer.
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import type { Endpoint } from "../lib/contract/endpoint";
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

/**
 * What an endpoint's route takes from the endpoint: its method, its path and its answer, beside the
 * request schemas the route declares itself. Spread into `app.route({...})`.
 */
export function contractRoute<S extends FastifySchema>(endpoint: Endpoint, schema?: S) {
  return {
    method: endpoint.method,
    url: endpoint.routePath,
    schema: { ...(schema as S), response: answerOf(endpoint) },
  };
}
