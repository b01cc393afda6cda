// The niche list's filters and orders, as the URL, the API query and the backend spell them. Apart from
// list-query.ts, so the read contract takes them without the list screen's logic.

export const STATUS_FILTERS = ["all", "active", "inactive", "with_site", "no_site"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const SORT_FIELDS = ["updated_at", "created_at", "name", "product_count"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
