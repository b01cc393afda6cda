import { after, before, describe, it, mock } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, login, multipart, startServer } from "./helpers";
import { catalogItemListSchema, catalogItemSchema, uploadResponseSchema } from "../../features/niche-catalog/schemas";
import { apiKeySchema, forceGenerateResponseSchema } from "../../features/api-keys/schemas";
import { placeholderPng } from "../seed/placeholder-png";
import { API_KEYS_PATH, apiKeyPath, CATALOG_PATH, catalogItemPath, FORCE_GENERATE_PATH, NICHES_PATH, productsPaths, UPLOAD_PATH, uploadedImagePath } from "../../tests/support/api-paths";
import { catalogContract } from "../../features/niche-catalog/contract";

describe("catalogue, uploads and wrapper service", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;
  let a: ReturnType<typeof api>;

  before(async () => {
    s = await startServer();
    token = await login(s.app);
    a = api(s.app, token);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  const upload = (files: Parameters<typeof multipart>[0], auth = true) => {
    const m = multipart(files);
    return s.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      headers: { "content-type": m.contentType, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      payload: m.payload,
    });
  };

  describe("uploads", () => {
    const png = placeholderPng(8, 8, [0, 0, 0], [255, 255, 255]);
    let uploaded: { id?: string; url: string }[] = [];

    it("stores images and serves them publicly by relative URL", async () => {
      const res = await upload([
        { name: "uno.png", data: png, type: "image/png" },
        { name: "dos.PNG", data: png, type: "image/png" },
      ]);
      assert.equal(res.statusCode, 200, res.body);
      const body = assertSchema(uploadResponseSchema, res.json());
      assert.equal(body.files.length, 2);
      uploaded = body.files;
      const name = body.files[0].url.split("/").at(-1)!;
      assert.match(name, /^[a-f0-9]{24}\.png$/);
      assert.equal(body.files[0].url, catalogContract.uploadedFile.url({ name }));
      assert.equal(body.files[0].size, png.length);
      const served = await s.app.inject({ method: "GET", url: body.files[0].url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers["content-type"], "image/png");
      assert.equal(served.headers["x-content-type-options"], "nosniff");
      assert.ok(served.rawPayload.equals(png));
    });

    it("rejects wrong types, fake images, oversize files and missing files", async () => {
      const wrongExt = await upload([{ name: "doc.pdf", data: Buffer.from("%PDF-1.4") }]);
      assert.equal(wrongExt.statusCode, 422);
      assert.match(wrongExt.json().detail, /doc\.pdf/);
      const fake = await upload([{ name: "fake.png", data: Buffer.from("<svg onload=alert(1)>") }]);
      assert.equal(fake.statusCode, 422);
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = await upload([{ name: "grande.png", data: big }]);
      assert.equal(tooBig.statusCode, 413);
      assert.match(tooBig.json().detail, /grande\.png/);
      assert.equal((await upload([{ name: "x.png", data: png, field: "other" }])).statusCode, 422);
      assert.equal((await upload([{ name: "x.png", data: png }], false)).statusCode, 401);
      const notMultipart = await a.post(UPLOAD_PATH, { files: [] });
      assert.equal(notMultipart.status, 422);
    });

    it("judges an image by what it holds, not its name: a PNG named .jpg is stored and served as a PNG", async () => {
      const res = await upload([{ name: "foto.jpg", data: png, type: "image/jpeg" }]);
      assert.equal(res.statusCode, 200, res.body);
      const [file] = assertSchema(uploadResponseSchema, res.json()).files;
      assert.match(file.url, /\.png$/);
      assert.equal(file.content_type, "image/png");
      const served = await s.app.inject({ method: "GET", url: file.url });
      assert.equal(served.headers["content-type"], "image/png");
      assert.ok(served.rawPayload.equals(png));
    });

    it("deletes an image", async () => {
      const id = uploaded[1].id!;
      assert.equal((await a.del(uploadedImagePath(id))).status, 200);
      assert.equal((await s.app.inject({ method: "GET", url: uploaded[1].url })).statusCode, 404);
      assert.equal((await a.del(uploadedImagePath(id))).status, 404);
      assert.equal((await api(s.app, null).del(uploadedImagePath(id))).status, 401);
      assert.equal((await s.app.inject({ method: "GET", url: catalogContract.uploadedFile.url({ name: "../jwt-secret" }) })).statusCode, 404);
    });
  });

  describe("template catalogue", () => {
    let id: number;
    const body = { name: "Tienda Moderna", description: "  Plantilla  ", images: [catalogContract.uploadedFile.url({ name: "a.png" })], github_url: "https://github.com/org/tienda" };

    it("creates a template with a derived slug", async () => {
      const res = await a.post(CATALOG_PATH, body);
      assert.equal(res.status, 201);
      const item = assertSchema(catalogItemSchema, res.body);
      assert.equal(item.slug, "tienda-moderna");
      assert.equal(item.description, "Plantilla");
      assert.equal(item.is_active, true);
      id = item.id;
      // A name in another script gets its slug in Latin letters, as the panel's preview shows it.
      const greek = await a.post(CATALOG_PATH, { ...body, name: "Καφετιέρα Μόντερνα" });
      assert.equal(greek.status, 201);
      assert.match(greek.body.slug, /^[a-z0-9-]+$/);
      assert.equal((await a.del(`${CATALOG_PATH}${greek.body.id}`)).status, 200);
    });

    it("answers 409 for duplicate name or slug and 422 for invalid bodies", async () => {
      const sameName = await a.post(CATALOG_PATH, { ...body, name: "tienda moderna" });
      assert.equal(sameName.status, 409);
      assert.match(sameName.body.detail, /nombre/);
      const sameSlug = await a.post(CATALOG_PATH, { ...body, name: "Tienda  Modérna" });
      assert.equal(sameSlug.status, 409);
      assert.match(sameSlug.body.detail, /slug/);
      assert422(await a.post(CATALOG_PATH, { ...body, name: "" }), "name");
      assert422(await a.post(CATALOG_PATH, { ...body, name: "B", images: [] }), "images");
      assert422(await a.post(CATALOG_PATH, { ...body, name: "C", github_url: "https://gitlab.com/x" }), "github_url");
      assert422(await a.post(CATALOG_PATH, { ...body, name: "D", github_url: "not a url" }), "github_url");
      for (const [url, msg] of [
        ["https://github.com.evil.example/org/tienda", "La URL debe ser de GitHub (github.com)"],
        ["https://github.com/", "La URL debe llevar a un repositorio: https://github.com/organización/repositorio"],
      ]) {
        const res = await a.post(CATALOG_PATH, { ...body, name: "D2", github_url: url });
        assert422(res, "github_url");
        assert.deepEqual([res.body.detail[0].msg, res.body.detail[0].type], [msg, "value_error"]);
      }
      assert422(await a.post(CATALOG_PATH, { name: "E" }), "github_url");
    });

    it("reads by id or slug, filters and pages the list", async () => {
      assert.equal((await a.get(catalogItemPath(id))).body.name, "Tienda Moderna");
      assert.equal((await a.get(catalogItemPath("tienda-moderna"))).body.id, id);
      assert.equal((await a.get(catalogItemPath(999))).status, 404);
      assert.equal((await a.get(catalogItemPath("no-existe"))).status, 404);
      await a.post(CATALOG_PATH, { ...body, name: "Blog" });
      assert.equal(assertSchema(catalogItemListSchema, (await a.get(CATALOG_PATH)).body).length, 2);
      assert.equal((await a.get(catalogContract.list.url({}, { limit: 1 }))).body.length, 1);
      assert.equal((await a.get(catalogContract.list.url({}, { skip: 1 }))).body[0].name, "Blog");
      assert422(await a.get(catalogContract.list.url({}, { is_active: "maybe" } as never)), "is_active");
      // A page, newest first, says the filtered total; every template made here has a usable repository.
      const newest = await a.get(catalogContract.list.url({}, { sort: "-id", skip: 0, limit: 1 }));
      assert.deepEqual([newest.body.map((t: { name: string }) => t.name), newest.headers["x-total-count"]], [["Blog"], "2"]);
      assert.equal((await a.get(catalogContract.list.url({}, { with_github: true, limit: 1 }))).headers["x-total-count"], "2");
      assert.equal((await a.get(catalogContract.list.url({}, { with_github: false, limit: 1 }))).headers["x-total-count"], "0");
      assert.equal((await a.get(CATALOG_PATH)).headers["x-total-count"], undefined);
      assert422(await a.get(catalogContract.list.url({}, { sort: "name" } as never)), "sort");
    });

    it("updates (including is_active) by id or slug and deletes", async () => {
      const off = await a.put(catalogItemPath("tienda-moderna"), { is_active: false });
      assert.equal(off.status, 200);
      assert.equal(off.body.is_active, false);
      assert.equal(off.body.github_url, body.github_url);
      assert.equal((await a.get(catalogContract.list.url({}, { is_active: true }))).body.length, 1);
      const renamed = await a.put(catalogItemPath(id), { name: "Tienda Nueva", images: ["/x.png", "/y.png"] });
      assert.equal(renamed.body.slug, "tienda-nueva");
      assert.equal(renamed.body.images.length, 2);
      assert.equal((await a.put(catalogItemPath(id), { name: "Blog" })).status, 409);
      assert422(await a.put(catalogItemPath(id), { github_url: "https://bitbucket.org/x" }), "github_url");
      assert.equal((await a.put(catalogItemPath(999), { is_active: true })).status, 404);
      assert.equal((await a.del(catalogItemPath(id))).status, 200);
      assert.equal((await a.del(catalogItemPath(id))).status, 404);
      assert.equal((await api(s.app, null).get(CATALOG_PATH)).status, 401);
    });
  });

  describe("wrapper service", () => {
    let key: string;
    let productId: number;

    it("creates, reads and deletes API keys with the admin token", async () => {
      const res = await a.post(API_KEYS_PATH, { name: "Nicho X", email: "admin@example.com" });
      assert.equal(res.status, 201);
      key = assertSchema(apiKeySchema, res.body).key;
      assert.match(key, /^ak_[a-f0-9]{32}$/);
      assert.equal((await a.get(apiKeyPath(key))).body.email, "admin@example.com");
      assert.equal((await a.get(apiKeyPath("ak_nope"))).status, 404);
      assert422(await a.post(API_KEYS_PATH, { name: "x" }), "email");
      assert422(await a.post(API_KEYS_PATH, { email: "a@b.co" }), "name");
      assert422(await a.post(API_KEYS_PATH, { name: "x", email: "not-an-email" }), "email");
      assert.equal((await api(s.app, null).post(API_KEYS_PATH, { name: "x", email: "a@b.co" })).status, 401);
      const tmp = (await a.post(API_KEYS_PATH, { name: "Tmp", email: "t@b.co" })).body.key;
      assert.equal((await a.del(apiKeyPath(tmp))).status, 200);
      assert.equal((await a.del(apiKeyPath(tmp))).status, 404);
    });

    it("forces regeneration with X-API-Key, dropping the cached content", async () => {
      const niche = (await a.post(NICHES_PATH, { name: "Relojes", affiliate_tag: "relojes-21", mercado: "us", default_tone: "formal" })).body;
      const url = "https://www.amazon.com/Smart-Watch/dp/B0WATCH001";
      productId = (await a.post(productsPaths.ofNiche(niche.id), { amazon_url: url })).body.id;
      await a.post(productsPaths.triggerGeneration(productId));
      await s.ctx.generation.whenIdle();
      assert.equal((await a.get(productsPaths.content(productId))).body.length, 1);

      const body = { url, affiliate_tag: "relojes-21", tone: "casual", language: "es", marketplace_domain: "amazon.com" };
      const w = (headers: Record<string, string>) => api(s.app, null, headers);
      assert.equal((await w({}).post(FORCE_GENERATE_PATH, body)).status, 401);
      assert.equal((await w({ "x-api-key": "ak_wrong" }).post(FORCE_GENERATE_PATH, body)).status, 401);
      assert422(await w({ "x-api-key": key }).post(FORCE_GENERATE_PATH, { url }), "affiliate_tag");
      assert.equal((await w({ "x-api-key": key }).post(FORCE_GENERATE_PATH, { ...body, url: "https://www.amazon.com/dp/B0NOTHERE1" })).status, 404);

      const res = await w({ "x-api-key": key }).post(FORCE_GENERATE_PATH, body);
      assert.equal(res.status, 200);
      const r = assertSchema(forceGenerateResponseSchema, res.body);
      assert.deepEqual([r.success, r.product_id, r.status], [true, productId, "processing"]);
      await s.ctx.generation.whenIdle();
      const versions = (await a.get(productsPaths.content(productId))).body;
      assert.equal(versions.length, 1, "cached latest version dropped and regenerated");
      assert.equal(versions[0].content_metadata.language, "es");
      assert.equal(versions[0].content_metadata.tone, "casual");
    });

    it("deletes no cached version when another request starts the generation first", async () => {
      await a.post(productsPaths.triggerGeneration(productId));
      await s.ctx.generation.whenIdle();
      assert.equal((await a.get(productsPaths.content(productId))).body.length, 2);

      // Another instance claims the product between this request's check and its own claim.
      const trigger = s.ctx.generation.trigger.bind(s.ctx.generation);
      const raced = mock.method(s.ctx.generation, "trigger", async (...args: Parameters<typeof trigger>) => {
        await trigger(productId);
        return trigger(...args);
      });
      try {
        const body = { url: "https://www.amazon.com/Smart-Watch/dp/B0WATCH001", affiliate_tag: "relojes-21", tone: "casual", language: "es", marketplace_domain: "amazon.com" };
        const res = await api(s.app, null, { "x-api-key": key }).post(FORCE_GENERATE_PATH, body);
        assert.equal(res.status, 409);
      } finally {
        raced.mock.restore();
      }
      await s.ctx.generation.whenIdle();
      assert.equal((await a.get(productsPaths.content(productId))).body.length, 3, "both versions kept, the other request's added");
    });
  });
});
