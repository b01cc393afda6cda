// What realtime events change in the cached niches: the list carries product counts, and an automation
// changes the niche it built (its site once the website is ready, the whole niche once it completes).
import type { RealtimeCacheHandler, RealtimeCacheEffects } from "@/lib/realtime/cache-handler";
import { changesProducts } from "@/features/products";
import type { NicheAutomationProgressEvent } from "@/features/automation/events";
import { listKeyId } from "@/lib/contract/list";
import { keyParam, matchesKey } from "@/lib/contract/query-key";
import { detailEventEffect } from "./automation-events";
import { nicheReads } from "./read-contract";
import type { NicheView } from "./secrets";

export const nichesCacheHandler: RealtimeCacheHandler = (events, fx) => {
  for (const event of events) {
    if (changesProducts(event)) {
      // The lists carry product counts (and sort by them); a page is read again as the whole list is.
      fx.stale.add("niches.list");
      fx.stale.add(listKeyId(nicheReads.list, "page"));
    } else if (event.type === "niche_automation_progress") {
      patchAutomatedNiches(event.payload, fx);
      // The automation built a niche and filled it with products.
      if (event.payload.status === "automation_completed") {
        fx.stale.add("niches.");
        fx.stale.add("products.ofNiche");
      }
    }
  }
};

/** The cached niches an automation event names take what it carries at once, before their refetch. */
function patchAutomatedNiches(event: NicheAutomationProgressEvent, fx: RealtimeCacheEffects): void {
  for (const key of [...fx.cachedKeys()]) {
    const id = matchesKey(key, "niches.get") ? keyParam(key, "niche_id") : undefined;
    if (id === undefined) continue;
    fx.patch(key, (current) => {
      const effect = detailEventEffect(event, (current as NicheView | undefined) ?? null, Number(id));
      if (effect.kind === "ignore") return current;
      if (effect.niche) return effect.niche;
      fx.stale.add("niches.get", { niche_id: id });
      return current;
    });
  }
}
