/**
 * @jest-environment node
 */
import { isSafeErrorBody, looksLikeStackTrace, readCapped } from "./proxy-error-body";

const JSON_TYPE = "application/json";

describe("isSafeErrorBody", () => {
  it("keeps a FastAPI-shaped detail", () => {
    expect(isSafeErrorBody(JSON_TYPE, JSON.stringify({ detail: "Internal Server Error" }))).toBe(true);
    expect(isSafeErrorBody("application/json; charset=utf-8", JSON.stringify({ detail: "No se pudo generar", code: 7 }))).toBe(true);
  });

  it.each([
    ["an HTML error page", "text/html", "<html><body><h1>500</h1><pre>at handler (/srv/app.js:10:5)</pre></body></html>"],
    ["plain text", "text/plain", "Internal Server Error"],
    ["no content type", null, JSON.stringify({ detail: "x" })],
    ["invalid JSON", JSON_TYPE, "{detail:"],
    ["a JSON array", JSON_TYPE, "[]"],
    ["a non-string detail", JSON_TYPE, JSON.stringify({ detail: { error: "x" } })],
    ["a Python traceback in detail", JSON_TYPE, JSON.stringify({ detail: 'Traceback (most recent call last):\n  File "/app/main.py", line 3, in f' })],
    ["a Node stack in detail", JSON_TYPE, JSON.stringify({ detail: "TypeError: x is undefined\n    at run (/srv/app.js:10:5)" })],
    ["a stack field", JSON_TYPE, JSON.stringify({ detail: "Internal Server Error", stack: "Error\n    at x" })],
    ["a traceback field", JSON_TYPE, JSON.stringify({ detail: "Internal Server Error", Traceback: ["..."] })],
  ])("refuses %s", (_label, contentType, text) => {
    expect(isSafeErrorBody(contentType, text)).toBe(false);
  });
});

describe("looksLikeStackTrace", () => {
  it("leaves ordinary Spanish details alone", () => {
    expect(looksLikeStackTrace("No se pudo conectar con Amazon: inténtalo a las 10:30")).toBe(false);
  });

  it("spots JVM frames", () => {
    expect(looksLikeStackTrace("java.lang.NullPointerException at com.x.Service.run(Service.java:42)")).toBe(true);
  });
});

describe("readCapped", () => {
  const streamOf = (...parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });

  it("reads a short body, multi-byte characters split across chunks included", async () => {
    const bytes = new TextEncoder().encode("Caf\u00e9");
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 4));
        controller.enqueue(bytes.slice(4));
        controller.close();
      },
    });
    expect(await readCapped(split)).toBe("Caf\u00e9");
    expect(await readCapped(streamOf("a", "b"))).toBe("ab");
  });

  it("gives up on a body longer than the cap", async () => {
    expect(await readCapped(streamOf("12345", "67890"), 8)).toBeNull();
  });
});
