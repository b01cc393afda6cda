// The niche URLs, which double as SWR keys: the only place they are spelled. No imports, so the
// realtime cache handlers that every admin page loads stay small.
export const NICHES_PATH = "/api/v1/niches/";

export function nichePath(id: number | string): string {
  return `/api/v1/niches/${id}`;
}

/** A niche's products: read and written through the products module. */
export function nicheProductsPath(id: number | string): string {
  return `/api/v1/niches/${id}/products`;
}
