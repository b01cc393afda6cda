// Spec 01 §8 order for the wizard's errors: the server's detail, else the error's message, else the default.
import { ApiError } from "@/lib/http/api-error";

export function detailOrMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
