// A record's version is its `updated_at`: an edit made from an older one would undo what was saved since.
import type { Database } from "../db/database";

type VersionedTable = "catalog_items" | "api_clients";

/** Whether the row's `updated_at` is `version`; undefined when there is no such row. */
export async function rowVersionIs(db: Database, table: VersionedTable, id: number, version: string): Promise<boolean | undefined> {
  const row = await db.one<{ same: boolean }>(`SELECT updated_at = $2::timestamptz AS same FROM ${table} WHERE id = $1`, [id, version]);
  return row?.same;
}

/** The WHERE clause's version check for an update (empty without one), its value pushed onto `params`. */
export function unchangedSinceClause(params: unknown[], unchangedSince: string | undefined): string {
  return unchangedSince === undefined ? "" : ` AND updated_at = $${params.push(unchangedSince)}::timestamptz`;
}
