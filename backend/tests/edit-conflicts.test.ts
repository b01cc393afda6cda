// An edit never silently undoes another one: a niche, a template or an API client saved from an older
// version is refused, and a product given another link stops presenting what was generated for the old one.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, connectSocket, listen, login, startServer, type EventLog } from "./helpers";
import { nicheSchema } from "../../features/niches/schemas";
import { productSchema } from "../../features/products/schemas";
import { catalogItemSchema } from "../../features/niche-catalog/schemas";
import { apiClientSchema } from "../../features/api-clients/schemas";
import { catalogContract } from "../../features/niche-catalog/contract";
import { API_CLIENTS_PATH, apiClientPath, CATALOG_PATH, catalogItemPath, nichePath, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";

describe("edits made from an older version", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let events: EventLog;

  before(async () => {
    s = await startServer();
    const token = await login(s.app);
    a = api(s.app, token);
    events = await connectSocket(await listen(s.app), token);
  });
  after(async () => {
    events.close();
    await s.app.close();
    cleanup(s.dataDir);
  });

  async function niche(name: string) {
    const res = await a.post(NICHES_PATH, { name, affiliate_tag: "version-21", description: "Original", keywords: "uno, dos" });
    assert.equal(res.status, 201);
    return assertSchema(nicheSchema, res.body);
  }

  describe("a niche's update with the version it was read at", () => {
    it("saves while the niche is at that version, and moves the version on", async () => {
      const read = await niche("Versión vigente");
      const res = await a.put(nichePath(read.id), { affiliate_tag: "nuevo-21", expected_updated_at: read.updated_at });
      assert.equal(res.status, 200);
      const saved = assertSchema(nicheSchema, res.body);
      assert.equal(saved.affiliate_tag, "nuevo-21");
      assert.notEqual(saved.updated_at, read.updated_at);
    });

    it("refuses with 409, changing nothing, once another save came in between", async () => {
      const read = await niche("Dos pestañas");
      assert.equal((await a.put(nichePath(read.id), { description: "De la pestaña A", keywords: "a" })).status, 200);
      const stale = await a.put(nichePath(read.id), { affiliate_tag: "pestana-b-21", expected_updated_at: read.updated_at });
      assert.equal(stale.status, 409);
      assert.match(stale.body.detail, /cambió después de que se abriera esta edición/);
      // Not a refused duplicate: the panel tells the two apart by what it reads again.
      assert.doesNotMatch(stale.body.detail, /slug|nombre|ya existe/i);
      const now = assertSchema(nicheSchema, (await a.get(nichePath(read.id))).body);
      assert.equal(now.affiliate_tag, "version-21");
      assert.equal(now.description, "De la pestaña A");
    });

    it("lets exactly one of two saves made from the same version through", async () => {
      const read = await niche("A la vez");
      const answers = await Promise.all(
        ["uno-21", "otro-21"].map((tag) => a.put(nichePath(read.id), { affiliate_tag: tag, expected_updated_at: read.updated_at })),
      );
      assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
      const winner = answers.find((r) => r.status === 200)!.body.affiliate_tag;
      assert.equal((await a.get(nichePath(read.id))).body.affiliate_tag, winner);
    });

    it("updates as before without a version, says 404 for a missing niche and 422 for a version that is no date", async () => {
      const read = await niche("Sin versión");
      assert.equal((await a.put(nichePath(read.id), { description: "Cambio" })).status, 200);
      assert.equal((await a.put(nichePath(read.id), { description: "Otro", expected_updated_at: null })).status, 200);
      assert.equal((await a.put(nichePath(999_999), { description: "x", expected_updated_at: read.updated_at })).status, 404);
      assert422(await a.put(nichePath(read.id), { description: "x", expected_updated_at: "ayer" }), "expected_updated_at");
    });
  });

  // Templates and API clients follow the niche's rule.
  const others = [
    {
      kind: "template",
      async create(name: string) {
        const body = { name, description: "Original", images: [catalogContract.uploadedFile.url({ name: "a.png" })], github_url: "https://github.com/org/plantilla" };
        const res = await a.post(CATALOG_PATH, body);
        assert.equal(res.status, 201);
        return assertSchema(catalogItemSchema, res.body);
      },
      path: catalogItemPath,
      missing: catalogItemPath(999_999),
    },
    {
      kind: "API client",
      async create(name: string) {
        const res = await a.post(API_CLIENTS_PATH, { name, description: "Original" });
        assert.equal(res.status, 201);
        return assertSchema(apiClientSchema, res.body);
      },
      path: apiClientPath,
      missing: apiClientPath(999_999),
    },
  ];
  for (const { kind, create, path, missing } of others) {
    describe(`a ${kind}'s update with the version it was read at`, () => {
      it("saves while it is at that version, and refuses with 409, changing nothing, once another save came in between", async () => {
        const read = await create(`Versión ${kind}`);
        const other = await a.put(path(read.id), { name: `Otra pestaña ${kind}`, expected_updated_at: read.updated_at });
        assert.equal(other.status, 200);
        assert.notEqual(other.body.updated_at, read.updated_at);
        const stale = await a.put(path(read.id), { is_active: false, description: "Vieja", expected_updated_at: read.updated_at });
        assert.equal(stale.status, 409);
        assert.match(stale.body.detail, /cambió después de que se abriera esta edición/);
        const now = (await a.get(path(read.id))).body;
        assert.equal(now.is_active, true);
        assert.equal(now.description, "Original");
        assert.equal(now.name, `Otra pestaña ${kind}`);
      });

      it("lets exactly one of two saves made from the same version through", async () => {
        const read = await create(`A la vez ${kind}`);
        const answers = await Promise.all(["Uno", "Otro"].map((d) => a.put(path(read.id), { description: d, expected_updated_at: read.updated_at })));
        assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
      });

      it("updates as before without a version, says 404 for a missing one and 422 for a version that is no date", async () => {
        const read = await create(`Sin versión ${kind}`);
        assert.equal((await a.put(path(read.id), { description: "Cambio" })).status, 200);
        assert.equal((await a.put(path(read.id), { description: "Otro", expected_updated_at: null })).status, 200);
        assert.equal((await a.put(missing, { description: "x", expected_updated_at: read.updated_at })).status, 404);
        assert422(await a.put(path(read.id), { description: "x", expected_updated_at: "ayer" }), "expected_updated_at");
      });

      it("empties the description when it is sent as null or empty", async () => {
        const read = await create(`Sin descripción ${kind}`);
        const cleared = await a.put(path(read.id), { description: null, expected_updated_at: read.updated_at });
        assert.equal(cleared.status, 200);
        assert.equal((await a.get(path(read.id))).body.description ?? null, null);
        assert.equal((await a.put(path(read.id), { description: "Otra vez" })).status, 200);
        assert.equal((await a.put(path(read.id), { description: "" })).status, 200);
        assert.equal((await a.get(path(read.id))).body.description ?? null, null);
      });
    });
  }

  describe("a product given another Amazon link", () => {
    const LINK = "https://www.amazon.es/dp/B0VERSION1";

    async function completedProduct(name: string) {
      const n = await niche(name);
      const created = await a.post(productsPaths.ofNiche(n.id), { amazon_url: LINK });
      assert.equal(created.status, 201);
      const id = created.body.id as number;
      assert.equal((await a.post(productsPaths.triggerGeneration(id))).status, 202);
      await s.ctx.generation.whenIdle();
      const product = assertSchema(productSchema, (await a.get(productsPaths.one(id))).body);
      assert.equal(product.generation_status, "completed");
      assert.ok(product.content_title);
      return id;
    }

    it("goes back to pending, without the old link's article", async () => {
      const id = await completedProduct("Producto movido");
      const moved = await a.put(productsPaths.one(id), { amazon_url: "https://www.amazon.es/dp/B0VERSION2" });
      assert.equal(moved.status, 200);
      const product = assertSchema(productSchema, moved.body);
      assert.equal(product.amazon_url, "https://www.amazon.es/dp/B0VERSION2");
      assert.equal(product.generation_status, "pending");
      assert.equal(product.content_title ?? null, null);
      assert.equal(product.content_image_url ?? null, null);
      assert.equal(product.product_name ?? null, null);
      assert.equal((await a.get(productsPaths.latestContent(id))).status, 404);
      assert.deepEqual((await a.get(productsPaths.content(id))).body, []);
      // Open lists learn it at once.
      const event = await events.waitFor((e) => e.name === "product_update" && e.payload.product_id === id && e.payload.status === "pending" && e.payload.content_title === null);
      assert.deepEqual(event.payload.data, { generation_status: "pending", product_name: null, content_title: null, content_image_url: null, error_message: null });
      // Its niche no longer counts generated content.
      assert.equal((await a.get(nichePath(product.niche_id!))).body.has_generated_content, false);
    });

    it("keeps its status and content when saved with the same link", async () => {
      const id = await completedProduct("Producto igual");
      const same = await a.put(productsPaths.one(id), { amazon_url: LINK });
      assert.equal(same.status, 200);
      assert.equal(same.body.generation_status, "completed");
      assert.equal((await a.get(productsPaths.latestContent(id))).status, 200);
    });
  });
});
