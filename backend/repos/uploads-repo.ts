// SQL for the uploads table: one row per image file stored under DATA_DIR/uploads.
import type { Database } from "../db/database";

export interface UploadRow {
  id: string;
  filename: string;
  content_type: string;
  size: number;
}

export async function insertUpload(db: Database, upload: UploadRow): Promise<void> {
  await db.query("INSERT INTO uploads (id, filename, content_type, size) VALUES ($1, $2, $3, $4)", [
    upload.id,
    upload.filename,
    upload.content_type,
    upload.size,
  ]);
}

/** Deletes the row and returns its content type, or undefined when there was none. */
export async function deleteUpload(db: Database, id: string): Promise<string | undefined> {
  return (await db.one<{ content_type: string }>("DELETE FROM uploads WHERE id = $1 RETURNING content_type", [id]))?.content_type;
}
