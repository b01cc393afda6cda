// The niche reads as queries: one object per read for the page's first screen and the screen's hook,
// keyed by their contract endpoint and params. Niches come as screens hold them, without their
// credentials; `readNicheSecrets` reads those on request.
import { query } from "@/lib/contract/query";
import { keyOf, matchesKey } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { Requester } from "@/lib/http/requester";
import type { nicheReads } from "./read-contract";
import { nicheRow, type NicheRow } from "./row-view";
import type { NicheSecrets, NicheView } from "./secrets";

type Niches = typeof nicheReads;

// The contract (and its schemas) loads on the first read, with the view that drops the credentials:
// the first screen comes parsed, and viewed, from the server.
const niches = async () => (await import("./read-contract")).nicheReads;
const view = async () => (await import("./secrets")).nicheView;

/** Every niche, as lists show them: a page hands its HTML only the row fields. */
export const nichesQuery = query({
  key: keyOf<Niches["list"]>("niches.list"),
  read: async (request): Promise<NicheView[]> => {
    const [contract, nicheView] = await Promise.all([niches(), view()]);
    return (await call(contract.list, {}, request)).map(nicheView);
  },
  firstScreen: (all): NicheRow[] => all.map(nicheRow),
  options: { keepPreviousData: true },
});

/** Every read of the niche list, whole, a page, its counts or a lookup: what a niche created, changed or deleted makes stale. */
export const isNicheListKey = (key: unknown) =>
  ["niches.list", "niches.page", "niches.count", "niches.find"].some((id) => matchesKey(key, id));

/** One niche, whole but for its credentials; a missing one is not asked again. */
export const nicheQuery = (id: number | string) =>
  query({
    key: keyOf<Niches["get"]>("niches.get", { niche_id: id }),
    read: async (request): Promise<NicheView> => {
      const [contract, nicheView] = await Promise.all([niches(), view()]);
      return nicheView(await call(contract.get, { params: { niche_id: id } }, request));
    },
    options: { shouldRetryOnError: false },
  });

/** A niche's credentials, read only when the user asks. */
export async function readNicheSecrets(id: number | string, request: Requester): Promise<NicheSecrets> {
  const [contract, { nicheSecretsSchema }] = await Promise.all([niches(), import("./secrets-schema")]);
  return call(contract.get, { params: { niche_id: id }, answer: nicheSecretsSchema }, request);
}
