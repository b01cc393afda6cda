import { forceGenerate } from "./force-generate";
import { FORCE_GENERATE_PATH } from "@/tests/support/api-paths";

jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));

const body = { url: "https://www.amazon.de/dp/B000000001", affiliate_tag: "tag-21", tone: "casual", language: "de", marketplace_domain: "amazon.de" };

function answer(status: number, json: unknown) {
  const fetchMock = jest.fn(async () => ({ status, ok: status >= 200 && status < 300, text: async () => JSON.stringify(json) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => localStorage.setItem("token", "admin-token"));

describe("forceGenerate", () => {
  it("sends the niche's key, never the admin's token, and resolves on an accepted request", async () => {
    const fetchMock = answer(200, { success: true, product_id: 7 });
    await expect(forceGenerate("niche-key", body)).resolves.toBeUndefined();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(FORCE_GENERATE_PATH);
    const headers = new Headers(init.headers);
    expect(headers.get("x-api-key")).toBe("niche-key");
    expect(headers.has("authorization")).toBe(false);
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it("fails on an explicit success: false, with the wrapper's message", async () => {
    answer(200, { success: false, message: "Producto no disponible" });
    await expect(forceGenerate("niche-key", body)).rejects.toMatchObject({ detail: "Producto no disponible" });
  });

  it("fails on a refused key without asking whether the admin's session ended", async () => {
    const fetchMock = answer(401, { detail: "Invalid API key" });
    await expect(forceGenerate("bad-key", body)).rejects.toMatchObject({ status: 401, detail: "Invalid API key" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("token")).toBe("admin-token");
  });
});
