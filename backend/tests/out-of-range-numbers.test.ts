// A number past the database's integer, in a path or in a query, answers FastAPI's 422 on its
// parameter like any other invalid value, never a 500 from the database refusing it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, cleanup, login, startServer } from "./helpers";
import { nichesContract } from "../../features/niches/contract";
import { productsContract } from "../../features/products/contract";
import { apiClientsContract } from "../../features/api-clients/contract";
import { catalogContract } from "../../features/niche-catalog/contract";
import { DB_INT_MAX } from "../../lib/contract/query-int";

/** Each call with `n` in one of its numbers, and where the 422 names it. */
const CALLS: [(n: string) => string, [string, string]][] = [
  [(n) => nichesContract.get.url({ niche_id: n }), ["path", "niche_id"]],
  [(n) => productsContract.ofNiche.url({ niche_id: n }), ["path", "niche_id"]],
  [(n) => productsContract.get.url({ product_id: n }), ["path", "product_id"]],
  [(n) => productsContract.latestContent.url({ product_id: n }), ["path", "product_id"]],
  [(n) => apiClientsContract.get.url({ client_id: n }), ["path", "client_id"]],
  [(n) => `${productsContract.list.path}?niche_id=${n}`, ["query", "niche_id"]],
  [(n) => `${productsContract.list.path}?skip=${n}&limit=5`, ["query", "skip"]],
  [(n) => `${productsContract.ofNiche.url({ niche_id: 1 })}?skip=${n}`, ["query", "skip"]],
  [(n) => `${productsContract.list.path}?limit=${n}`, ["query", "limit"]],
  [(n) => `${productsContract.search.path}?q=a&skip=${n}`, ["query", "skip"]],
  [(n) => `${nichesContract.list.path}?skip=${n}`, ["query", "skip"]],
  [(n) => `${catalogContract.list.path}?skip=${n}`, ["query", "skip"]],
  [(n) => `${apiClientsContract.list.path}?skip=${n}`, ["query", "skip"]],
  [(n) => `${apiClientsContract.stats.url({ client_id: 1 })}?days=${n}`, ["query", "days"]],
];

describe("numbers out of the database's range", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;

  before(async () => {
    s = await startServer();
    token = await login(s.app);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("answer 422 on the parameter that holds them, in path and query alike", async () => {
    for (const n of [String(DB_INT_MAX + 1), "99999999999", "99999999999999999999999"]) {
      for (const [url, [where, name]] of CALLS) {
        const res = await api(s.app, token).get(url(n));
        assert422(res, name);
        for (const issue of res.body.detail) assert.deepEqual(issue.loc, [where, name], url(n));
      }
    }
  });

  it("take the database's largest integer as any other id", async () => {
    const res = await api(s.app, token).get(`${productsContract.list.path}?niche_id=${DB_INT_MAX}&skip=${DB_INT_MAX}`);
    assert.deepEqual({ status: res.status, body: res.body }, { status: 200, body: [] });
  });
});
