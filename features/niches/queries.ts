// The niche reads as queries: one object per read for the page's first screen and the screen's hook,
// keyed by their contract endpoint and params. Niches come as screens hold them, without their
// credentials; `readNicheSecrets` reads those on request.
import { listKeyId } from "@/lib/contract/list";
import { query } from "@/lib/contract/query";
import { keyFor, matchesKey } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { Requester } from "@/lib/http/requester";
import { nicheReads } from "./read-contract";
import { nicheRow, type NicheRow } from "./row-view";
import { nicheView, type NicheSecrets, type NicheView } from "./secrets";
import { nicheSecretsSchema } from "./secrets-schema";

/** Every niche, as lists show them: a page hands its HTML only the row fields. */
export const nichesQuery = query({
  key: keyFor(nicheReads.list),
  read: async (request): Promise<NicheView[]> => (await call(nicheReads.list, {}, request)).map(nicheView),
  firstScreen: (all): NicheRow[] => all.map(nicheRow),
  options: { keepPreviousData: true },
});

/** Every read of the niche list, whole, a page, its counts or a lookup: what a niche created, changed or deleted makes stale. */
export const isNicheListKey = (key: unknown) =>
  [nicheReads.list.id, ...(["page", "count", "find"] as const).map((kind) => listKeyId(nicheReads.list, kind))].some((id) => matchesKey(key, id));

/** One niche, whole but for its credentials; a missing one is not asked again. */
export const nicheQuery = (id: number | string) =>
  query({
    key: keyFor(nicheReads.get, { params: { niche_id: id } }),
    read: async (request): Promise<NicheView> => nicheView(await call(nicheReads.get, { params: { niche_id: id } }, request)),
    options: { shouldRetryOnError: false },
  });

/** A niche's credentials, read only when the user asks. */
export async function readNicheSecrets(id: number | string, request: Requester): Promise<NicheSecrets> {
  return call(nicheReads.get, { params: { niche_id: id }, answer: nicheSecretsSchema }, request);
}
