import "server-only";
// Decides whether an upstream 5xx body may reach the browser. A FastAPI-shaped {detail: "text"}
// passes; HTML/text error pages and anything carrying a traceback or stack are replaced by a
// generic Spanish detail, so internals (paths, code, versions) never leak to the client.

/** Bodies larger than this are never shown: real error details are short. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

const STACK_KEYS = new Set(["stack", "stacktrace", "stack_trace", "trace", "traceback", "exception", "exc_info"]);

const STACK_PATTERNS = [
  /Traceback \(most recent call last\)/, // Python
  /File "[^"]+", line \d+/, // Python frames
  /^\s*at .+[:(]\d+(:\d+)?\)?\s*$/m, // Node / Java frames
  /\bat [\w$.<>]+\([\w$]+\.(java|kt|scala):\d+\)/, // JVM frames on one line
];

export function looksLikeStackTrace(text: string): boolean {
  return STACK_PATTERNS.some((pattern) => pattern.test(text));
}

/** True when `text` (an upstream 5xx body of `contentType`) is a plain FastAPI error with nothing internal in it. */
export function isSafeErrorBody(contentType: string | null, text: string): boolean {
  if (!contentType || !/^application\/(.+\+)?json\b/i.test(contentType.trim())) return false;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.detail !== "string" || looksLikeStackTrace(record.detail)) return false;
  return !Object.keys(record).some((key) => STACK_KEYS.has(key.toLowerCase()));
}

/** Reads at most `limit` bytes of `body`; null when it is longer (the rest is cancelled). */
export async function readCapped(body: ReadableStream<Uint8Array>, limit = MAX_ERROR_BODY_BYTES): Promise<string | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
