import { ApiError } from "@/lib/http/api-error";

/** What to tell the reader about a failed call: the server's detail, else the error's own message (spec 02 §8). */
export function errorReason(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  return error instanceof Error ? error.message : String(error ?? "");
}
