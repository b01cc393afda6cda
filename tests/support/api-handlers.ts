// MSW handlers for the screens' calls, built from the entity modules' own URLs (never spelled here).
// Each takes an Answer: ok(body), fail(status, detail) or pending().
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { API_CLIENTS_OVERVIEW_PATH, API_CLIENTS_PATH } from "@/lib/api-clients/paths";
import { HEALTH_PATH } from "@/lib/health/api";
import { CATALOG_PATH, catalogItemPath } from "@/lib/niche-catalog/api";
import { NICHES_PATH, nichePath } from "@/lib/niches/api";
import { contentPaths } from "@/lib/product-content/api";
import type { RenderResponse } from "@/lib/product-content/schemas";
import { productsPaths } from "@/lib/products/api";
import type {
  ApiClientsOverviewWire,
  ApiClientWire,
  CatalogItemWire,
  HealthWire,
  NicheWire,
  ProductContentWire,
  ProductWire,
} from "./fixtures";

/** How a handler answers (the type parameter ties a fixture to its call). */
export interface Answer<T> {
  respond(): Promise<Response> | Response;
  readonly _body?: T;
}

/** 200 with the body as JSON. */
export function ok<T>(body: T): Answer<T> {
  return { respond: () => HttpResponse.json(body as never) };
}

/** An error as the panel's proxy or FastAPI sends it: `{ detail }` with the status. */
export function fail<T = never>(status: number, detail: string): Answer<T> {
  return { respond: () => HttpResponse.json({ detail }, { status }) };
}

/** Never answers: the screen stays in its loading state. */
export function pending<T = never>(): Answer<T> {
  return {
    respond: async () => {
      await delay("infinite");
      return HttpResponse.json(null);
    },
  };
}

/** Counts each request a handler gets, for tests that check a retry really asked again. */
export interface CallCounter {
  count: number;
}

function get<T>(path: string, answer: Answer<T>, counter?: CallCounter): HttpHandler {
  return http.get(path, () => {
    if (counter) counter.count += 1;
    return answer.respond();
  });
}

export const api = {
  niches: (answer: Answer<NicheWire[]>, counter?: CallCounter) => get(NICHES_PATH, answer, counter),
  niche: (id: number | string, answer: Answer<NicheWire>, counter?: CallCounter) => get(nichePath(id), answer, counter),
  allProducts: (answer: Answer<ProductWire[]>, counter?: CallCounter) => get(productsPaths.all, answer, counter),
  nicheProducts: (nicheId: number | string, answer: Answer<ProductWire[]>, counter?: CallCounter) =>
    get(productsPaths.ofNiche(nicheId), answer, counter),
  product: (id: number | string, answer: Answer<ProductWire>, counter?: CallCounter) =>
    get(productsPaths.one(id), answer, counter),
  latestContent: (productId: number | string, answer: Answer<ProductContentWire>, counter?: CallCounter) =>
    get(productsPaths.latestContent(productId), answer, counter),
  contentVersions: (productId: number | string, answer: Answer<ProductContentWire[]>, counter?: CallCounter) =>
    get(productsPaths.content(productId), answer, counter),
  catalog: (answer: Answer<CatalogItemWire[]>, counter?: CallCounter) => get(CATALOG_PATH, answer, counter),
  catalogItem: (id: number | string, answer: Answer<CatalogItemWire>, counter?: CallCounter) =>
    get(catalogItemPath(id), answer, counter),
  apiClients: (answer: Answer<ApiClientWire[]>, counter?: CallCounter) => get(API_CLIENTS_PATH, answer, counter),
  apiClientsOverview: (answer: Answer<ApiClientsOverviewWire>, counter?: CallCounter) =>
    get(API_CLIENTS_OVERVIEW_PATH, answer, counter),
  health: (answer: Answer<HealthWire>, counter?: CallCounter) => get(HEALTH_PATH, answer, counter),
  /** The panel's own markdown renderer (a route handler, not the upstream): answer with the HTML to show. */
  renderContent: (answer: Answer<RenderResponse>, counter?: CallCounter) =>
    http.post(contentPaths.render, () => {
      if (counter) counter.count += 1;
      return answer.respond();
    }),
};
