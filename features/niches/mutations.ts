// The niche calls the browser makes on the user's word: reads outside a screen's queries, and writes.
import { apiRequest } from "@/lib/browser-data/client";
import { send } from "@/lib/http/call";
import { nichesContract } from "./contract";
import { nicheQuery, nichesQuery, readNicheSecrets } from "./queries";
import type { NicheUpdate } from "./request-schemas";

export const fetchNiches = () => nichesQuery.read(apiRequest);

export const fetchNiche = (id: number | string) => nicheQuery(id).read(apiRequest);

export const fetchNicheSecrets = (id: number | string) => readNicheSecrets(id, apiRequest);

/** PUT sends only the given fields (toggling sends just is_active). The answer is not read: refetch the niche. */
export async function updateNiche(id: number, changes: NicheUpdate): Promise<void> {
  await send(nichesContract.update, { params: { niche_id: id }, body: changes }, apiRequest);
}

export async function deleteNiche(id: number): Promise<void> {
  await send(nichesContract.remove, { params: { niche_id: id } }, apiRequest);
}
