/**
 * @jest-environment node
 */
import { BodyTooLargeError, declaresTooLarge, limitBody } from "./proxy-body-limit";

function chunks(...sizes: number[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of sizes) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
  }
}

describe("declaresTooLarge", () => {
  it("compares the declared Content-Length with the limit", () => {
    expect(declaresTooLarge(new Headers({ "content-length": "101" }), 100)).toBe(true);
    expect(declaresTooLarge(new Headers({ "content-length": "100" }), 100)).toBe(false);
    expect(declaresTooLarge(new Headers(), 100)).toBe(false);
    expect(declaresTooLarge(new Headers({ "content-length": "abc" }), 100)).toBe(false);
  });
});

describe("limitBody", () => {
  it("passes a body within the limit through untouched", async () => {
    const { stream, signal } = limitBody(chunks(40, 60), 100);
    expect(await drain(stream)).toBe(100);
    expect(signal.aborted).toBe(false);
  });

  it("errors the stream and aborts its signal once the limit is passed", async () => {
    const { stream, signal } = limitBody(chunks(60, 60, 60), 100);
    await expect(drain(stream)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(BodyTooLargeError);
  });
});
