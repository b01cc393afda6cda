/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, connectSocket, listen, login, startServer, type EventLog } from "./helpers";
import { nicheListSchema, nicheSchema } from "../../features/niches/schemas";
import {
  bulkImportResponseSchema,
  productContentListSchema,
  productContentSchema,
  productListSchema,
  productSchema,
  triggerGenerationResponseSchema,
} from "../../features/products/schemas";
import { bulkImportUpdateEventSchema, productUpdateEventSchema } from "../../features/products/events";
import { systemNotificationEventSchema } from "../../lib/contract/realtime-events";
import { nichesContract } from "../../features/niches/contract";
import { nichePath, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { productsContract } from "../../features/products/contract";
import { insertProducts } from "../repos/products-repo";

describe("niches and products", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let events: EventLog;

  before(async () => {
    s = await startServer();
    const token = await login(s.app);
    a = api(s.app, token);
    const port = await listen(s.app);
    events = await connectSocket(port, token);
  });
  after(async () => {
    events.close();
    await s.app.close();
    cleanup(s.dataDir);
  });

  let nicheId: number;

  describe("niches", () => {
    it("creates a niche deriving the slug from market and name", async () => {
      const res = await a.post(NICHES_PATH, { name: "Cafeteras Épicas", affiliate_tag: "cafe-21", mercado: "es", keywords: "a, b", ga_id: " G-ABCDEFGHIJ " });
      assert.equal(res.status, 201);
      const n = assertSchema(nicheSchema, res.body);
      assert.equal(n.slug, "es-cafeteras-epicas");
      assert.equal(n.mercado, "España");
      assert.equal(n.ga_id, "G-ABCDEFGHIJ");
      assert.equal(n.is_active, true);
      assert.equal(n.product_count, 0);
      nicheId = n.id;
    });

    it("rejects invalid bodies with 422 and duplicates with 409", async () => {
      assert422(await a.post(NICHES_PATH, { affiliate_tag: "x-21" }), "name");
      assert422(await a.post(NICHES_PATH, { name: "Sin tag" }), "affiliate_tag");
      assert422(await a.post(NICHES_PATH, { name: "  ", affiliate_tag: "x-21" }), "name");
      assert422(await a.post(NICHES_PATH, { name: "G", affiliate_tag: "x-21", gtm_id: "GTM-1" }), "gtm_id");
      assert422(await a.post(NICHES_PATH, { name: "G", affiliate_tag: "x-21", slug: "Bad Slug!" }), "slug");
      const refused = await a.post(NICHES_PATH, { name: "G", affiliate_tag: "mi tag con espacios!!" });
      assert422(refused, "affiliate_tag");
      assert.match(JSON.stringify(refused.body), /sufijo de dos cifras/);
      assert422(await a.put(nichePath(nicheId), { affiliate_tag: "cafeteras" }), "affiliate_tag");
      const dup = await a.post(NICHES_PATH, { name: "Otro", affiliate_tag: "x-21", slug: "es-cafeteras-epicas" });
      assert.equal(dup.status, 409);
      assert.equal(dup.body.detail, "Ya existe un nicho con este slug");
    });

    it("lists niches with product counts and gets one", async () => {
      const list = assertSchema(nicheListSchema, (await a.get(NICHES_PATH)).body);
      assert.equal(list.length, 1);
      assert.equal(list[0].has_generated_content, false);
      const one = await a.get(nichePath(nicheId));
      assert.equal(one.status, 200);
      assert.equal((await a.get(nichePath(999))).status, 404);
    });

    it("updates only the sent fields", async () => {
      const toggled = await a.put(nichePath(nicheId), { is_active: false });
      assert.equal(toggled.status, 200);
      assert.equal(toggled.body.is_active, false);
      assert.equal(toggled.body.keywords, "a, b");
      assert.equal(toggled.body.ga_id, "G-ABCDEFGHIJ");
      const upd = await a.put(nichePath(nicheId), { description: "Nueva", default_tone: "casual", ga_id: "" });
      assert.equal(upd.body.description, "Nueva");
      assert.equal(upd.body.ga_id, null);
      assert.equal(upd.body.is_active, false);
      assert422(await a.put(nichePath(nicheId), { name: "" }), "name");
      assert422(await a.put(nichePath(nicheId), { is_active: "yes" }), "is_active");
      assert.equal((await a.put(nichePath(999), { is_active: true })).status, 404);
      const other = await a.post(NICHES_PATH, { name: "Segundo", affiliate_tag: "s-21" });
      assert.equal(other.body.slug, "segundo");
      assert.equal((await a.put(nichePath(other.body.id), { slug: "es-cafeteras-epicas" })).status, 409);
      assert.equal((await a.del(nichePath(other.body.id))).status, 200);
    });

    it("stores deployment data as JSON text", async () => {
      const res = await a.patch(nichesContract.vercelData.url({ niche_id: nicheId }), { siteUrl: "https://x.test/", deployment: { url: "https://x.test/" } });
      assert.equal(res.status, 200);
      assert.equal(typeof res.body.vercel_data, "string");
      assert.equal(JSON.parse(res.body.vercel_data).siteUrl, "https://x.test/");
      assert422(await a.patch(nichesContract.vercelData.url({ niche_id: nicheId }), [1, 2]));
      assert.equal((await a.patch(nichesContract.vercelData.url({ niche_id: 999 }), { a: 1 })).status, 404);
    });
  });

  describe("products", () => {
    let productId: number;
    const URL1 = "https://www.amazon.es/Cafetera-Italiana-Moka/dp/B0ABCDEF12?th=1";

    it("adds a product with a valid Amazon URL", async () => {
      const res = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: URL1 });
      assert.equal(res.status, 201);
      const p = assertSchema(productSchema, res.body);
      assert.equal(p.asin, "B0ABCDEF12");
      assert.equal(p.name, "Cafetera Italiana Moka");
      assert.equal(p.generation_status, "pending");
      assert.equal(p.niche?.slug, "es-cafeteras-epicas");
      productId = p.id;
    });

    it("validates URLs, duplicates and niches", async () => {
      assert422(await a.post(productsPaths.ofNiche(nicheId), {}), "amazon_url");
      for (const bad of ["https://www.ebay.es/itm/1", "ftp://amazon.es/dp/B0ABCDEF12", "https://amazon.es.evil.example/dp/B0ABCDEF12", "amazon.es/dp/x"]) {
        const res = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: bad });
        assert422(res, "amazon_url");
        assert.equal(res.body.detail[0].msg, "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)");
      }
      // Amazon, but no product: generation would find no ASIN in it.
      for (const page of ["https://www.amazon.es/", "https://www.amazon.es/s?k=molinillo", "https://www.amazon.es/gp/bestsellers"]) {
        const res = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: page });
        assert422(res, "amazon_url");
        assert.match(res.body.detail[0].msg, /^Este enlace es de Amazon, pero no es la página de un producto/);
        assert.equal(res.body.detail[0].type, "value_error");
      }
      // Another marketplace than the niche's, on create and on edit.
      const foreign = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://www.amazon.com/dp/B0ZZZZZZ77" });
      assert422(foreign, "amazon_url");
      assert.match(foreign.body.detail[0].msg, /amazon\.com/);
      const dup = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: URL1 });
      assert.equal(dup.status, 409);
      assert.equal(dup.body.detail, "El producto ya existe en este nicho");
      assert.equal((await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "http://amazon.es/dp/B0ABCDEF12" })).status, 409);
      assert.equal((await a.post(productsPaths.ofNiche(999), { amazon_url: URL1 })).status, 404);
    });

    it("imports in bulk with ASIN lines, duplicates and invalid lines, emitting progress", async () => {
      const res = await a.post(productsPaths.import(nicheId), {
        products: [{ amazon_url: "B0ZZZZZZ01" }, { amazon_url: "b0zzzzzz02" }, { amazon_url: "B0ZZZZZZ01" }, { amazon_url: URL1 }, { amazon_url: "https://example.com/x" }, { amazon_url: "https://www.amazon.es/s?k=molinillo" }],
      });
      assert.equal(res.status, 200);
      const r = assertSchema(bulkImportResponseSchema, res.body);
      // A search is on Amazon but names no product: refused like the foreign site, each with its reason.
      assert.equal(r.successfully_imported, 2);
      assert.equal(r.failed_imports, 4);
      assert.equal(r.errors.length, 4);
      assert.match(r.errors.find((e) => e.amazon_url.includes("s?k="))?.reason ?? "", /no es la página de un producto/);
      assert.ok(r.products.some((p) => p.amazon_url === "https://www.amazon.es/dp/B0ZZZZZZ01"));
      assert.ok(r.products.some((p) => p.amazon_url === "https://www.amazon.es/dp/B0ZZZZZZ02"));
      const done = await events.waitFor((e) => e.name === "bulk_import_update" && e.payload.status === "completed");
      const ev = assertSchema(bulkImportUpdateEventSchema, done.payload);
      assert.deepEqual([ev.total, ev.processed, ev.successfully_imported, ev.failed_imports], [6, 6, 2, 4]);
      assert.ok(events.events.some((e) => e.name === "bulk_import_update" && e.payload.status === "started"));
      // A link without a product, stored before links were checked: generation must still fail it cleanly.
      await insertProducts(s.ctx.db, nicheId, [{ amazon_url: "https://www.amazon.es/s?k=molinillo", asin: null, name: "molinillo" }]);
      assert422(await a.post(productsPaths.import(nicheId), { products: [] }), "products");
      assert422(await a.post(productsPaths.import(nicheId), { urls: ["B0ZZZZZZ03"] }), "products");
      assert.equal((await a.post(productsPaths.import(999), { products: [{ amazon_url: "B0ZZZZZZ01" }] })).status, 404);
    });

    it("refuses links to another marketplace than the niche's, saying which, line by line", async () => {
      const res = await a.post(productsPaths.import(nicheId), {
        products: [{ amazon_url: "https://www.amazon.com/dp/B0ZZZZZZ09" }],
      });
      assert.equal(res.status, 200);
      const r = assertSchema(bulkImportResponseSchema, res.body);
      assert.equal(r.successfully_imported, 0);
      assert.deepEqual(r.errors, [
        {
          amazon_url: "https://www.amazon.com/dp/B0ZZZZZZ09",
          reason: "Este enlace es de Amazon Estados Unidos (amazon.com); el nicho vende en Amazon España (amazon.es)",
        },
      ]);
    });

    it("lists products per niche and globally with the embedded niche", async () => {
      const per = assertSchema(productListSchema, (await a.get(productsPaths.ofNiche(nicheId))).body);
      assert.equal(per.length, 4);
      const all = assertSchema(productListSchema, (await a.get(productsPaths.all)).body);
      assert.equal(all.length, 4);
      assert.deepEqual(all[0].niche, { id: nicheId, name: "Cafeteras Épicas", slug: "es-cafeteras-epicas" });
      assert.equal(all[0].niche_name, "Cafeteras Épicas");
      assert.equal((await a.get(productsPaths.one(productId))).status, 200);
      assert.equal((await a.get(productsPaths.one(999))).status, 404);
      assert.equal((await a.get(productsPaths.ofNiche(999))).status, 404);
    });

    it("runs the generation pipeline emitting each status, then serves the content", async () => {
      const res = await a.post(productsPaths.triggerGeneration(productId));
      assert.equal(res.status, 202);
      assert.deepEqual(assertSchema(triggerGenerationResponseSchema, res.body), {
        message: "Generación de contenido iniciada",
        product_id: productId,
        status: "processing",
      });
      const again = await a.post(productsPaths.triggerGeneration(productId));
      assert.equal(again.status, 409);
      await events.waitFor((e) => e.name === "product_update" && e.payload.product_id === productId && e.payload.status === "completed");
      const seq = events.events.filter((e) => e.name === "product_update" && e.payload.product_id === productId);
      // "pending" announced the product's creation to open lists.
      assert.deepEqual(seq.map((e) => e.payload.status), ["pending", "processing", "generating", "completed"]);
      for (const e of seq) {
        const ev = assertSchema(productUpdateEventSchema, e.payload);
        assert.equal(ev.niche_id, nicheId);
      }
      const last = seq.at(-1)!.payload;
      assert.equal(last.product_name, "Cafetera Italiana Moka");
      assert.ok(last.content_title?.includes("Cafetera Italiana Moka"));
      assert.equal(last.data.content_title, last.content_title);

      const latest = assertSchema(productContentSchema, (await a.get(productsPaths.latestContent(productId))).body);
      assert.equal(latest.version, 1);
      assert.match(latest.content, /^# /m);
      assert.match(latest.content, /^## /m);
      assert.match(latest.content, /^### /m);
      assert.match(latest.content, /^\| --- \| --- \|$/m);
      assert.match(latest.content, /^- \[ \] /m);
      assert.ok(latest.content.includes("https://www.amazon.es/dp/B0ABCDEF12?tag=cafe-21"));
      const meta = latest.content_metadata!;
      assert.ok(meta.seo_score! >= 0 && meta.seo_score! <= 100);
      assert.ok(Array.isArray(meta.keywords) && meta.keywords.length > 0);
      assert.ok(meta.meta_title && meta.meta_description);
      // Lists carry the card's image, and the completion patches it into open ones.
      assert.equal(last.data.content_image_url, meta.og_image_url);
      const row = (await a.get(productsPaths.one(productId))).body;
      assert.equal(row.content_image_url, meta.og_image_url);
      const og = await a.get(meta.og_image_url!, {});
      assert.equal(og.status, 200);
      assert.match(String(og.headers["content-type"]), /image\/svg\+xml/);
      const anon = await api(s.app, null).get(meta.og_image_url!);
      assert.equal(anon.status, 200);

      // Regeneration adds a version; content lists newest first.
      assert.equal((await a.post(productsPaths.triggerGeneration(productId))).status, 202);
      await events.waitFor(
        (e) => e.name === "product_update" && e.payload.product_id === productId && e.payload.status === "completed" && e !== seq.at(-1),
      );
      const versions = assertSchema(productContentListSchema, (await a.get(productsPaths.content(productId))).body);
      assert.deepEqual(versions.map((v) => v.version), [2, 1]);
      const product = (await a.get(productsPaths.one(productId))).body;
      assert.equal(product.generation_status, "completed");
      assert.equal(product.content_title, versions[0].title);
      assert.equal(product.content_image_url, versions[0].content_metadata?.og_image_url);
      assert.notEqual(product.content_image_url, meta.og_image_url, "each version has its own image");
      const niches = (await a.get(NICHES_PATH)).body;
      assert.equal(niches[0].has_generated_content, true);
    });

    it("starts one generation when two triggers for a product arrive at the same moment", async () => {
      await s.ctx.generation.whenIdle();
      const versionsBefore = assertSchema(productContentListSchema, (await a.get(productsPaths.content(productId))).body).length;
      // Straight to the pipeline, as two instances would get there past their routes' checks.
      const started = await Promise.all([s.ctx.generation.trigger(productId), s.ctx.generation.trigger(productId)]);
      assert.deepEqual(started.filter(Boolean), ["processing"]);
      await s.ctx.generation.whenIdle();
      const versions = assertSchema(productContentListSchema, (await a.get(productsPaths.content(productId))).body);
      assert.equal(versions.length, versionsBefore + 1);
    });

    it("marks a product failed with an error message when generation cannot proceed", async () => {
      const list = (await a.get(productsPaths.ofNiche(nicheId))).body as any[];
      const noAsin = list.find((p) => p.asin === null);
      assert.ok(noAsin);
      assert.equal((await a.post(productsPaths.triggerGeneration(noAsin.id))).status, 202);
      const failed = await events.waitFor((e) => e.name === "product_update" && e.payload.product_id === noAsin.id && e.payload.status === "failed");
      assert.match(failed.payload.error_message, /ASIN/);
      const note = await events.waitFor((e) => e.name === "system_notification" && e.payload.notification_type === "error");
      assertSchema(systemNotificationEventSchema, note.payload);
      const seq = events.events.filter((e) => e.name === "product_update" && e.payload.product_id === noAsin.id).map((e) => e.payload.status);
      assert.deepEqual(seq, ["processing", "generating", "failed"]);
      const noContent = await a.get(productsPaths.latestContent(noAsin.id));
      assert.equal(noContent.status, 404);
      assert.equal(noContent.body.detail, "No hay contenido generado para este producto");
      assert.deepEqual((await a.get(productsPaths.content(noAsin.id))).body, []);
      assert.equal((await a.get(productsPaths.content(999))).status, 404);
      assert.equal((await a.post(productsPaths.triggerGeneration(999))).status, 404);
    });

    it("searches by URL, name, content title and niche name with paging", async () => {
      const byAsin = (await a.get(productsContract.search.url({}, { q: "B0ZZZZZZ02" }))).body;
      assert.equal(byAsin.length, 1);
      assert.equal((await a.get(productsContract.search.url({}, { q: "italiana" }))).body.length, 1);
      assert.equal((await a.get(productsContract.search.url({}, { q: "épicas" }))).body.length, 4);
      assert.equal((await a.get(productsContract.search.url({}, { q: "análisis" }))).body.length >= 0, true);
      assert.equal((await a.get(productsContract.search.url({}, { q: "", limit: 2 }))).body.length, 2);
      assert.equal((await a.get(productsContract.search.url({}, { q: "zzz-none" }))).body.length, 0);
      assert422(await a.get(productsContract.search.url({}, { limit: 0 })), "limit");
    });

    it("filters a list page by text (accents and case ignored, the niche's words too) and says the filtered total", async () => {
      const page = await a.get(productsContract.list.url({}, { q: "CAFETERAS EPICAS", skip: 0, limit: 2 }));
      assert.equal(page.body.length, 2);
      assert.equal("search_text" in page.body[0], false, "the search column stays out of the answer");
      const total = Number(page.headers["x-total-count"]);
      assert.equal(total, (await a.get(productsContract.ofNiche.url({ niche_id: nicheId }))).body.length);
      const byAsin = await a.get(productsContract.ofNiche.url({ niche_id: nicheId }, { q: "b0zzzzzz02", limit: 10 }));
      assert.deepEqual(byAsin.body.map((p: any) => p.asin), ["B0ZZZZZZ02"]);
      assert.equal(byAsin.headers["x-total-count"], "1");
      // LIKE's own wildcards are taken literally.
      const wildcard = await a.get(productsContract.list.url({}, { q: "%_", limit: 10 }));
      assert.deepEqual([wildcard.body.length, wildcard.headers["x-total-count"]], [0, "0"]);
      const newest = await a.get(productsContract.ofNiche.url({ niche_id: nicheId }, { sort: "-id", limit: 3 }));
      const ids = newest.body.map((p: any) => p.id);
      assert.deepEqual(ids, [...ids].sort((x, y) => y - x));
      assert.equal(ids[0], Math.max(...(await a.get(productsContract.ofNiche.url({ niche_id: nicheId }))).body.map((p: any) => p.id)));
      // Several statuses at once, counted from the kept counts as one.
      const statuses = (await a.get(productsContract.ofNiche.url({ niche_id: nicheId }))).body.map((p: any) => p.generation_status);
      const pendingOrFailed = statuses.filter((s: string) => s === "pending" || s === "failed").length;
      const grouped = await a.get(productsContract.ofNiche.url({ niche_id: nicheId }, { status: "pending,failed", limit: 100 }));
      assert.ok(pendingOrFailed > 0);
      assert.deepEqual([grouped.body.length, grouped.headers["x-total-count"]], [pendingOrFailed, String(pendingOrFailed)]);
      assert.ok(grouped.body.every((p: any) => p.generation_status === "pending" || p.generation_status === "failed"));
      // A whole list (no limit) is answered as before, without a total.
      assert.equal((await a.get(productsContract.list.url({}))).headers["x-total-count"], undefined);
    });

    it("updates and deletes products; a niche with content cannot be deleted", async () => {
      const list = (await a.get(productsPaths.ofNiche(nicheId))).body as any[];
      const other = list.find((p) => p.id !== productId && p.asin);
      const upd = await a.put(productsPaths.one(other.id), { amazon_url: "https://www.amazon.es/Molinillo-Manual/dp/B0MOLINO01" });
      assert.equal(upd.status, 200);
      assert.equal(upd.body.asin, "B0MOLINO01");
      assert.equal(upd.body.name, "Molinillo Manual");
      assert.equal((await a.put(productsPaths.one(other.id), { amazon_url: URL1 })).status, 409);
      assert422(await a.put(productsPaths.one(other.id), { amazon_url: "nope" }), "amazon_url");
      assert.equal((await a.put(productsPaths.one(999), { amazon_url: URL1 })).status, 404);

      // Renaming the niche updates the niche embedded in its products.
      await a.put(nichePath(nicheId), { name: "Cafeteras Renombradas" });
      const renamed = (await a.get(productsPaths.one(other.id))).body;
      assert.equal(renamed.niche_name, "Cafeteras Renombradas");
      assert.equal(renamed.niche.name, "Cafeteras Renombradas");
      assert.equal((await a.get(productsPaths.all)).body[0].niche_name, "Cafeteras Renombradas");

      const blocked = await a.del(nichePath(nicheId));
      assert.equal(blocked.status, 409);
      assert.equal(blocked.body.detail, "No se puede eliminar el nicho porque tiene productos asociados con contenido generado");

      assert.equal((await a.del(productsPaths.one(productId))).status, 200);
      await events.waitFor((e) => e.name === "product_update" && e.payload.product_id === productId && e.payload.status === "deleted");
      assert.equal((await a.del(productsPaths.one(productId))).status, 404);
      const del = await a.del(nichePath(nicheId));
      assert.equal(del.status, 200);
      assert.deepEqual((await a.get(productsPaths.all)).body, []);
      assert.equal((await a.del(nichePath(nicheId))).status, 404);
    });
  });
});
