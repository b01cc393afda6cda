import type { Requester } from "@/lib/http/requester";
import { listPageQuery } from "@/lib/contract/list";
import type { NicheListQuery } from "./list-query";
import { nicheListAsk, nicheListSource } from "./list-source";

const nichePageQuery = (query: NicheListQuery) => listPageQuery(nicheListSource, nicheListAsk(query));

const row = (id: number, name: string, is_active = true, updated_at = "2026-11-01T10:00:00") => ({ id, name, slug: `n-${id}`, is_active, updated_at });

/** An upstream answering `rows` with a total, whatever was asked. */
const answering = (rows: unknown[]): Requester =>
  (async (_path: string, _schema: unknown, options?: { onHeaders?: (h: Headers) => void }) => {
    options?.onHeaders?.(new Headers({ "x-total-count": String(rows.length) }));
    return rows;
  }) as Requester;

const ask = (patch: Partial<Parameters<typeof nichePageQuery>[0]> = {}) => ({ q: "", status: "all" as const, sort: "updated_at" as const, page: 1, ...patch });

describe("a niche list's page", () => {
  it("takes a page in the asked order whose rows meet the status and hold the text", async () => {
    const rows = [row(2, "Cafeteras épicas", true, "2026-11-03T10:00:00"), row(1, "Teteras", true, "2026-11-02T10:00:00")];
    await expect(nichePageQuery(ask({ q: "EPICAS", status: "active" })).read(answering(rows))).resolves.toMatchObject({ total: 2 });
    await expect(nichePageQuery(ask({ sort: "name" })).read(answering([row(1, "árboles"), row(2, "Bicis")]))).resolves.toMatchObject({ total: 2 });
  });

  it("answers null for an upstream that ignored the status, the text or the sort", async () => {
    const byId = [row(1, "Teteras", false, "2026-11-01T10:00:00"), row(2, "Cafeteras", true, "2026-11-03T10:00:00")];
    await expect(nichePageQuery(ask({ status: "active" })).read(answering(byId))).resolves.toBeNull();
    await expect(nichePageQuery(ask({ q: "bicis" })).read(answering(byId))).resolves.toBeNull();
    await expect(nichePageQuery(ask()).read(answering(byId))).resolves.toBeNull();
    await expect(nichePageQuery(ask({ sort: "name" })).read(answering(byId))).resolves.toBeNull();
    // No match at all is a true answer.
    await expect(nichePageQuery(ask({ q: "bicis" })).read(answering([]))).resolves.toEqual({ rows: [], total: 0 });
  });

  it("hands its first screen only the fields the list shows", async () => {
    const rows = [{ ...row(1, "Cafeteras"), client_secret: "s3cr3t", external_api_key: "k3y", google_tag_id: "G-1" }];
    const page = await nichePageQuery(ask()).firstScreen(answering(rows));
    expect(page?.rows[0]).not.toHaveProperty("client_secret");
    expect(page?.rows[0]).not.toHaveProperty("google_tag_id");
  });
});
