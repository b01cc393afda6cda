// Image upload constants and messages.
import { spanishDetail } from "@/lib/http/spanish-detail";
import { UPLOAD_MAX_BYTES } from "./schemas";

export const IMAGE_ACCEPT: Record<string, string[]> = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/webp": [".webp"],
  "image/gif": [".gif"],
};
export const IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;

export type RejectionReason = "invalidType" | "tooLarge" | "tooSmall" | "tooMany" | "unknown";

/** react-dropzone error codes to message keys. */
export function rejectionReason(code: string): RejectionReason {
  switch (code) {
    case "file-invalid-type":
      return "invalidType";
    case "file-too-large":
      return "tooLarge";
    case "file-too-small":
      return "tooSmall";
    case "too-many-files":
      return "tooMany";
    default:
      return "unknown";
  }
}

/** What to tell the user about a failed upload: the server's own words when it sent any in Spanish. */
export type UploadFailure =
  | { kind: "server"; message: string }
  /** The server no longer takes the session (a 401 whose words were not Spanish). */
  | { kind: "sessionEnded" }
  | { kind: "http"; status: number }
  /** The answer was not JSON (a proxy page, an empty body). */
  | { kind: "unreadable" }
  /** No answer at all, or an answer that is not an upload result. */
  | { kind: "generic" }
  | { kind: "noToken" }
  /** Larger than the deployment accepts in one request (checked before sending, or a proxy's 413). */
  | { kind: "requestTooLarge"; maxBytes: number };

// Room for the multipart boundary and part headers around the file itself (the name at most 3 bytes a character).
const MULTIPART_OVERHEAD_BYTES = 1024;

/** Whether one file's upload request would exceed the deployment's request limit. */
export function exceedsRequestLimit(file: { size: number; name: string }, maxBytes: number | null): boolean {
  return maxBytes !== null && file.size + file.name.length * 3 + MULTIPART_OVERHEAD_BYTES > maxBytes;
}

export function failureFromResponse(status: number, bodyText: string, maxBytes: number | null = null): UploadFailure {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // A proxy in front of the panel (Vercel's) refuses an oversized body with a plain-text 413.
    if (status === 413 && maxBytes !== null) return { kind: "requestTooLarge", maxBytes };
    return { kind: "unreadable" };
  }
  if (body && typeof body === "object") {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    const said = typeof detail === "string" ? detail : Array.isArray(detail) ? validationText(detail) : typeof message === "string" ? message : "";
    // English words from the server are not shown: the session's end, else the generic failure, says it.
    const text = spanishDetail(said);
    if (text) return { kind: "server", message: text };
    if (status === 401) return { kind: "sessionEnded" };
    if (said.trim()) return { kind: "generic" };
  }
  return status === 401 ? { kind: "sessionEnded" } : { kind: "http", status };
}

/** A validation report's messages, as one text. */
function validationText(detail: unknown[]): string {
  const msgs = detail.map((d) => (d && typeof d === "object" ? (d as { msg?: unknown }).msg : null));
  return msgs.filter((m): m is string => typeof m === "string").join("; ");
}
