import type { Niche } from "./schemas";
import { nicheRow } from "./row-view";
import { nicheView } from "./secrets";

describe("nicheRow", () => {
  it("keeps what a list shows and nothing else", () => {
    const view = nicheView({
      id: 3,
      name: "Té",
      slug: "es-te",
      is_active: true,
      ga_id: "G-ABCDEFGHIJ",
      client_id: "client-3",
      keywords: "verde, rojo",
      product_count: 4,
      client_secret: "s",
    } as Niche);
    expect(nicheRow(view)).toEqual({ id: 3, name: "Té", slug: "es-te", is_active: true, product_count: 4, stored_secrets: ["client_secret"] });
  });
});
