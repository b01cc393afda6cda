// The client list's sorts, as the contract's `sort` query names them: free of the table's code.
export const SORT_KEYS = ["name", "status", "created_at", "last_used_at", "request_count"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** A sort as a list call's `sort` param: the column, `-` first for descending. */
export const SORT_PARAMS = SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type SortParam = (typeof SORT_PARAMS)[number];
