/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// The backend against the contract: every endpoint is served, every GET answer (the lists sent as
// pre-serialized JSON included, which the answer check never sees) parses with the endpoint's own
// response schema, the OpenAPI document and its reference are served without a token, and an answer
// that does not match its declared response fails outside production.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import Fastify from "fastify";
import { z } from "zod";
import * as zm from "zod/mini";
import { api, cleanup, login, startServer } from "./helpers";
import type { Endpoint } from "../../lib/contract/endpoint";
import { allEndpoints } from "../../lib/contract/registry";
import { buildOpenApi } from "../../lib/contract/openapi";
import { authContract } from "../../features/auth/contract";
import { dashboardContract } from "../../features/dashboard/contract";
import { healthContract } from "../../features/health/contract";
import { nichesContract } from "../../features/niches/contract";
import { automationContract } from "../../features/automation/contract";
import { productsContract } from "../../features/products/contract";
import { catalogContract } from "../../features/niche-catalog/contract";
import { apiClientsContract } from "../../features/api-clients/contract";
import { apiKeysContract } from "../../features/api-keys/contract";
import { DOCS_ROUTE, OPENAPI_ROUTE } from "../plugins/api-docs-plugin";
import { answerOf, requireContractRoutes } from "../contract-routes";

type Server = Awaited<ReturnType<typeof startServer>>;

/** The answer as sent, parsed with the endpoint's response schema; lists must hold rows to prove anything. */
async function assertAnswer(s: Server, token: string, endpoint: Endpoint, url: string, { rows = true } = {}): Promise<any> {
  const res = await s.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.statusCode, endpoint.status ?? 200, `${endpoint.id} ${url}: ${res.body.slice(0, 300)}`);
  const body = res.json();
  const parsed = z.safeParse(endpoint.response, body);
  assert.ok(parsed.success, `${endpoint.id} ${url} does not match the contract: ${parsed.success ? "" : z.prettifyError(parsed.error)}`);
  if (rows && Array.isArray(body)) assert.ok(body.length > 0, `${endpoint.id} ${url}: empty list proves nothing`);
  return body;
}

describe("the backend meets the contract", () => {
  let s: Server;
  let token: string;
  let a: ReturnType<typeof api>;

  before(async () => {
    // Demo data for realistic rows; slow pipelines keep the automation started below running.
    s = await startServer({ seedDemo: true, pipelineStepMs: 60_000 });
    token = await login(s.app);
    a = api(s.app, token);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("serves every endpoint of the contract", async () => {
    await s.app.ready();
    // With ignoreTrailingSlash the router keeps `/niches/` as `/niches`.
    const served = (method: Endpoint["method"], url: string) => s.app.hasRoute({ method, url }) || s.app.hasRoute({ method, url: url.replace(/\/$/, "") });
    const missing = allEndpoints.filter((e) => !served(e.method, e.routePath));
    assert.deepEqual(
      missing.map((e) => `${e.method} ${e.path}`),
      [],
    );
  });

  it("answers every GET endpoint as its response schema reads it", async () => {
    const checked = new Set<string>();
    const check = async (endpoint: Endpoint, url: string, options?: { rows?: boolean }) => {
      checked.add(endpoint.id);
      return assertAnswer(s, token, endpoint, url, options);
    };
    const { list: niches, get: niche } = nichesContract;
    const p = productsContract;
    const c = catalogContract;
    const ac = apiClientsContract;

    await check(authContract.currentUser, authContract.currentUser.path);
    await check(healthContract.health, healthContract.health.path);
    await check(dashboardContract.stats, dashboardContract.stats.path);

    // Unfiltered lists come from the in-memory cache; filtered ones straight from Postgres.
    const nicheRows = await check(niches, niches.path);
    await check(niches, niches.url({}, { limit: 1 }));
    const nicheId = nicheRows[0].id;
    await check(niche, niche.url({ niche_id: nicheId }));
    const deployed = nicheRows.find((row: { site_export_available?: boolean }) => row.site_export_available);
    const zip = await s.app.inject({ method: "GET", url: nichesContract.siteExport.url({ niche_id: deployed.id }), headers: { authorization: `Bearer ${token}` } });
    assert.equal(zip.statusCode, 200);
    assert.equal(zip.headers["content-type"], nichesContract.siteExport.answerType);
    checked.add(nichesContract.siteExport.id);

    const productRows = await check(p.list, p.list.path);
    await check(p.list, p.list.url({}, { niche_id: nicheId, limit: 5 }));
    await check(p.list, p.list.url({}, { status: "completed" }));
    await check(p.ofNiche, p.ofNiche.url({ niche_id: nicheId }));
    await check(p.search, p.search.url({}, { q: "a" }));
    await check(p.list, p.list.url({}, { q: "a", limit: 5 }));
    const product = productRows.find((row: any) => row.generation_status === "completed");
    assert.ok(product, "the demo data has a product with content");
    await check(p.get, p.get.url({ product_id: product.id }));
    await check(p.contents, p.contents.url({ product_id: product.id }));
    const latest = await check(p.latestContent, p.latestContent.url({ product_id: product.id }));
    const og = await s.app.inject({ method: "GET", url: latest.content_metadata.og_image_url });
    assert.equal(og.statusCode, 200);
    assert.match(String(og.headers["content-type"]), /^image\/svg\+xml/);
    checked.add(p.ogImage.id);

    const templates = await check(c.list, c.list.path);
    await check(c.list, c.list.url({}, { is_active: true }));
    await check(c.get, c.get.url({ id_or_slug: templates[0].id }));
    await check(c.get, c.get.url({ id_or_slug: templates[0].slug }));
    const image = templates.flatMap((t: any) => t.images).find((url: string) => url.startsWith(c.uploadedFile.path.split("{")[0]));
    if (image) assert.equal((await s.app.inject({ method: "GET", url: image })).statusCode, 200);
    checked.add(c.uploadedFile.id);

    const clients = await check(ac.list, ac.list.path);
    await check(ac.overview, ac.overview.path);
    await check(ac.get, ac.get.url({ client_id: clients[0].id }));
    await check(ac.stats, ac.stats.url({ client_id: clients[0].id }, { days: 7 }));

    const key = (await a.post(apiKeysContract.create.path, { name: "Contrato", email: "admin@example.com" })).body.key;
    await check(apiKeysContract.get, apiKeysContract.get.url({ key }));

    const template = templates.find((t: any) => t.is_active && t.github_url);
    const started = await a.post(automationContract.start.path, {
      market: { pais: "España", countryCode: "ES", dominio: "amazon.es", lang: "es", flag: "🇪🇸" },
      name: "Nicho Contrato",
      slug: "es-nicho-contrato",
      apiKey: { email: "admin@example.com", keyGenerated: true, key },
      affiliateTag: "contrato-21",
      tone: "casual",
      project: { selectedProject: { id: template.id, name: template.name }, websiteGenerated: false, automationInProgress: false },
      googleData: {},
      apiClient: { description: "x", credentialsGenerated: { clientId: "cli_x", clientSecret: "cs_x" } },
      websiteContent: { generated: false, skipGeneration: false },
      finalConfig: {},
    });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    await check(automationContract.running, automationContract.running.path);
    await check(automationContract.status, automationContract.status.url({ task_id: started.body.task_id }));

    const gets = allEndpoints.filter((e) => e.method === "GET").map((e) => e.id);
    assert.deepEqual(
      gets.filter((id) => !checked.has(id)),
      [],
      "every GET endpoint of the contract has its answer checked here",
    );
  });

  it("serves the contract's OpenAPI document and its interactive reference without a token", async () => {
    const doc = await s.app.inject({ method: "GET", url: OPENAPI_ROUTE });
    assert.equal(doc.statusCode, 200);
    assert.match(String(doc.headers["content-type"]), /^application\/json/);
    assert.deepEqual(doc.json(), buildOpenApi());

    const page = await s.app.inject({ method: "GET", url: DOCS_ROUTE });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers["content-type"]), /^text\/html/);
    // The reference's own copy of the document and its assets are served here, not from a CDN.
    assert.deepEqual((await s.app.inject({ method: "GET", url: `${DOCS_ROUTE}/json` })).json(), buildOpenApi());
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(scripts.length > 0 && scripts.every((src) => src.startsWith(`${DOCS_ROUTE}/`)), scripts.join(", "));
    for (const src of scripts) assert.equal((await s.app.inject({ method: "GET", url: src })).statusCode, 200, src);
    // Never framed, no third-party requests, and nothing that breaks it over plain HTTP.
    const csp = String(page.headers["content-security-policy"]);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests|validator\.swagger\.io/);
    assert.equal(page.headers["x-frame-options"], "DENY");
  });
});

