// Calls for niches (spec 01 §7 "Niches"). Paths double as SWR keys, so the realtime layer can revalidate them.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import { productListSchema, type Product } from "@/lib/products/schemas";
import { nicheListSchema, nicheSchema, type Niche, type NicheUpdate } from "./schemas";

export const NICHES_PATH = "/api/v1/niches/";

export function nichePath(id: number | string): string {
  return `/api/v1/niches/${id}`;
}

export function nicheProductsPath(id: number | string): string {
  return `/api/v1/niches/${id}/products`;
}

export function fetchNiches(): Promise<Niche[]> {
  return fetchAllPages(NICHES_PATH, nicheListSchema);
}

export function fetchNiche(id: number | string): Promise<Niche> {
  return apiRequest(nichePath(id), nicheSchema);
}

export function fetchNicheProducts(id: number | string): Promise<Product[]> {
  return fetchAllPages(nicheProductsPath(id), productListSchema);
}

/** PUT sends only the given fields (toggling sends just is_active). The answer is not read: refetch the niche. */
export async function updateNiche(id: number, changes: NicheUpdate): Promise<void> {
  await apiSend(nichePath(id), { method: "PUT", body: changes });
}

export async function deleteNiche(id: number): Promise<void> {
  await apiSend(nichePath(id), { method: "DELETE" });
}
