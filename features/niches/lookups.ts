// Niches found by what a product screen knows of them: the filter's slug, or the ids of the niches on a
// page of products. Each is one small read where the upstream filters the niche list by `slug` or
// `ids`; an upstream that does not answers null, and the screen reads the whole list instead.
import { listKeyId } from "@/lib/contract/list";
import { query } from "@/lib/contract/query";
import { readListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import { nicheRef, type NicheRef } from "./niche-ref";
import { nicheReads } from "./read-contract";
import type { Niche } from "./schemas";

async function readFiltered(filter: { slug: string } | { ids: string }, limit: number, request: Requester, meets: (row: Niche) => boolean) {
  const page = await readListPage(nicheReads.list.url({}, { ...filter, skip: 0, limit }), nicheReads.list.response, limit, request, meets);
  return page && page.rows.map(nicheRef);
}

/** The niche with `slug`: `{ niche: null }` when there is none; null when the upstream does not filter by slug. */
export const nicheBySlugQuery = (slug: string) =>
  query<{ niche: NicheRef | null } | null>({
    key: [listKeyId(nicheReads.list, "find"), { slug }],
    read: async (request) => {
      const rows = await readFiltered({ slug }, 1, request, (row) => row.slug === slug);
      return rows && { niche: rows[0] ?? null };
    },
  });

/** The niches with these ids (a page's niches; deleted ones are left out); null when the upstream does not filter by ids. */
export const nicheRefsQuery = (ids: readonly number[]) => {
  const asked = [...new Set(ids)].sort((a, b) => a - b);
  return query<NicheRef[] | null>({
    key: [listKeyId(nicheReads.list, "find"), { ids: asked.join(",") }],
    read: (request) => readFiltered({ ids: asked.join(",") }, asked.length, request, (row) => asked.includes(row.id)),
    // Names and sites change seldom: the page's server read (or a cached answer) stands on mount, and
    // is asked again when the tab regains focus or a niche is changed here.
    options: { keepPreviousData: true, revalidateIfStale: false },
  });
};

/** The distinct niches of some products, for `nicheRefsQuery`; null when none has one. */
export function nicheIdsOf(products: readonly { niche_id?: number | null }[]): number[] | null {
  const ids = [...new Set(products.flatMap((product) => (product.niche_id == null ? [] : [product.niche_id])))];
  return ids.length > 0 ? ids : null;
}
