/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// A niche's API client and wrapper key see only that niche, and no answer to a client carries a secret.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, login, startServer, waitUntil } from "./helpers";
import { nicheListSchema, nicheSchema } from "../../features/niches/schemas";
import { productListSchema, productContentListSchema } from "../../features/products/schemas";
import { apiClientCreatedSchema } from "../../features/api-clients/schemas";
import { automationStatusListSchema, automationStatusSchema } from "../../features/automation/schemas";
import { API_CLIENTS_PATH, API_KEYS_PATH, apiClientPath, apiKeyPath, CATALOG_PATH, FORCE_GENERATE_PATH, nichePath, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { automationContract } from "../../features/automation/contract";

interface Credentials {
  clientId: number;
  client_id: string;
  client_secret: string;
  key: string;
}

describe("credentials scoped to their niche", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  const niche: Record<"A" | "B", { id: number; creds: Credentials; productId: number; url: string }> = {} as any;

  /** A client and a wrapper key as the niche form creates them (unbound until a niche names them). */
  const credentials = async (name: string, scopes = ["read"]): Promise<Credentials> => {
    const client = assertSchema(apiClientCreatedSchema, (await a.post(API_CLIENTS_PATH, { name: `Nicho ${name} - Client`, scopes })).body);
    const key = (await a.post(API_KEYS_PATH, { name: `Nicho ${name}`, email: "admin@example.com" })).body.key as string;
    return { clientId: client.id, client_id: client.client_id, client_secret: client.client_secret, key };
  };
  const asClient = (c: { client_id: string; client_secret: string }) =>
    api(s.app, null, { "x-client-id": c.client_id, "x-client-secret": c.client_secret });
  const withKey = (key: string) => api(s.app, null, { "x-api-key": key });
  const secretsOf = (c: Credentials) => [c.client_secret, c.key];

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
    for (const [name, tag, asin] of [["A", "nicho-a-21", "B0NICHEA01"], ["B", "nicho-b-21", "B0NICHEB01"]] as const) {
      const creds = await credentials(name);
      const created = await a.post(NICHES_PATH, {
        name: `Nicho ${name}`,
        affiliate_tag: tag,
        mercado: "es",
        client_id: creds.client_id,
        client_secret: creds.client_secret,
        external_api_key: creds.key,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const url = `https://www.amazon.es/Producto-${name}/dp/${asin}`;
      const product = await a.post(productsPaths.ofNiche(created.body.id), { amazon_url: url });
      assert.equal((await a.post(productsPaths.triggerGeneration(product.body.id))).status, 202);
      niche[name] = { id: created.body.id, creds, productId: product.body.id, url };
    }
    await s.ctx.generation.whenIdle();
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("a niche's client lists and reads only its own niche, without its credentials", async () => {
    const c = asClient(niche.A.creds);
    const list = await c.get(NICHES_PATH);
    assert.equal(list.status, 200);
    assert.deepEqual(assertSchema(nicheListSchema, list.body).map((n) => n.id), [niche.A.id]);
    assert.equal((await c.get(`${NICHES_PATH}?skip=0&limit=10`)).body.length, 1);
    assert.equal((await c.get(nichePath(niche.B.id))).status, 404);
    const own = await c.get(nichePath(niche.A.id));
    assert.equal(own.status, 200);
    const read = assertSchema(nicheSchema, own.body);
    assert.equal(read.client_id, niche.A.creds.client_id);
    assert.ok(!("client_secret" in own.body) && !("external_api_key" in own.body), JSON.stringify(own.body));
    for (const secret of secretsOf(niche.A.creds)) assert.ok(!JSON.stringify(list.body).includes(secret));
    // The admin's session still reads them.
    assert.equal((await a.get(nichePath(niche.A.id))).body.client_secret, niche.A.creds.client_secret);
  });

  it("a niche's client reads only its niche's products and their content", async () => {
    const c = asClient(niche.A.creds);
    const all = assertSchema(productListSchema, (await c.get(productsPaths.all)).body);
    assert.deepEqual(all.map((p) => p.id), [niche.A.productId]);
    assert.deepEqual((await c.get(`${productsPaths.all}?niche_id=${niche.B.id}`)).body, []);
    assert.deepEqual((await c.get(`${productsPaths.all}?skip=0&limit=50`)).body.map((p: any) => p.id), [niche.A.productId]);
    const found = (await c.get(`${productsPaths.all}search?q=Producto`)).body;
    assert.deepEqual(found.map((p: any) => p.id), [niche.A.productId]);
    assert.equal((await c.get(productsPaths.ofNiche(niche.B.id))).status, 404);
    for (const path of [productsPaths.one, productsPaths.content, productsPaths.latestContent]) {
      assert.equal((await c.get(path(niche.B.productId))).status, 404, path(niche.B.productId));
      assert.equal((await c.get(path(niche.A.productId))).status, 200, path(niche.A.productId));
    }
    assert.equal(assertSchema(productContentListSchema, (await c.get(productsPaths.content(niche.A.productId))).body).length, 1);
  });

  it("a niche's client with write scope changes only its niche's products", async () => {
    await a.put(apiClientPath(niche.B.creds.clientId), { scopes: ["write"] });
    const c = asClient(niche.B.creds);
    assert.equal((await c.post(productsPaths.ofNiche(niche.A.id), { amazon_url: "https://www.amazon.es/dp/B0INTRUDE1" })).status, 404);
    assert.equal((await c.post(productsPaths.triggerGeneration(niche.A.productId))).status, 404);
    assert.equal((await c.del(productsPaths.one(niche.A.productId))).status, 404);
    assert.equal((await a.get(productsPaths.one(niche.A.productId))).status, 200);
    const own = await c.post(productsPaths.ofNiche(niche.B.id), { amazon_url: "https://www.amazon.es/Otro/dp/B0NICHEB02" });
    assert.equal(own.status, 201);
    assert.equal((await c.del(productsPaths.one(own.body.id))).status, 200);
  });

  it("a niche's client reaches no admin route, whatever its scopes", async () => {
    const creds = await credentials("C", ["admin"]);
    const created = await a.post(NICHES_PATH, { name: "Nicho C", affiliate_tag: "c-21", client_id: creds.client_id, external_api_key: creds.key });
    const c = asClient(creds);
    assert.equal((await c.get(nichePath(created.body.id))).status, 200);
    for (const res of [
      await c.get(API_CLIENTS_PATH),
      await c.post(API_KEYS_PATH, { name: "x", email: "a@b.co" }),
      await c.post(NICHES_PATH, { name: "Otro", affiliate_tag: "o-21" }),
      await c.put(nichePath(created.body.id), { client_secret: "mine" }),
      await c.del(nichePath(created.body.id)),
      await c.get(CATALOG_PATH),
      await c.post(automationContract.start.path, {}),
    ]) {
      assert.equal(res.status, 403, JSON.stringify(res.body));
    }
    // Deleting the niche revokes its client and its key.
    assert.equal((await a.del(nichePath(created.body.id))).status, 200);
    assert.equal((await c.get(NICHES_PATH)).status, 401);
    assert.equal((await a.get(apiClientPath(creds.clientId))).status, 404);
    assert.ok(!(await a.get(API_CLIENTS_PATH)).body.some((listed: any) => listed.client_id === creds.client_id));
    assert.equal((await a.get(apiKeyPath(creds.key))).status, 404);
    const body = { url: "https://www.amazon.es/dp/B0NICHEA01", affiliate_tag: "c-21", tone: "casual", language: "es", marketplace_domain: "amazon.es" };
    assert.equal((await withKey(creds.key).post(FORCE_GENERATE_PATH, body)).status, 401);
  });

  it("a client of the admin's keeps reading every niche, never their credentials", async () => {
    const reader = assertSchema(apiClientCreatedSchema, (await a.post(API_CLIENTS_PATH, { name: "Informes", scopes: ["read"] })).body);
    const list = await asClient(reader).get(NICHES_PATH);
    assert.deepEqual(assertSchema(nicheListSchema, list.body).map((n) => n.id), [niche.A.id, niche.B.id]);
    const one = await asClient(reader).get(nichePath(niche.B.id));
    const text = JSON.stringify(list.body) + JSON.stringify(one.body);
    for (const secret of [...secretsOf(niche.A.creds), ...secretsOf(niche.B.creds)]) assert.ok(!text.includes(secret), secret);
  });

  it("a niche's key regenerates only its niche's products, with its niche's tag and marketplace", async () => {
    const attack = { tone: "casual", language: "en", affiliate_tag: "attacker-21", marketplace_domain: "amazon.com" };
    const foreign = await withKey(niche.A.creds.key).post(FORCE_GENERATE_PATH, { ...attack, url: niche.B.url });
    assert.equal(foreign.status, 404);
    const own = await withKey(niche.A.creds.key).post(FORCE_GENERATE_PATH, { ...attack, url: niche.A.url });
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.equal(own.body.product_id, niche.A.productId);
    await s.ctx.generation.whenIdle();
    const article = (await a.get(productsPaths.latestContent(niche.A.productId))).body.content as string;
    assert.ok(article.includes("https://www.amazon.es/dp/B0NICHEA01?tag=nicho-a-21"), article);
    assert.ok(!article.includes("amazon.com") && !article.includes("attacker-21"));
    const untouched = (await a.get(productsPaths.content(niche.B.productId))).body;
    assert.equal(untouched.length, 1);
  });

  it("an admin's key names the tag and marketplace itself, both checked", async () => {
    const key = (await a.post(API_KEYS_PATH, { name: "Admin", email: "admin@example.com" })).body.key as string;
    const body = { url: niche.B.url, tone: "casual", language: "es", affiliate_tag: "nicho-b-21", marketplace_domain: "amazon.es" };
    assert422(await withKey(key).post(FORCE_GENERATE_PATH, { ...body, marketplace_domain: "evil.example" }), "marketplace_domain");
    assert422(await withKey(key).post(FORCE_GENERATE_PATH, { ...body, affiliate_tag: "x&tag=attacker-21" }), "affiliate_tag");
    assert.equal((await withKey(key).post(FORCE_GENERATE_PATH, body)).status, 200);
    await s.ctx.generation.whenIdle();
  });

  it("automation status carries no secret, and a niche's client follows only its own niche's task", async () => {
    const template = (await a.post(CATALOG_PATH, { name: "Tienda", images: ["/x.png"], github_url: "https://github.com/org/tienda" })).body.id;
    const creds = await credentials("Automatizado");
    const start = await a.post(automationContract.start.path, {
      market: { pais: "España", countryCode: "ES", dominio: "amazon.es", lang: "es", flag: "🇪🇸" },
      name: "Nicho Automatizado",
      slug: "es-nicho-automatizado",
      apiKey: { email: "admin@example.com", keyGenerated: true, key: creds.key },
      affiliateTag: "auto-21",
      tone: "casual",
      project: { selectedProject: template },
      apiClient: { credentialsGenerated: { clientId: creds.client_id, clientSecret: creds.client_secret } },
    });
    assert.equal(start.status, 202, JSON.stringify(start.body));
    const statusPath = automationContract.status.url({ task_id: start.body.task_id });
    await waitUntil(async () => (await a.get(statusPath)).body.status === "completed");
    const status = await a.get(statusPath);
    assertSchema(automationStatusSchema, status.body);
    const envVars = status.body.results.finalConfig.envVars;
    assert.equal(envVars.NEXT_PUBLIC_CLIENT_ID, creds.client_id);
    assert.ok(!("CLIENT_SECRET" in envVars) && !("DASHBOARD_API_KEY" in envVars));
    for (const secret of secretsOf(creds)) assert.ok(!JSON.stringify(status.body).includes(secret), secret);

    const own = await asClient(creds).get(statusPath);
    assert.equal(own.status, 200);
    assert.equal(own.body.niche_id, status.body.niche_id);
    assert.deepEqual((await asClient(creds).get(NICHES_PATH)).body.map((n: any) => n.id), [status.body.niche_id]);
    assert.equal((await asClient(niche.A.creds).get(statusPath)).status, 404);
    assertSchema(automationStatusListSchema, (await asClient(niche.A.creds).get(automationContract.running.path)).body);
    assert.equal((await asClient(niche.A.creds).del(automationContract.cancel.url({ task_id: start.body.task_id }))).status, 403);
  });
});
