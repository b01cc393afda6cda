import "server-only";
// Caps how many request bytes the proxy streams to the upstream, so a runaway upload is cut off
// at the panel instead of being carried all the way to the backend.

/** True when the client declared a body larger than `maxBytes` (checked before contacting the upstream). */
export function declaresTooLarge(headers: Headers, maxBytes: number): boolean {
  const declared = headers.get("content-length");
  if (declared === null || !/^\d+$/.test(declared.trim())) return false;
  return Number(declared) > maxBytes;
}

export class BodyTooLargeError extends Error {
  constructor() {
    super("request body exceeds the proxy limit");
    this.name = "BodyTooLargeError";
  }
}

/**
 * Passes `body` through while counting bytes. Past `maxBytes` the returned stream errors (which
 * makes fetch abort the upstream request) and `signal` aborts, so the caller can tell a 413 from
 * any other failure. Chunked bodies carry no Content-Length, hence the count while streaming.
 */
export function limitBody(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const exceeded = new AbortController();
  let seen = 0;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          const error = new BodyTooLargeError();
          exceeded.abort(error);
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, signal: exceeded.signal };
}
