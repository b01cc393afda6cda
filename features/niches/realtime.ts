// What realtime events change in the cached niches: the list carries product counts, and an automation
// changes the niche it built (its site once the website is ready, the whole niche once it completes).
import type { RealtimeCacheHandler, RealtimeCacheEffects } from "@/lib/realtime/cache-handler";
import { changesProducts } from "@/lib/realtime/events";
import type { NicheAutomationProgressEvent } from "@/lib/realtime/schemas";
import { detailEventEffect } from "./automation-events";
import { NICHES_PATH, nichesPathTemplates } from "./paths";
import type { NicheView } from "./secrets";

/** A niche's own key, drawn from the path template: filling it would encode the pattern as if it were an id. */
const ONE_NICHE = new RegExp(`^${nichesPathTemplates.get.replace("{niche_id}", "(\\d+)")}$`);

export const nichesCacheHandler: RealtimeCacheHandler = (events, fx) => {
  for (const event of events) {
    if (changesProducts(event)) {
      fx.stale.exact.add(NICHES_PATH);
      fx.stale.prefixes.add(`${NICHES_PATH}?`);
    } else if (event.type === "niche_automation_progress") {
      patchAutomatedNiches(event.payload, fx);
      if (event.payload.status === "automation_completed") fx.stale.prefixes.add(NICHES_PATH);
    }
  }
};

/** The cached niches an automation event names take what it carries at once, before their refetch. */
function patchAutomatedNiches(event: NicheAutomationProgressEvent, fx: RealtimeCacheEffects): void {
  for (const key of [...fx.cachedKeys()]) {
    const id = ONE_NICHE.exec(key)?.[1];
    if (id === undefined) continue;
    fx.patch(key, (current) => {
      const effect = detailEventEffect(event, (current as NicheView | undefined) ?? null, Number(id));
      if (effect.kind === "ignore") return current;
      if (effect.niche) return effect.niche;
      fx.stale.exact.add(key);
      return current;
    });
  }
}
