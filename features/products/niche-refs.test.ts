import type { Niche } from "@/features/niches/schemas";
import { nicheNameOf, nicheSlugOf } from "./filters";
import { withNicheRefs } from "./niche-refs";
import type { Product } from "./schemas";

const niches = [{ id: 4, name: "Cafeteras", slug: "cafeteras", is_active: true }] as Niche[];
const product = (extra: Partial<Product>): Product => ({ id: 1, amazon_url: "u", generation_status: "pending", ...extra });

describe("withNicheRefs", () => {
  it("names a product's niche from its niche_id when it embeds none", () => {
    const [p] = withNicheRefs([product({ niche_id: 4, niche: null })], niches);
    expect(nicheNameOf(p)).toBe("Cafeteras");
    expect(nicheSlugOf(p)).toBe("cafeteras");
  });

  it("keeps an embedded niche and returns the same list when nothing is missing", () => {
    const list = [product({ niche_id: 4, niche: { id: 4, name: "Propio", slug: "propio" } })];
    expect(withNicheRefs(list, niches)).toBe(list);
  });

  it("leaves a product whose niche is unknown as it is", () => {
    const [p] = withNicheRefs([product({ niche_id: 99 })], niches);
    expect(p.niche).toBeUndefined();
  });
});
