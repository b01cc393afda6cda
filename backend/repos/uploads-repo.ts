// SQL for the uploads table: one row per image, its bytes in the row (PostgreSQL) or in a file under
// DATA_DIR/uploads (PGlite).
import type { Database } from "../db/database";

export interface UploadRow {
  id: string;
  filename: string;
  content_type: string;
  size: number;
}

/** `data` is kept in the row when given (on PostgreSQL, where every instance must serve it). */
export async function insertUpload(db: Database, upload: UploadRow, data?: Buffer): Promise<void> {
  await db.query("INSERT INTO uploads (id, filename, content_type, size, data) VALUES ($1, $2, $3, $4, $5)", [
    upload.id,
    upload.filename,
    upload.content_type,
    upload.size,
    data ?? null,
  ]);
}

/** The bytes kept in the row of an upload of that type, or undefined. */
export async function readUploadData(db: Database, id: string, contentType: string): Promise<Buffer | undefined> {
  const row = await db.one<{ data: Uint8Array | null }>("SELECT data FROM uploads WHERE id = $1 AND content_type = $2", [id, contentType]);
  return row?.data ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : undefined;
}

/** Deletes the row and returns its content type, or undefined when there was none. */
export async function deleteUpload(db: Database, id: string): Promise<string | undefined> {
  return (await db.one<{ content_type: string }>("DELETE FROM uploads WHERE id = $1 RETURNING content_type", [id]))?.content_type;
}
