// Image upload constants and messages (spec 02 §5 "Image upload", §8 "Upload failure").
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

/** What to tell the user about a failed upload: the server's own words when it sent any. */
export type UploadFailure =
  | { kind: "server"; message: string }
  | { kind: "http"; status: number }
  /** The answer was not JSON (a proxy page, an empty body). */
  | { kind: "unreadable" }
  /** No answer at all, or an answer that is not an upload result. */
  | { kind: "generic" }
  | { kind: "noToken" };

export function failureFromResponse(status: number, bodyText: string): UploadFailure {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { kind: "unreadable" };
  }
  if (body && typeof body === "object") {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === "string" && detail) return { kind: "server", message: detail };
    if (Array.isArray(detail)) {
      const msgs = detail.map((d) => (d && typeof d === "object" ? (d as { msg?: unknown }).msg : null));
      const text = msgs.filter((m): m is string => typeof m === "string").join("; ");
      if (text) return { kind: "server", message: text };
    }
    if (typeof message === "string" && message) return { kind: "server", message };
  }
  return { kind: "http", status };
}
