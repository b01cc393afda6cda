/**
 * @jest-environment node
 */
import { versionHtmlCache } from "./version-html-cache";

jest.mock("server-only", () => ({}));

const render = jest.fn(async (markdown: string) => `<p>${markdown}</p>`);

beforeEach(() => render.mockClear());

describe("versionHtmlCache", () => {
  it("renders (and sanitizes) a content version once: the second load reuses its HTML", async () => {
    const htmlOf = versionHtmlCache(render);
    const key = { productId: 7, contentId: 3, version: 2 };
    expect(await htmlOf(key, "# Guía")).toBe("<p># Guía</p>");
    expect(await htmlOf({ ...key }, "# Guía")).toBe("<p># Guía</p>");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keys by product, content id and version", async () => {
    const htmlOf = versionHtmlCache(render);
    await htmlOf({ productId: 7, version: 1 }, "a");
    await htmlOf({ productId: 7, version: 2 }, "a");
    await htmlOf({ productId: 8, version: 1 }, "a");
    await htmlOf({ productId: 7, contentId: 9, version: 1 }, "a");
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("renders again when an upstream rewrote a version's text in place", async () => {
    const htmlOf = versionHtmlCache(render);
    await htmlOf({ productId: 1, version: 1 }, "antes");
    expect(await htmlOf({ productId: 1, version: 1 }, "después")).toBe("<p>después</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("forgets the least recently used version past its count or size", async () => {
    const htmlOf = versionHtmlCache(render, { maxEntries: 2, maxChars: 1_000 });
    await htmlOf({ productId: 1, version: 1 }, "uno");
    await htmlOf({ productId: 2, version: 1 }, "dos");
    await htmlOf({ productId: 1, version: 1 }, "uno");
    await htmlOf({ productId: 3, version: 1 }, "tres");
    render.mockClear();
    await htmlOf({ productId: 1, version: 1 }, "uno");
    expect(render).not.toHaveBeenCalled();
    await htmlOf({ productId: 2, version: 1 }, "dos");
    expect(render).toHaveBeenCalledTimes(1);

    const small = versionHtmlCache(render, { maxEntries: 10, maxChars: 30 });
    render.mockClear();
    await small({ productId: 1, version: 1 }, "x".repeat(20));
    await small({ productId: 1, version: 1 }, "x".repeat(20));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing of a render that failed: the next load renders again", async () => {
    const htmlOf = versionHtmlCache(render);
    render.mockRejectedValueOnce(new Error("not rendered (tooSlow)"));
    await expect(htmlOf({ productId: 1, version: 1 }, "uno")).rejects.toThrow("tooSlow");
    expect(await htmlOf({ productId: 1, version: 1 }, "uno")).toBe("<p>uno</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });
});
