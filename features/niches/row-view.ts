// What a list of niches shows of each (cards, counts, filters, search, the products' niche names and
// filter, the import's niche choice): the server hands a list page only these fields, so its HTML
// carries no more than the list shows. A niche's own pages read it whole (without its credentials).
import type { NicheView } from "./secrets";

export const NICHE_ROW_FIELDS = [
  "id",
  "name",
  "slug",
  "description",
  "affiliate_tag",
  "is_active",
  "created_at",
  "updated_at",
  "mercado",
  "vercel_data",
  "product_count",
  "has_generated_content",
  "stored_secrets",
] as const satisfies readonly (keyof NicheView)[];

export type NicheRow = Pick<NicheView, (typeof NICHE_ROW_FIELDS)[number]>;

export function nicheRow(niche: NicheView): NicheRow {
  const row: Partial<Record<keyof NicheRow, unknown>> = {};
  for (const field of NICHE_ROW_FIELDS) if (niche[field] !== undefined) row[field] = niche[field];
  return row as NicheRow;
}
