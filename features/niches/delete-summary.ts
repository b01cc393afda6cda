// Pure: what deleting a niche would take with it, shown in the confirmation modal.
import type { Product } from "@/features/products/schemas";
import type { Niche } from "./schemas";
import { resolveSiteUrl } from "./site-url";

export interface DeleteSummary {
  products: number;
  generatedContent: number;
  siteUrl: string | null;
}

export function deleteSummary(niche: Niche, products: readonly Product[]): DeleteSummary {
  return {
    products: products.length,
    // A product has content once generation completed or a content title was written.
    generatedContent: products.filter((p) => p.generation_status === "completed" || Boolean(p.content_title)).length,
    siteUrl: resolveSiteUrl(niche.vercel_data),
  };
}
