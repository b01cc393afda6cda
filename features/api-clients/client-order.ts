// Whether a page of clients came in the asked order: loaded with a page's read, never with the table.
import type { ApiClient } from "./schemas";
import { normalizeText, sortValue, type SortState } from "./table-view";

/**
 * Whether rows come in the sort's order (ties aside; names by their folded code points, as a database
 * without the reader's collation orders them; missing values last).
 */
export function inClientOrder(rows: readonly ApiClient[], sort: SortState): boolean {
  const sign = sort.direction === "asc" ? 1 : -1;
  const valueOf = (client: ApiClient) => (sort.key === "name" ? normalizeText(client.name) : sortValue(client, sort.key));
  return rows.every((row, i) => {
    if (i === 0) return true;
    const [a, b] = [valueOf(rows[i - 1]), valueOf(row)];
    if (a === null || b === null) return b === null;
    return (a < b ? -1 : a > b ? 1 : 0) * sign <= 0;
  });
}
