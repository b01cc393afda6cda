// Pure: how the niche detail page reacts to niche_automation_progress events.
import type { NicheAutomationProgressEvent } from "@/features/automation/events";
import type { Niche } from "./schemas";
import { sameSlug } from "./same-slug";
import { nicheView, type NicheView } from "./secrets";
import { parseVercelData } from "./site-url";
import { asObject } from "@/lib/as-object";

export type DetailEventEffect =
  | { kind: "ignore" }
  /** The automation finished: `niche` is the updated niche when the event carried it, else reload. */
  | { kind: "completed"; niche: NicheView | null }
  | { kind: "siteReady"; niche: NicheView };

const IGNORE: DetailEventEffect = { kind: "ignore" };

/**
 * `niche` is the loaded niche, or null while loading (then only an automation_completed naming
 * `nicheId` in its niche data counts, and it triggers a reload).
 */
export function detailEventEffect(
  event: NicheAutomationProgressEvent,
  niche: NicheView | null,
  nicheId: number,
): DetailEventEffect {
  if (!event.niche_slug) return IGNORE;

  if (event.status === "automation_completed") {
    const final = event.final_data;
    if (!final?.success) return IGNORE;
    const returned = asObject(final.niche_data);
    if (!niche) return returned?.id === nicheId ? { kind: "completed", niche: null } : IGNORE;
    if (!sameSlug(event.niche_slug, niche.slug)) return IGNORE;
    if (!returned || (returned.id !== undefined && returned.id !== niche.id)) return { kind: "completed", niche: null };
    // What the event carries passes through the same view as a read: its credentials stay out.
    const updated = { ...niche, ...returned, id: niche.id } as Niche;
    const websiteConfig = asObject(final.previous_results?.website_config?.data);
    if (websiteConfig) updated.vercel_data = JSON.stringify({ ...parseVercelData(updated.vercel_data), ...websiteConfig });
    else if (returned.vercel_data !== undefined && typeof returned.vercel_data !== "string" && returned.vercel_data !== null)
      updated.vercel_data = JSON.stringify(returned.vercel_data);
    return { kind: "completed", niche: nicheView(updated) };
  }

  if (event.status === "website_completed") {
    if (!niche || !sameSlug(event.niche_slug, niche.slug)) return IGNORE;
    const siteUrl = asObject(event.data)?.siteUrl;
    if (typeof siteUrl !== "string" || !siteUrl.trim()) return IGNORE;
    const vercelData = { ...parseVercelData(niche.vercel_data), siteUrl };
    return { kind: "siteReady", niche: nicheView({ ...niche, vercel_data: JSON.stringify(vercelData) }) };
  }

  return IGNORE;
}
