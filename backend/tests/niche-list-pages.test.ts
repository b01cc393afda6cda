/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// The niche list a page at a time: the panel's search, status filters and sorts answered in SQL, with the
// filtered total in X-Total-Count, and the same niches, in the same order, as the whole list filtered
// and sorted by the panel's own rules.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, login, startServer } from "./helpers";
import { nicheListSchema } from "../../features/niches/schemas";
import { nichesContract } from "../../features/niches/contract";
import { SORT_FIELDS, STATUS_FILTERS } from "../../features/niches/list-options";
import { filterNiches, sortNiches } from "../../features/niches/list-query";

describe("the niche list in pages", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  const list = (query: Record<string, unknown> = {}) => a.get(nichesContract.list.url({}, query as never));

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
    const made = [
      { name: "Cafeteras Épicas", affiliate_tag: "cafe-21", description: "Café de especialidad" },
      { name: "teteras", affiliate_tag: "te-21" },
      { name: "Árboles de jardín", affiliate_tag: "arbol-21", is_active: false },
      { name: "Bicicletas", affiliate_tag: "bici-21" },
      { name: "Zapatillas 100%_off", affiliate_tag: "zap-21", is_active: false },
    ];
    const sites = [{ siteUrl: "https://cafe.example.com" }, { deployment: { url: "teteras.vercel.app" } }, { siteUrl: "   " }, null, null];
    for (const [i, niche] of made.entries()) {
      const created = await a.post(nichesContract.create.url({}), niche);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      if (sites[i]) assert.equal((await a.put(nichesContract.update.url({ niche_id: created.body.id }), { vercel_data: JSON.stringify(sites[i]) })).status, 200);
    }
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("answers every filter and sort as the panel filters and sorts the whole list, with the filtered total", async () => {
    const whole = assertSchema(nicheListSchema, (await list()).body);
    assert.ok(whole.length >= 5);
    for (const status of STATUS_FILTERS) {
      for (const sort of SORT_FIELDS) {
        for (const q of ["", "EPICAS", "árbol", "tet"]) {
          const expected = filterNiches(sortNiches(whole, sort), { q, status }).map((n) => n.id);
          const page = await list({ q, status, sort, skip: 0, limit: 100 });
          assert.equal(page.status, 200);
          const ids = page.body.map((n: any) => n.id);
          const what = `status=${status} sort=${sort} q=${q}`;
          // Names are ordered by code point on the server: the same set, and the same order but for names.
          if (sort === "name") assert.deepEqual([...ids].sort(), [...expected].sort(), what);
          else assert.deepEqual(ids, expected, what);
          assert.equal(page.headers["x-total-count"], String(expected.length), what);
        }
      }
    }
  });

  it("pages with skip and limit, keeps the credentials out, and takes LIKE's wildcards literally", async () => {
    const all = (await list({ sort: "created_at", limit: 100 })).body.map((n: any) => n.id);
    const second = await list({ sort: "created_at", skip: 2, limit: 2 });
    assert.deepEqual(second.body.map((n: any) => n.id), all.slice(2, 4));
    assert.equal(second.headers["x-total-count"], String(all.length));
    assert.equal("list_order" in second.body[0], false);
    // The folded text the database keeps for searches stays out of every answer.
    assert.equal("search_text" in second.body[0], false);
    assert.equal("search_text" in (await list()).body[0], false);
    assert.equal("search_text" in (await a.get(nichesContract.get.url({ niche_id: all[0] }))).body, false);
    assert.deepEqual((await list({ q: "100%_", limit: 10 })).body.map((n: any) => n.name), ["Zapatillas 100%_off"]);
    assert.equal((await list({ q: "%", limit: 10 })).headers["x-total-count"], "1");
    // The whole list, unasked for a page, comes without a total.
    assert.equal((await list()).headers["x-total-count"], undefined);
  });

  it("finds one niche by its slug and a page's niches by their ids", async () => {
    const whole = assertSchema(nicheListSchema, (await list()).body);
    const [first, second, third] = whole;
    const bySlug = await list({ slug: second.slug, limit: 1 });
    assert.deepEqual(bySlug.body.map((n: any) => n.id), [second.id]);
    assert.equal(bySlug.headers["x-total-count"], "1");
    const none = await list({ slug: "no-existe", limit: 1 });
    assert.deepEqual([none.body, none.headers["x-total-count"]], [[], "0"]);
    const byIds = await list({ ids: `${third.id},${first.id}`, limit: 2 });
    assert.deepEqual(byIds.body.map((n: any) => n.id).sort(), [first.id, third.id].sort());
    assert.equal(byIds.headers["x-total-count"], "2");
    // Without a page the filters still hold: the cached whole list is for an unfiltered read only.
    assert.deepEqual((await list({ ids: String(first.id) })).body.map((n: any) => n.id), [first.id]);
  });

  it("refuses a status, sort or id list it does not know, as FastAPI refuses an invalid value", async () => {
    assert422(await list({ status: "deleted" }), "status");
    assert422(await list({ sort: "price" }), "sort");
    assert422(await list({ ids: "1,dos" }), "ids");
    assert422(await list({ ids: Array.from({ length: 101 }, (_, i) => i + 1).join(",") }), "ids");
  });
});
