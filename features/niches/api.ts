// The niche calls, on the URLs of ./contract.ts.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/browser-data/client";
import type { Requester } from "@/lib/http/requester";
import { NICHES_PATH, nichePath } from "./paths";
import type { NicheUpdate } from "./request-schemas";
import { nicheListSchema, nicheSchema } from "./schemas";
import { nicheView, type NicheSecrets, type NicheView } from "./secrets";
import { nicheSecretsSchema } from "./secrets-schema";

export { NICHES_PATH, nichePath } from "./paths";

/**
 * The niche reads through `request`: the browser's client by default, the server's requester on the
 * server. Niches come as screens hold them, without their credentials; `secrets` reads those on request.
 */
export function nicheReads(request: Requester = apiRequest) {
  return {
    niches: async (): Promise<NicheView[]> => (await fetchAllPages(NICHES_PATH, nicheListSchema, request)).map(nicheView),
    niche: async (id: number | string): Promise<NicheView> => nicheView(await request(nichePath(id), nicheSchema)),
    secrets: (id: number | string): Promise<NicheSecrets> => request(nichePath(id), nicheSecretsSchema),
  };
}

export const { niches: fetchNiches, niche: fetchNiche, secrets: fetchNicheSecrets } = nicheReads();

/** PUT sends only the given fields (toggling sends just is_active). The answer is not read: refetch the niche. */
export async function updateNiche(id: number, changes: NicheUpdate): Promise<void> {
  await apiSend(nichePath(id), { method: "PUT", body: changes });
}

export async function deleteNiche(id: number): Promise<void> {
  await apiSend(nichePath(id), { method: "DELETE" });
}
