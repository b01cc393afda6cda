// Pure: the message key (namespace niches.delete.errors) for a failed DELETE (spec 01 §8).
import { ApiError } from "@/lib/http/api-error";

export type DeleteErrorMessage = { key: "conflict" | "forbidden" | "notFound" | "generic" } | { text: string };

export function deleteErrorMessage(error: unknown): DeleteErrorMessage {
  if (error instanceof ApiError) {
    if (error.status === 409) return { key: "conflict" };
    if (error.status === 403) return { key: "forbidden" };
    if (error.status === 404) return { key: "notFound" };
    if (error.detail) return { text: error.detail };
  }
  return { key: "generic" };
}
