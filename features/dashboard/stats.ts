// Dashboard counters: niches, products and their generation states.
import type { Niche } from "@/features/niches/schemas";
import type { Stats } from "./schemas";
import type { Product } from "@/features/products/schemas";
import { resolveSiteUrl } from "@/features/niches";
import { GENERATION_STATUSES } from "@/features/products";

export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

export interface DashboardStats {
  total: number;
  active: number;
  withSites: number;
  totalProducts: number;
  /** pending or processing. */
  pendingProducts: number;
  completedProducts: number;
  byStatus: Record<GenerationStatus, number>;
}

export function computeDashboardStats(
  niches: readonly Pick<Niche, "is_active" | "vercel_data">[],
  products: readonly Pick<Product, "generation_status">[],
): DashboardStats {
  const byStatus = Object.fromEntries(GENERATION_STATUSES.map((s) => [s, 0])) as Record<GenerationStatus, number>;
  for (const product of products) byStatus[product.generation_status] += 1;
  return {
    total: niches.length,
    active: niches.filter((n) => n.is_active).length,
    withSites: niches.filter((n) => resolveSiteUrl(n.vercel_data) !== null).length,
    totalProducts: products.length,
    pendingProducts: byStatus.pending + byStatus.processing,
    completedProducts: byStatus.completed,
    byStatus,
  };
}

/** The counters from an upstream's own counts; a status it does not name counts as none. */
export function statsFromAnswer(answer: Stats): DashboardStats {
  const byStatus = Object.fromEntries(GENERATION_STATUSES.map((s) => [s, answer.products.by_status[s] ?? 0])) as Record<GenerationStatus, number>;
  return {
    total: answer.niches.total,
    active: answer.niches.active,
    withSites: answer.niches.with_site,
    totalProducts: answer.products.total,
    pendingProducts: byStatus.pending + byStatus.processing,
    completedProducts: byStatus.completed,
    byStatus,
  };
}
