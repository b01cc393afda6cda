import "server-only";
import type { Readable } from "node:stream";

/**
 * A node request body as a web stream, read only as fast as it is consumed. Unlike Readable.toWeb,
 * cancelling it (the size limit) drains the rest instead of destroying the request, whose socket
 * must stay open for the 413 answer.
 */
export function requestBody(source: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  let attached = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) source.pause();
  };
  const onEnd = () => settle(() => controller.close());
  const onError = (error: Error) => settle(() => controller.error(error));
  const onClose = () => settle(() => controller.error(new Error("the client closed the request")));
  function detach() {
    source.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
  }
  function settle(action: () => void) {
    if (settled) return;
    settled = true;
    detach();
    action();
  }
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        if (!attached) {
          attached = true;
          source.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
        }
        source.resume();
      },
      cancel() {
        settled = true;
        detach();
        source.resume();
      },
    },
    // Nothing is read before the upstream asks for it (a refused request is never read).
    { highWaterMark: 0 },
  );
}
