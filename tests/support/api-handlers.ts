// MSW handlers for the screens' calls, built from the entity modules' own URLs (never spelled here).
// Each takes an Answer: ok(body), fail(status, detail) or pending().
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { API_CLIENTS_OVERVIEW_PATH, API_CLIENTS_PATH, API_KEYS_PATH, apiClientPath, apiClientRotateSecretPath, apiClientTogglePath, apiKeyPath, CATALOG_PATH, nicheSiteExportPath, catalogItemPath, CURRENT_USER_PATH, HEALTH_PATH, LOGIN_PATH, STATS_PATH, nichePath, NICHES_PATH, productsPaths, UPLOAD_PATH } from "@/tests/support/api-paths";
import type { UploadResponse } from "@/features/niche-catalog/schemas";
import { filterNiches, parseListQuery, sortNiches, type ListedNiche } from "@/features/niches";
import type { ApiClient } from "@/features/api-clients/schemas";
import { filterClients, sortClients, type SortKey } from "@/features/api-clients";
import { hasGithubUrl } from "@/features/niche-catalog";
import { contentPaths } from "@/features/product-content";
import type { RenderResponse } from "@/features/product-content/schemas";
import type {
  AccessTokenWire,
  ApiClientCreatedWire,
  ApiClientsOverviewWire,
  ApiClientWire,
  ApiKeyWire,
  CatalogItemWire,
  HealthWire,
  NicheWire,
  ProductContentWire,
  ProductWire,
  UserWire,
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

/** 200 with a file's bytes, as a download: its type and `Content-Disposition: attachment`. */
export function file(bytes: Uint8Array, type: string, fileName: string): Answer<Blob> {
  return {
    respond: () => new HttpResponse(bytes, { headers: { "content-type": type, "content-disposition": `attachment; filename="${fileName}"` } }),
  };
}

/** FastAPI's 422: `detail` lists the refused fields, e.g. `[{ loc: ["body", "amazon_url"], msg, type }]`. */
export function unprocessable<T = never>(detail: { loc: (string | number)[]; msg: string; type: string }[]): Answer<T> {
  return { respond: () => HttpResponse.json({ detail }, { status: 422 }) };
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
  /** The query strings asked, where a handler keeps them (`pagedNiches`). */
  searches?: string[];
}

/**
 * Keeps each body a writing handler receives (JSON parsed; a form as an object of its fields), for tests
 * that check what a save sent.
 */
export interface RequestRecorder {
  bodies: unknown[];
}

async function readRequestBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return request.json();
  const text = await request.text();
  return type.includes("application/x-www-form-urlencoded") ? Object.fromEntries(new URLSearchParams(text)) : text;
}

function send<T>(method: "post" | "put" | "delete", path: string, answer: Answer<T>, recorder?: RequestRecorder): HttpHandler {
  return http[method](path, async ({ request }) => {
    const body = await readRequestBody(request);
    if (recorder) recorder.bodies.push(body);
    return answer.respond();
  });
}

function get<T>(path: string, answer: Answer<T>, counter?: CallCounter): HttpHandler {
  return http.get(path, () => {
    if (counter) counter.count += 1;
    return answer.respond();
  });
}

/** The `skip`/`limit` page of the rows a filtered list holds, with their count in X-Total-Count. */
function pageAnswer(rows: readonly unknown[], query: URLSearchParams) {
  const skip = Number(query.get("skip") ?? 0);
  const page = rows.slice(skip, skip + Number(query.get("limit")));
  return HttpResponse.json(page as never, { headers: { "x-total-count": String(rows.length) } });
}

/**
 * A product list as the embedded backend pages it: with `limit`, the page of the rows meeting
 * `status` (comma-separated), `niche_id` and `q` (in the URL or names), newest first, and the
 * filtered total in X-Total-Count; without it, the whole list.
 */
