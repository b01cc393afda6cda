// A deployed niche whose slug changes keeps its preview site, at the new slug's address, and says so.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assertSchema, cleanup, login, startServer, waitUntil } from "./helpers";
import { nicheSchema } from "../../features/niches/schemas";
import { CATALOG_PATH, nichePath, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { automationContract } from "../../features/automation/contract";

describe("a deployed niche's slug change", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  const site = (slug: string) => s.app.inject({ method: "GET", url: `/sites/${slug}/` });
  const addresses = (vercelData: string) => {
    const data = JSON.parse(vercelData);
    return [data.siteUrl, data.vercelUrl, data.url, data.deployment.siteUrl, data.deployment.url];
  };

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("moves the site to the new slug, with its products, and the stored address names it", async () => {
    const template = (await a.post(CATALOG_PATH, { name: "Tienda", images: ["/x.png"], github_url: "https://github.com/org/tienda" })).body.id;
    const start = await a.post(automationContract.start.path, {
      market: { pais: "España", countryCode: "ES", dominio: "amazon.es", lang: "es", flag: "🇪🇸" },
      name: "Molinillos de Café",
      slug: "es-molinillos",
      apiKey: { email: "admin@example.com", keyGenerated: false },
      affiliateTag: "molinillos-21",
      tone: "casual",
      project: { selectedProject: template },
    });
    assert.equal(start.status, 202, JSON.stringify(start.body));
    const statusPath = automationContract.status.url({ task_id: start.body.task_id });
    await waitUntil(async () => (await a.get(statusPath)).body.status === "completed");
    const nicheId = (await a.get(statusPath)).body.niche_id as number;
    await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://www.amazon.es/Molinillo/dp/B0MOLINO01" });
    assert.equal((await site("es-molinillos")).statusCode, 200);

    const res = await a.put(nichePath(nicheId), { slug: "es-molinillos-manuales" });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const niche = assertSchema(nicheSchema, res.body);
    assert.deepEqual(addresses(niche.vercel_data!), Array(5).fill("http://localhost:8799/sites/es-molinillos-manuales/"));

    const moved = await site("es-molinillos-manuales");
    assert.equal(moved.statusCode, 200);
    assert.ok(moved.body.includes("Molinillos de Café"));
    assert.ok(moved.body.includes("https://www.amazon.es/dp/B0MOLINO01?tag=molinillos-21"));
    assert.equal((await site("es-molinillos")).statusCode, 404);

    // Other changes leave the site where it is.
    await a.put(nichePath(nicheId), { description: "Otra descripción", slug: "es-molinillos-manuales" });
    assert.equal((await site("es-molinillos-manuales")).statusCode, 200);
    assert.deepEqual(addresses((await a.get(nichePath(nicheId))).body.vercel_data)[0], "http://localhost:8799/sites/es-molinillos-manuales/");
  });

  it("leaves a niche without a site, and its deployment data, as they were", async () => {
    const vercelData = JSON.stringify({ siteUrl: "https://mi-tienda.example/sites/es-sin-sitio/" });
    const created = await a.post(NICHES_PATH, { name: "Sin sitio", affiliate_tag: "sin-21", slug: "es-sin-sitio", vercel_data: vercelData });
    assert.equal(created.status, 201);
    const res = await a.put(nichePath(created.body.id), { slug: "es-sin-sitio-2" });
    assert.equal(res.status, 200);
    assert.equal(res.body.vercel_data, vercelData);
    assert.equal((await site("es-sin-sitio-2")).statusCode, 404);
  });
});
