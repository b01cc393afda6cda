import "server-only";
// Proxied answers that may carry a token, a client secret, API keys or personal data must not be kept
// by the browser's cache or any shared cache on the way. That is every answer to a call made with
// credentials, and every answer to a call that changes something (signing in returns a token,
// creating an API client returns its secret). Only anonymous reads, such as uploaded images, may be cached.
import { API_CLIENT_ID_HEADER, API_CLIENT_SECRET_HEADER } from "@/lib/contract/credential-headers";

const CREDENTIAL_HEADERS = ["authorization", API_CLIENT_ID_HEADER, API_CLIENT_SECRET_HEADER];

export function mustNotStore(method: string, headers: Headers): boolean {
  const read = method === "GET" || method === "HEAD";
  return !read || CREDENTIAL_HEADERS.some((name) => headers.has(name));
}

/** Sets `Cache-Control: no-store` on `answerHeaders` when the request calls for it. */
export function applyNoStore(method: string, requestHeaders: Headers, answerHeaders: Headers): void {
  if (mustNotStore(method, requestHeaders)) answerHeaders.set("cache-control", "no-store");
}
