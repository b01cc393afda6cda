import { z } from "zod";
import { fetchAllPages, pagePath } from "./paged-list";
import { apiRequest } from "@/lib/browser-data/client";

jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));

const schema = z.array(z.looseObject({ id: z.number() }));

/** An upstream list of `total` items answering skip/limit, optionally ignoring skip. */
function serveList(total: number, { ignoreSkip = false } = {}) {
  const fetchMock = jest.fn(async (path: string) => {
    const url = new URL(path, "http://panel");
    const skip = ignoreSkip ? 0 : Number(url.searchParams.get("skip") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 100);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => ({ id: skip + i + 1 }));
    return { status: 200, ok: true, text: async () => JSON.stringify(rows) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("fetchAllPages", () => {
  it("reads a short list in one call, as the backend answers it", async () => {
    const fetchMock = serveList(30);
    const items = await fetchAllPages("/api/v1/niches/", schema, apiRequest);
    expect(items).toHaveLength(30);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/niches/");
  });

  it("reads a whole list answered at once in one call", async () => {
    const fetchMock = jest.fn(async () => ({ status: 200, ok: true, text: async () => JSON.stringify(Array.from({ length: 250 }, (_, i) => ({ id: i })) ) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await fetchAllPages("/api/v1/products/", schema, apiRequest)).toHaveLength(250);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reads past the upstream's first 100 until a short page", async () => {
    serveList(733);
    const items = await fetchAllPages("/api/v1/products/", schema, apiRequest);
    expect(items).toHaveLength(733);
    expect(new Set(items.map((i) => i.id)).size).toBe(733);
  });

  it("reads exactly 100 then an empty page as 100", async () => {
    serveList(100);
    expect(await fetchAllPages("/api/v1/products/", schema, apiRequest)).toHaveLength(100);
  });

  it("stops when the backend ignores skip instead of repeating items", async () => {
    serveList(100, { ignoreSkip: true });
    expect(await fetchAllPages("/api/v1/products/", schema, apiRequest)).toHaveLength(100);
  });

  it("keeps the path's own query", () => {
    expect(pagePath("/api/v1/products/?status=failed", 100, 100)).toBe("/api/v1/products/?status=failed&skip=100&limit=100");
  });
});
