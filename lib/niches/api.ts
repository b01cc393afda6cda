// The niche calls. Paths double as SWR keys: this module is the only place a niche URL is spelled.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import { nicheListSchema, nicheSchema, type Niche, type NicheUpdate } from "./schemas";

export const NICHES_PATH = "/api/v1/niches/";

export function nichePath(id: number | string): string {
  return `/api/v1/niches/${id}`;
}

/** A niche's products: read and written through the products module. */
export function nicheProductsPath(id: number | string): string {
  return `/api/v1/niches/${id}/products`;
}

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
