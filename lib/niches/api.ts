// The niche calls, on the URLs of ./paths.ts.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import type { Requester } from "@/lib/http/requester";
import { NICHES_PATH, nichePath } from "./paths";
import type { NicheUpdate } from "./request-schemas";
import { nicheListSchema, nicheSchema, type Niche } from "./schemas";

export { NICHES_PATH, nichePath, nicheProductsPath } from "./paths";

/** The niche reads through `request`: the browser's client by default, the server's requester on the server. */
export function nicheReads(request: Requester = apiRequest) {
  return {
    niches: (): Promise<Niche[]> => fetchAllPages(NICHES_PATH, nicheListSchema, request),
    niche: (id: number | string): Promise<Niche> => request(nichePath(id), nicheSchema),
  };
}

export const { niches: fetchNiches, niche: fetchNiche } = nicheReads();

/** PUT sends only the given fields (toggling sends just is_active). The answer is not read: refetch the niche. */
export async function updateNiche(id: number, changes: NicheUpdate): Promise<void> {
  await apiSend(nichePath(id), { method: "PUT", body: changes });
}

export async function deleteNiche(id: number): Promise<void> {
  await apiSend(nichePath(id), { method: "DELETE" });
}
