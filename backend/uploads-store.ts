// Uploaded images, tracked in the uploads table: their bytes in the table on PostgreSQL, where another
// instance may be asked for them, and in files under DATA_DIR/uploads on PGlite.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Database } from "./db/database";
import { insertUpload } from "./repos/uploads-repo";
import { HttpError } from "./http-errors";
import { catalogContract } from "../features/niche-catalog/contract";

export const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

export const STORED_NAME = /^([a-f0-9]{24})\.(png|jpg|webp|gif)$/;

/** Whether the bytes go into the database rather than into the data folder. */
export const keepsBytesInDatabase = (db: Database) => db.kind === "postgres";

export function uploadsDir(dataDir: string): string {
  const dir = path.join(dataDir, "uploads");
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** No room left on the disk, or the quota of the user the server runs as used up. */
const DISK_FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);

export const DISK_FULL = "No queda espacio en el disco del servidor para guardar la imagen. Libera espacio en el servidor e inténtalo de nuevo.";

/** What the caller is told of a failed write of an upload: a full disk is the server's fault (503), as a database that cannot answer is. */
export function uploadWriteError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && DISK_FULL_CODES.has(code) ? new HttpError(503, DISK_FULL) : err;
}

export function newUploadId(): string {
  return randomBytes(12).toString("hex");
}

export const publicUploadUrl = (id: string, ext: string) => catalogContract.uploadedFile.url({ name: `${id}.${ext}` });

/** Image type from magic bytes, as a stored extension. */
export function sniffImage(head: Buffer): "png" | "jpg" | "gif" | "webp" | undefined {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpg";
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString("latin1"))) return "gif";
  if (head.length >= 12 && head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return undefined;
}

/** Stores an in-memory image (seed placeholders). */
export async function storeImageBuffer(db: Database, dataDir: string, data: Buffer, filename: string) {
  const ext = sniffImage(data);
  if (!ext) throw new Error(`not an image: ${filename}`);
  const id = newUploadId();
  const inDatabase = keepsBytesInDatabase(db);
  if (!inDatabase) fs.writeFileSync(path.join(uploadsDir(dataDir), `${id}.${ext}`), data, { mode: 0o600 });
  await insertUpload(db, { id, filename, content_type: CONTENT_TYPES[ext], size: data.length }, inDatabase ? data : undefined);
  return { id, url: publicUploadUrl(id, ext), filename, size: data.length, content_type: CONTENT_TYPES[ext] };
}
