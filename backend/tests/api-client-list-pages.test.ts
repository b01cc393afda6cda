/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// The API client list a page at a time: the panel's search and sorts answered in SQL, with the searched
// total in X-Total-Count, and the same clients, in the same order, as the panel's own search and sort of
// the whole list.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, login, startServer } from "./helpers";
import { apiClientCreatedSchema, apiClientListSchema } from "../../features/api-clients/schemas";
import { apiClientsContract } from "../../features/api-clients/contract";
import { filterClients, sortClients, SORT_KEYS, type SortState } from "../../features/api-clients/table-view";
import { inClientOrder } from "../../features/api-clients/client-order";
import { nichesContract } from "../../features/niches/contract";

describe("the API client list in pages", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  const list = (query: Record<string, unknown> = {}) => a.get(apiClientsContract.list.url({}, query as never));

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
    const made = [
      { name: "Cliente Épico", description: "Lee los nichos", scopes: ["read"] },
      { name: "escritor", description: null, scopes: ["write", "read"] },
      { name: "Árbitro", description: "100%_seguro", scopes: ["admin"] },
      { name: "Bot de precios", description: "Precios diarios", scopes: ["read"] },
    ];
    const created = [];
    for (const client of made) {
      const answer = await a.post(apiClientsContract.create.url({}), client);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      created.push(assertSchema(apiClientCreatedSchema, answer.body));
    }
    // Two clients used (a date and a count), one switched off.
    for (const [client, times] of [[created[1], 2], [created[3], 1]] as const) {
      const as = api(s.app, null, { "x-client-id": client.client_id, "x-client-secret": client.client_secret });
      for (let i = 0; i < times; i++) assert.equal((await as.get(nichesContract.list.url({}))).status, 200);
    }
    assert.equal((await a.post(apiClientsContract.toggleStatus.url({ client_id: created[2].id }))).status, 200);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("answers every search and sort as the panel searches and sorts the whole list, with the searched total", async () => {
    const whole = assertSchema(apiClientListSchema, (await list()).body);
    assert.ok(whole.length >= 4);
    for (const key of SORT_KEYS) {
      for (const direction of ["asc", "desc"] as const) {
        const sort: SortState = { key, direction };
        for (const q of ["", "EPICO", "read", "precios diarios", "nada-de-esto"]) {
          const expected = sortClients(filterClients(whole, q), sort).map((c) => c.id);
          const page = await list({ q, sort: direction === "asc" ? key : `-${key}`, skip: 0, limit: 100 });
          const what = `sort=${key} ${direction} q=${q}`;
          assert.equal(page.status, 200, what);
          const ids = page.body.map((c: any) => c.id);
          // Names are ordered by folded code point on the server: the same set, in an order the panel accepts.
          if (key === "name") assert.deepEqual([...ids].sort(), [...expected].sort(), what);
          else assert.deepEqual(ids, expected, what);
          assert.ok(inClientOrder(page.body, sort), what);
          assert.equal(page.headers["x-total-count"], String(expected.length), what);
        }
      }
    }
  });

  it("pages with skip and limit, takes LIKE's wildcards literally, and gives no total to a whole read", async () => {
    const all = (await list({ sort: "name", limit: 100 })).body.map((c: any) => c.id);
    const second = await list({ sort: "name", skip: 1, limit: 2 });
    assert.deepEqual(second.body.map((c: any) => c.id), all.slice(1, 3));
    assert.equal(second.headers["x-total-count"], String(all.length));
    assert.equal("list_order" in second.body[0], false);
    assert.equal("secret_hash" in second.body[0], false);
    assert.deepEqual((await list({ q: "100%_", limit: 10 })).body.map((c: any) => c.name), ["Árbitro"]);
    assert.equal((await list({ q: "%", limit: 10 })).headers["x-total-count"], "1");
    assert.equal((await list()).headers["x-total-count"], undefined);
  });

  it("refuses a sort it does not know, as FastAPI refuses an invalid enum", async () => {
    assert422(await list({ sort: "precio" }), "sort");
  });
});