function pagedProducts(path: string, rows: readonly ProductWire[], counter?: CallCounter): HttpHandler {
  return http.get(path, ({ request }) => {
    if (counter) counter.count += 1;
    const query = new URL(request.url).searchParams;
    if (!query.has("limit")) return HttpResponse.json(rows as never);
    const statuses = (query.get("status") ?? "").split(",").filter(Boolean);
    const nicheId = query.get("niche_id");
    const q = (query.get("q") ?? "").toLowerCase();
    const meets = rows
      .filter((row) => statuses.length === 0 || statuses.includes(String(row.generation_status)))
      .filter((row) => nicheId === null || String(row.niche_id) === nicheId)
      .filter((row) => !q || [row.amazon_url, row.product_name, row.name].some((text) => String(text ?? "").toLowerCase().includes(q)))
      .sort((a, b) => b.id - a.id);
    return pageAnswer(meets, query);
  });
}

/**
 * The niche list as the embedded backend pages it: `q`, `status`, `slug`, `ids` and `sort` by the
 * panel's own rules (names aside, which it orders by code point), the filtered total in X-Total-Count;
 * no `limit`, the whole list.
 */
function pagedNiches(rows: readonly NicheWire[], counter?: CallCounter): HttpHandler {
  return http.get(NICHES_PATH, ({ request }) => {
    if (counter) counter.count += 1;
    counter?.searches?.push(new URL(request.url).search);
    const query = new URL(request.url).searchParams;
    if (!query.has("limit")) return HttpResponse.json(rows as never);
    const { q, status, sort } = parseListQuery(query);
    const listed = rows as unknown as ListedNiche[];
    const slug = query.get("slug");
    const ids = query.get("ids")?.split(",").map(Number);
    const meets = filterNiches(sortNiches(listed, sort), { q, status })
      .filter((row) => slug === null || row.slug === slug)
      .filter((row) => ids === undefined || ids.includes(row.id));
    return pageAnswer(meets, query);
  });
}

/**
 * The API client list as the embedded backend pages it: `q` and `sort` by the panel's own rules, the
 * searched total in X-Total-Count; no `limit`, the whole list.
 */
function pagedApiClients(rows: readonly ApiClientWire[], counter?: CallCounter): HttpHandler {
  return http.get(API_CLIENTS_PATH, ({ request }) => {
    if (counter) counter.count += 1;
    counter?.searches?.push(new URL(request.url).search);
    const query = new URL(request.url).searchParams;
    if (!query.has("limit")) return HttpResponse.json(rows as never);
    const sort = query.get("sort") ?? "created_at";
    const listed = rows as unknown as ApiClient[];
    const found = sortClients(filterClients(listed, query.get("q") ?? ""), {
      key: sort.replace(/^-/, "") as SortKey,
      direction: sort.startsWith("-") ? "desc" : "asc",
    });
    return pageAnswer(found, query);
  });
}

/**
 * The template list as the embedded backend pages it: `is_active`, `with_github` and `sort=-id`, the
 * filtered total in X-Total-Count; no `limit`, the whole list.
 */
function pagedCatalog(rows: readonly CatalogItemWire[], counter?: CallCounter): HttpHandler {
  return http.get(CATALOG_PATH, ({ request }) => {
    if (counter) counter.count += 1;
    counter?.searches?.push(new URL(request.url).search);
    const query = new URL(request.url).searchParams;
    if (!query.has("limit")) return HttpResponse.json(rows as never);
    const flag = (name: string) => (query.has(name) ? query.get(name) === "true" : undefined);
    const [active, github] = [flag("is_active"), flag("with_github")];
    const found = rows
      .filter((row) => active === undefined || row.is_active === active)
      .filter((row) => github === undefined || hasGithubUrl(row) === github)
      .sort((a, b) => (query.get("sort") === "-id" ? b.id - a.id : a.id - b.id));
    return pageAnswer(found, query);
  });
}

