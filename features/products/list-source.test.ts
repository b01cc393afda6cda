import type { Requester } from "@/lib/http/requester";
import { listPageQuery } from "@/lib/contract/list";
import { productListAsk, productListSource } from "./list-source";

const row = (id: number, amazon_url: string, generation_status = "pending") => ({ id, amazon_url, niche_id: 7, generation_status });

/** An upstream answering `rows` with a total, whatever was asked. */
const answering = (rows: unknown[]): Requester =>
  (async (_path: string, _schema: unknown, options?: { onHeaders?: (h: Headers) => void }) => {
    options?.onHeaders?.(new Headers({ "x-total-count": String(rows.length) }));
    return rows;
  }) as Requester;

const ask = (q: string, statuses: string[] = []) => productListAsk(q, { statuses }, 1);
const productPageQuery = (scope: Parameters<typeof productListSource>[0], asked: ReturnType<typeof ask>) => listPageQuery(productListSource(scope), asked);
const niche = { of: "niche", nicheId: 7 } as const;

describe("a product list's page", () => {
  it("takes a page whose rows hold the search text, even when not every row shows it", async () => {
    const rows = [row(2, "https://www.amazon.es/dp/B0CAFETERA"), row(1, "https://www.amazon.es/dp/B0OTRO0001")];
    await expect(productPageQuery(niche, ask("cafetera")).read(answering(rows))).resolves.toEqual({ rows: expect.any(Array), total: 2 });
  });

  it("answers null for an upstream that ignored the search, or a status, and so sent rows that are not asked for", async () => {
    const newest = [row(2, "https://www.amazon.es/dp/B0AAAAAAAA"), row(1, "https://www.amazon.es/dp/B0BBBBBBBB", "completed")];
    await expect(productPageQuery(niche, ask("cafetera")).read(answering(newest))).resolves.toBeNull();
    await expect(productPageQuery(niche, ask("", ["pending"])).read(answering(newest))).resolves.toBeNull();
    // No match at all is a true answer.
    await expect(productPageQuery(niche, ask("cafetera")).read(answering([]))).resolves.toEqual({ rows: [], total: 0 });
  });

  it("hands its first screen no article address: the list does not show it", async () => {
    const rows = [{ ...row(1, "https://www.amazon.es/dp/B0CAFETERA", "completed"), article_url: "https://sitios.example/sites/cafeteras/b0cafetera/" }];
    const page = await productPageQuery(niche, ask("")).firstScreen(answering(rows));
    expect(page?.rows[0]).not.toHaveProperty("article_url");
    expect(page?.rows[0]).toMatchObject({ id: 1, generation_status: "completed" });
  });
});

describe("a product list read whole", () => {
  const rows = [row(1, "https://www.amazon.es/dp/B0CAFETERA"), row(3, "https://www.amazon.es/dp/B0OTRO0001", "processing"), row(2, "https://www.amazon.es/dp/B0TERCERO1", "completed")];
  const select = (q: string, statuses: string[] = []) => productListSource(niche).select(rows as never[], { q, sort: "-id", filters: { statuses } }).map((p) => p.id);

  it("is narrowed by search and statuses, newest first", () => {
    expect(select("")).toEqual([3, 2, 1]);
    expect(select("cafetera")).toEqual([1]);
    expect(select("", ["pending", "processing"])).toEqual([3, 1]);
  });
});
