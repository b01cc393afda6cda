"use client";

// XMLHttpRequest rather than fetch: only XHR reports upload progress.
import { checkSessionAfterRefusal, getToken } from "@/lib/browser-data/client";
import { catalogContract } from "./contract";
import { uploadResponseSchema, type UploadedFile } from "./schemas";
import { exceedsRequestLimit, failureFromResponse, type UploadFailure } from "./upload-rules";

const UPLOAD_PATH = catalogContract.uploadImages.path;

export class UploadError extends Error {
  readonly failure: UploadFailure;

  constructor(failure: UploadFailure) {
    super(failure.kind === "server" ? failure.message : failure.kind);
    this.name = "UploadError";
    this.failure = failure;
  }
}

/**
 * Uploads one file (multipart field `files`) and reports progress from 0 to 1. `maxRequestBytes` is
 * the deployment's request limit: a file too large for it is refused before anything is sent.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  maxRequestBytes: number | null = null,
): Promise<UploadedFile> {
  const token = getToken();
  if (!token) return Promise.reject(new UploadError({ kind: "noToken" }));
  if (maxRequestBytes !== null && exceedsRequestLimit(file, maxRequestBytes)) {
    return Promise.reject(new UploadError({ kind: "requestTooLarge", maxBytes: maxRequestBytes }));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.open("POST", UPLOAD_PATH);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      checkSessionAfterRefusal(UPLOAD_PATH, xhr.status);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(failureFromResponse(xhr.status, xhr.responseText, maxRequestBytes)));
        return;
      }
      let parsed: ReturnType<typeof uploadResponseSchema.safeParse>;
      try {
        parsed = uploadResponseSchema.safeParse(JSON.parse(xhr.responseText));
      } catch {
        reject(new UploadError({ kind: "unreadable" }));
        return;
      }
      const uploaded = parsed.success ? parsed.data.files[0] : undefined;
      if (!uploaded) {
        reject(new UploadError({ kind: "generic" }));
        return;
      }
      onProgress(1);
      resolve(uploaded);
    };
    xhr.onerror = () => reject(new UploadError({ kind: "generic" }));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