export const api = {
  pagedNiches,
  pagedCatalog,
  pagedApiClients,
  pagedAllProducts: (rows: readonly ProductWire[], counter?: CallCounter) => pagedProducts(productsPaths.all, rows, counter),
  pagedNicheProducts: (nicheId: number | string, rows: readonly ProductWire[], counter?: CallCounter) =>
    pagedProducts(productsPaths.ofNiche(nicheId), rows, counter),
  niches: (answer: Answer<NicheWire[]>, counter?: CallCounter) => get(NICHES_PATH, answer, counter),
  niche: (id: number | string, answer: Answer<NicheWire>, counter?: CallCounter) => get(nichePath(id), answer, counter),
  siteExport: (id: number | string, answer: Answer<Blob>, counter?: CallCounter) => get(nicheSiteExportPath(id), answer, counter),
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
  /** POST that switches a client on or off: the answer is not read (the list is read again). */
  toggleApiClient: (id: number, answer: Answer<unknown>, recorder?: RequestRecorder) => send("post", apiClientTogglePath(id), answer, recorder),
  health: (answer: Answer<HealthWire>, counter?: CallCounter) => get(HEALTH_PATH, answer, counter),
  stats: (answer: Answer<unknown>, counter?: CallCounter) => get(STATS_PATH, answer, counter),
  /** PUT of a niche's edit form: the answer is not read (the screen refetches the niche). */
  updateNiche: (id: number | string, answer: Answer<unknown>, recorder?: RequestRecorder) =>
    send("put", nichePath(id), answer, recorder),
  createProduct: (nicheId: number | string, answer: Answer<unknown>, recorder?: RequestRecorder) =>
    send("post", productsPaths.ofNiche(nicheId), answer, recorder),
  updateProduct: (id: number | string, answer: Answer<unknown>, recorder?: RequestRecorder) =>
    send("put", productsPaths.one(id), answer, recorder),
  importProducts: (nicheId: number | string, answer: Answer<unknown>, recorder?: RequestRecorder) =>
    send("post", `${productsPaths.ofNiche(nicheId)}/import`, answer, recorder),
  /** POST of a new template: the answer's id is read. */
  createCatalogItem: (answer: Answer<{ id: number }>, recorder?: RequestRecorder) =>
    send("post", CATALOG_PATH, answer, recorder),
  updateCatalogItem: (id: number | string, answer: Answer<unknown>, recorder?: RequestRecorder) =>
    send("put", catalogItemPath(id), answer, recorder),
  /** A template image's upload (multipart, one file a request); the body is not recorded. */
  uploadImage: (answer: Answer<UploadResponse>, counter?: CallCounter) =>
    http.post(UPLOAD_PATH, () => {
      if (counter) counter.count += 1;
      return answer.respond();
    }),
  /** The sign-in form's call (form-encoded username and password). */
  signIn: (answer: Answer<AccessTokenWire>, recorder?: RequestRecorder) => send("post", LOGIN_PATH, answer, recorder),
  currentUser: (answer: Answer<UserWire>, counter?: CallCounter) => get(CURRENT_USER_PATH, answer, counter),
  createApiKey: (answer: Answer<ApiKeyWire>, recorder?: RequestRecorder) => send("post", API_KEYS_PATH, answer, recorder),
  createApiClient: (answer: Answer<ApiClientCreatedWire>, recorder?: RequestRecorder) =>
    send("post", API_CLIENTS_PATH, answer, recorder),
  rotateApiClientSecret: (id: number, answer: Answer<ApiClientCreatedWire>, recorder?: RequestRecorder) =>
    send("post", apiClientRotateSecretPath(id), answer, recorder),
  /** DELETEs record an empty body each: `recorder.bodies.length` counts them. */
  deleteApiClient: (id: number, answer: Answer<unknown>, recorder?: RequestRecorder) => send("delete", apiClientPath(id), answer, recorder),
  deleteApiKey: (key: string, answer: Answer<unknown>, recorder?: RequestRecorder) => send("delete", apiKeyPath(key), answer, recorder),
  deleteNiche: (id: number, answer: Answer<unknown>, recorder?: RequestRecorder) => send("delete", nichePath(id), answer, recorder),
  /** The panel's own markdown renderer (a route handler, not the upstream): answer with the HTML to show. */
  renderContent: (answer: Answer<RenderResponse>, counter?: CallCounter) =>
    http.post(contentPaths.render, () => {
      if (counter) counter.count += 1;
      return answer.respond();
    }),
};
