import type { Niche } from "./schemas";
import { resolveSiteUrl } from "./site-url";

/** What a product screen shows of a niche: its name, and its deployed site for the cards' links. */
export interface NicheRef {
  id: number;
  name: string;
  slug: string;
  site_url: string | null;
}

/** A niche as a product screen keeps it. */
export const nicheRef = (niche: Pick<Niche, "id" | "name" | "slug" | "vercel_data">): NicheRef => ({ id: niche.id, name: niche.name, slug: niche.slug, site_url: resolveSiteUrl(niche.vercel_data) });
