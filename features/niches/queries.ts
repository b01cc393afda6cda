// The niche reads as queries: one object per read for the page's first screen and the screen's hook.
import { query } from "@/lib/contract/query";
import { nicheReads } from "./api";
import { NICHES_PATH, nichePath } from "./paths";
import { nicheRow, type NicheRow } from "./row-view";

/** Every niche, as lists show them: a page hands its HTML only the row fields. */
export const nichesQuery = query({
  key: NICHES_PATH,
  read: (request) => nicheReads(request).niches(),
  firstScreen: (niches): NicheRow[] => niches.map(nicheRow),
  options: { keepPreviousData: true },
});

/** One niche, whole but for its credentials; a missing one is not asked again. */
export const nicheQuery = (id: number | string) =>
  query({ key: nichePath(id), read: (request) => nicheReads(request).niche(id), options: { shouldRetryOnError: false } });
