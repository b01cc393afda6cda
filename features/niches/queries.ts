// The niche reads as queries: one object per read for the page's first screen and the screen's hook.
import { query } from "@/lib/contract/query";
import { NICHES_PATH, nichePath } from "./paths";
import { nicheRow, type NicheRow } from "./row-view";

// The reads (and their schemas) load on the first call: the first screen comes parsed from the server.
const reads = () => import("./api");

/** Every niche, as lists show them: a page hands its HTML only the row fields. */
export const nichesQuery = query({
  key: NICHES_PATH,
  read: async (request) => (await reads()).nicheReads(request).niches(),
  firstScreen: (niches): NicheRow[] => niches.map(nicheRow),
  options: { keepPreviousData: true },
});

/** One niche, whole but for its credentials; a missing one is not asked again. */
export const nicheQuery = (id: number | string) =>
  query({ key: nichePath(id), read: async (request) => (await reads()).nicheReads(request).niche(id), options: { shouldRetryOnError: false } });
