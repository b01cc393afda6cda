/**
 * @jest-environment node
 */
import { versionHtmlCache } from "./version-html-cache";

jest.mock("server-only", () => ({}));

const render = jest.fn((markdown: string) => `<p>${markdown}</p>`);

beforeEach(() => render.mockClear());

describe("versionHtmlCache", () => {
  it("renders (and sanitizes) a content version once: the second load reuses its HTML", () => {
    const htmlOf = versionHtmlCache(render);
    const key = { productId: 7, contentId: 3, version: 2 };
    expect(htmlOf(key, "# Guía")).toBe("<p># Guía</p>");
    expect(htmlOf({ ...key }, "# Guía")).toBe("<p># Guía</p>");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keys by product, content id and version", () => {
    const htmlOf = versionHtmlCache(render);
    htmlOf({ productId: 7, version: 1 }, "a");
    htmlOf({ productId: 7, version: 2 }, "a");
    htmlOf({ productId: 8, version: 1 }, "a");
    htmlOf({ productId: 7, contentId: 9, version: 1 }, "a");
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("renders again when an upstream rewrote a version's text in place", () => {
    const htmlOf = versionHtmlCache(render);
    htmlOf({ productId: 1, version: 1 }, "antes");
    expect(htmlOf({ productId: 1, version: 1 }, "después")).toBe("<p>después</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("forgets the least recently used version past its count or size", () => {
    const htmlOf = versionHtmlCache(render, { maxEntries: 2, maxChars: 1_000 });
    htmlOf({ productId: 1, version: 1 }, "uno");
    htmlOf({ productId: 2, version: 1 }, "dos");
    htmlOf({ productId: 1, version: 1 }, "uno");
    htmlOf({ productId: 3, version: 1 }, "tres");
    render.mockClear();
    htmlOf({ productId: 1, version: 1 }, "uno");
    expect(render).not.toHaveBeenCalled();
    htmlOf({ productId: 2, version: 1 }, "dos");
    expect(render).toHaveBeenCalledTimes(1);

    const small = versionHtmlCache(render, { maxEntries: 10, maxChars: 30 });
    render.mockClear();
    small({ productId: 1, version: 1 }, "x".repeat(20));
    small({ productId: 1, version: 1 }, "x".repeat(20));
    expect(render).toHaveBeenCalledTimes(2);
  });
});
