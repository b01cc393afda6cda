// The dashboard's counts as aggregate queries over the kept counts: their cost grows with the niches,
// never with the products.
import type { Database } from "../db/database";
import type { Stats } from "../../features/dashboard/schemas";
import { nicheIdsWithSite } from "./niches-repo";
import { readTokenStats } from "./token-usage-repo";

/** Counts of every niche, or of `onlyNiche` and its products for a client confined to it. */
export async function readStats(db: Database, onlyNiche?: number): Promise<Stats> {
  const params = onlyNiche === undefined ? [] : [onlyNiche];
  const niche = onlyNiche === undefined ? "TRUE" : "id = $1";
  const product = onlyNiche === undefined ? "" : "WHERE niche_id = $1";
  const [counts, sites, statuses, tokens] = await Promise.all([
    db.one<{ total: string; active: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE is_active) AS active FROM niches WHERE ${niche}`,
      params,
    ),
    nicheIdsWithSite(db, onlyNiche),
    db.query<{ status: string; n: string }>(`SELECT generation_status AS status, sum(n) AS n FROM product_counts ${product} GROUP BY 1`, params),
    readTokenStats(db, onlyNiche),
  ]);
  const byStatus = Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)]));
  return {
    niches: {
      total: Number(counts?.total ?? 0),
      active: Number(counts?.active ?? 0),
      with_site: sites.length,
    },
    products: { total: statuses.reduce((sum, row) => sum + Number(row.n), 0), by_status: byStatus },
    tokens,
  };
}
