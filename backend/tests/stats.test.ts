/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assertSchema, cleanup, login, startServer } from "./helpers";
import { statsSchema } from "../../features/dashboard/schemas";
import { dashboardContract } from "../../features/dashboard/contract";
import { nichesContract } from "../../features/niches/contract";
import { productsContract } from "../../features/products/contract";
import { truncateDataTables } from "../repos/seed-repo";
import { readTokenStats } from "../repos/token-usage-repo";

describe("dashboard stats", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("counts niches and products per status with aggregate queries, as the lists would", async () => {
    const niche = (await a.post(nichesContract.create.url({}), { name: "Stats uno", affiliate_tag: "st-21", mercado: "es" })).body;
    await a.post(productsContract.create.url({ niche_id: niche.id }), { amazon_url: "https://www.amazon.es/dp/B0STATS001" });
    await a.put(nichesContract.update.url({ niche_id: niche.id }), { is_active: false });

    const stats = assertSchema(statsSchema, (await a.get(dashboardContract.stats.url({}))).body);
    const niches = (await a.get(nichesContract.list.url({}))).body as any[];
    const products = (await a.get(productsContract.list.url({}))).body as any[];
    assert.equal(stats.niches.total, niches.length);
    assert.equal(stats.niches.active, niches.filter((n) => n.is_active).length);
    assert.equal(stats.products.total, products.length);
    for (const status of new Set(products.map((p) => p.generation_status))) {
      assert.equal(stats.products.by_status[status], products.filter((p) => p.generation_status === status).length);
    }
    assert.ok(stats.products.by_status.pending >= 1);
  });

  it("keeps its counts true through imports, status changes, deletions and a niche's deletion", async () => {
    const same = async () => {
      const stats = assertSchema(statsSchema, (await a.get(dashboardContract.stats.url({}))).body);
      const products = (await a.get(productsContract.list.url({}))).body as any[];
      assert.equal(stats.products.total, products.length);
      const counted = Object.fromEntries(Object.entries(stats.products.by_status).filter(([, n]) => n > 0));
      const listed: Record<string, number> = {};
      for (const p of products) listed[p.generation_status] = (listed[p.generation_status] ?? 0) + 1;
      assert.deepEqual(counted, listed);
      // A page's total comes from the same counts.
      assert.equal(Number((await a.get(productsContract.list.url({}, { limit: 1 }))).headers["x-total-count"]), products.length);
    };
    const niche = (await a.post(nichesContract.create.url({}), { name: "Stats dos", affiliate_tag: "st-21", mercado: "es" })).body;
    const urls = ["B0STATS101", "B0STATS102", "B0STATS103"].map((asin) => `https://www.amazon.es/dp/${asin}`);
    assert.equal((await a.post(productsContract.import.url({ niche_id: niche.id }), { products: urls.map((amazon_url) => ({ amazon_url })) })).status, 200);
    await same();
    // A product is found by its niche's words, and by the new ones once the niche is renamed.
    const found = async (q: string) => Number((await a.get(productsContract.list.url({}, { q, limit: 1 }))).headers["x-total-count"]);
    assert.equal(await found("STATS DOS"), 3);
    assert.equal((await a.put(nichesContract.update.url({ niche_id: niche.id }), { name: "Renombrado Único" })).status, 200);
    assert.deepEqual([await found("renombrado unico"), await found("stats dos")], [3, 0]);
    const rows = (await a.get(productsContract.ofNiche.url({ niche_id: niche.id }))).body as any[];
    assert.equal((await a.del(productsContract.remove.url({ product_id: rows[0].id }))).status, 200);
    await same();
    assert.equal((await a.put(productsContract.update.url({ product_id: rows[1].id }), { amazon_url: "https://www.amazon.es/dp/B0STATS199" })).status, 200);
    await same();
    assert.equal((await a.del(nichesContract.remove.url({ niche_id: niche.id }))).status, 200);
    await same();
  });

  it("sums the tokens of the stored versions per month and per niche, from the counts kept as they are stored", async () => {
    const create = async (name: string) => (await a.post(nichesContract.create.url({}), { name, affiliate_tag: "tk-21", mercado: "es" })).body.id as number;
    const [cafe, te, gone] = [await create("Tokens café"), await create("Tokens té"), await create("Tokens ido")];
    let asin = 0;
    const stored = async (nicheId: number, monthsBack: number, usage: unknown) => {
      const amazon_url = `https://www.amazon.es/dp/B0TOKENS${String(++asin).padStart(2, "0")}`;
      const product = (await a.post(productsContract.create.url({ niche_id: nicheId }), { amazon_url })).body;
      const now = new Date();
      // The middle of the month, so no time zone moves it to the next or the previous one.
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 15, 12));
      await s.ctx.db.query(
        "INSERT INTO product_contents (product_id, title, content, version, generated_at, content_metadata) VALUES ($1, 't', 'c', 1, $2, $3)",
        [product.id, at.toISOString(), JSON.stringify(usage === undefined ? { generator: "template" } : { usage })],
      );
    };
    const usage = (prompt: number, completion: number) => ({ prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion });
    await stored(cafe, 0, usage(1000, 3000));
    await stored(cafe, 0, usage(200, 800));
    await stored(te, 0, usage(100, 400));
    await stored(te, 0, undefined);
    await stored(gone, 0, usage(5000, 5000));
    await stored(cafe, 2, usage(10, 20));
    await stored(te, 6, usage(7, 7));
    assert.equal((await a.del(nichesContract.remove.url({ niche_id: gone }))).status, 200);

    const { tokens } = assertSchema(statsSchema, (await a.get(dashboardContract.stats.url({}))).body);
    // A deleted niche's tokens were spent all the same: they count in the month, not among the niches.
    assert.deepEqual(tokens?.this_month, { prompt: 6300, completion: 9200, total: 15500 });
    assert.equal(tokens?.by_month.length, 6);
    assert.deepEqual(tokens?.by_month.map((m) => m.total), [0, 0, 0, 30, 0, 15500]);
    assert.match(tokens!.by_month[5].month, /^\d{4}-\d{2}$/);
    assert.equal(tokens!.by_month[5].month, new Date().toISOString().slice(0, 7));
    assert.deepEqual(tokens?.by_niche, [
      { niche_id: cafe, name: "Tokens café", total: 5000 },
      { niche_id: te, name: "Tokens té", total: 500 },
    ]);

    // A client confined to a niche sees that niche's alone.
    const confined = await readTokenStats(s.ctx.db, te);
    assert.deepEqual(confined.this_month, { prompt: 100, completion: 400, total: 500 });
    assert.deepEqual(confined.by_month.map((m) => m.total), [0, 0, 0, 0, 0, 500]);
    assert.deepEqual(confined.by_niche, [{ niche_id: te, name: "Tokens té", total: 500 }]);

    // Emptied with the data it counts: the niches' ids start again from 1 after a reset.
    await truncateDataTables(s.ctx.db);
    assert.deepEqual((await readTokenStats(s.ctx.db)).this_month, { prompt: 0, completion: 0, total: 0 });
  });

  it("asks for a session", async () => {
    assert.equal((await api(s.app, "").get(dashboardContract.stats.url({}))).status, 401);
  });
});
