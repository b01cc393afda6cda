// A save that succeeded upstream reads as a success whatever the answer carries beyond the id.
import { updateNiche } from "@/features/niches/mutations";
import { createNiche } from "@/features/niche-wizard/run-calls";

jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({ status, ok: status < 300, text: async () => JSON.stringify(body) })) as unknown as typeof fetch;
}

describe("mutation answers", () => {
  it("a niche update answered with null derived fields or unknown shapes succeeds", async () => {
    answer(200, { id: 3, is_active: null, product_count: null, has_generated_content: "n/a" });
    await expect(updateNiche(3, { is_active: false })).resolves.toBeUndefined();
  });

  it("a niche creation is read for its id only", async () => {
    answer(200, { id: 41, name: null, slug: null });
    await expect(createNiche({ name: "Cafeteras", affiliate_tag: "caf-21" })).resolves.toMatchObject({ id: 41 });
  });

  it("a refused save still fails", async () => {
    answer(409, { detail: "Ya existe" });
    await expect(updateNiche(3, { is_active: false })).rejects.toMatchObject({ status: 409 });
  });
});
