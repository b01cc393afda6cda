// The niche calls, on the URLs of ./paths.ts.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import { NICHES_PATH, nichePath } from "./paths";
import { nicheListSchema, nicheSchema, type Niche, type NicheUpdate } from "./schemas";

export { NICHES_PATH, nichePath, nicheProductsPath } from "./paths";

export function fetchNiches(): Promise<Niche[]> {
  return fetchAllPages(NICHES_PATH, nicheListSchema);
}

export function fetchNiche(id: number | string): Promise<Niche> {
  return apiRequest(nichePath(id), nicheSchema);
}

/** PUT sends only the given fields (toggling sends just is_active). The answer is not read: refetch the niche. */
export async function updateNiche(id: number, changes: NicheUpdate): Promise<void> {
  await apiSend(nichePath(id), { method: "PUT", body: changes });
}

export async function deleteNiche(id: number): Promise<void> {
  await apiSend(nichePath(id), { method: "DELETE" });
}