describe("an answer that does not match its declared response", () => {
  const declared = { 200: zm.looseObject({ id: zm.number(), score: zm.catch(zm.number(), 0) }) };

  async function serverWithRoute(production: boolean) {
    const s = await startServer({ production });
    // Outside the contract's paths, so the route check lets it be; public, so no token is needed.
    s.app.get("/throwaway", { config: { public: true }, schema: { response: declared } }, async (request) => {
      const query = request.query as { id?: string };
      return { id: query.id === "bad" ? "not-a-number" : 7, score: "n/a", extra: true };
    });
    return s;
  }

  it("fails outside production with a 500 naming the route and the issue", async () => {
    const s = await serverWithRoute(false);
    try {
      const res = await s.app.inject({ method: "GET", url: "/throwaway?id=bad" });
      assert.equal(res.statusCode, 500);
      assert.match(res.json().detail, /GET \/throwaway/);
      assert.match(res.json().detail, /id/);
      // A matching answer goes out as the handler wrote it, not as the tolerant schema reshapes it.
      const ok = await s.app.inject({ method: "GET", url: "/throwaway" });
      assert.equal(ok.statusCode, 200);
      assert.deepEqual(ok.json(), { id: 7, score: "n/a", extra: true });
    } finally {
      await s.app.close();
      cleanup(s.dataDir);
    }
  });

  it("is sent with a warning in production", async () => {
    const s = await serverWithRoute(true);
    try {
      const warnings: unknown[] = [];
      s.app.log.warn = ((obj: unknown) => void warnings.push(obj)) as typeof s.app.log.warn;
      const res = await s.app.inject({ method: "GET", url: "/throwaway?id=bad" });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { id: "not-a-number", score: "n/a", extra: true });
      assert.equal(warnings.length, 1);
      assert.match(JSON.stringify(warnings[0]), /throwaway/);
    } finally {
      await s.app.close();
      cleanup(s.dataDir);
    }
  });
});

describe("the route check", () => {
  it("refuses an endpoint's route without its declared answer, and an API route the contract does not know", async () => {
    const app = Fastify();
    requireContractRoutes(app);
    const e = nichesContract.get;
    assert.throws(() => app.get(e.routePath, async () => ({})), /niches\.get/);
    assert.throws(() => app.route({ method: e.method, url: e.routePath, schema: { response: { 200: zm.unknown() } }, handler: async () => ({}) }), /niches\.get/);
    assert.throws(() => app.get(`${e.routePath}/unknown`, async () => ({})), /not in the contract/);
    app.route({ method: e.method, url: e.routePath, schema: { response: answerOf(e) }, handler: async () => ({}) });
    app.get("/sites/:slug", async () => "");
    await app.close();
  });
});
