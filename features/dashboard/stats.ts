// Dashboard counters: niches, products and their generation states, in the groups the product lists filter by.
import type { Niche } from "@/features/niches/schemas";
import type { Stats, TokenStats } from "./schemas";
import type { Product } from "@/features/products/schemas";
import { resolveSiteUrl } from "@/features/niches";
import { STATUS_KINDS, STATUSES_OF, type StatusKind } from "@/features/products";

export interface DashboardStats {
  total: number;
  active: number;
  withSites: number;
  totalProducts: number;
  /** The "Pendiente" group, as /products?status=pending lists it. */
  pendingProducts: number;
  completedProducts: number;
  byKind: Record<StatusKind, number>;
  /** Tokens the model spent, when the upstream keeps them (never counted from the lists). */
  tokens?: TokenStats;
}

/** Counts per group from counts per raw status; a status no group names counts as none. */
function byKindOf(countOf: (status: string) => number): Record<StatusKind, number> {
  return Object.fromEntries(STATUS_KINDS.map((kind) => [kind, STATUSES_OF[kind].reduce((sum, s) => sum + countOf(s), 0)])) as Record<StatusKind, number>;
}

type NicheCounts = Pick<DashboardStats, "total" | "active" | "withSites">;

function statsOf(niches: NicheCounts, totalProducts: number, byKind: Record<StatusKind, number>): DashboardStats {
  return { ...niches, totalProducts, pendingProducts: byKind.pending, completedProducts: byKind.completed, byKind };
}

export function computeDashboardStats(
  niches: readonly Pick<Niche, "is_active" | "vercel_data">[],
  products: readonly Pick<Product, "generation_status">[],
): DashboardStats {
  const byStatus = new Map<string, number>();
  for (const product of products) byStatus.set(product.generation_status, (byStatus.get(product.generation_status) ?? 0) + 1);
  return statsOf(
    {
      total: niches.length,
      active: niches.filter((n) => n.is_active).length,
      withSites: niches.filter((n) => resolveSiteUrl(n.vercel_data) !== null).length,
    },
    products.length,
    byKindOf((status) => byStatus.get(status) ?? 0),
  );
}

/** The counters from an upstream's own counts. */
export function statsFromAnswer(answer: Stats): DashboardStats {
  const counts = statsOf(
    { total: answer.niches.total, active: answer.niches.active, withSites: answer.niches.with_site },
    answer.products.total,
    byKindOf((status) => answer.products.by_status[status] ?? 0),
  );
  return answer.tokens ? { ...counts, tokens: answer.tokens } : counts;
}
