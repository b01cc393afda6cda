import type { UploadedFile } from "./schemas";

/** The server id of an upload, from its answer or its file name in the URL. */
export function uploadIdOf(file: UploadedFile): string | null {
  if (file.id) return file.id;
  const match = /\/([a-f0-9]{24})\.[a-z]+$/i.exec(file.url);
  return match ? match[1] : null;
}
