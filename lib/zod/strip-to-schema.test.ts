import * as z from "zod/mini";
import { parse } from "zod/mini";
import { nicheListSchema } from "@/features/niches/schemas";
import { productListSchema } from "@/features/products/schemas";
import { stripToSchema } from "./strip-to-schema";

describe("stripToSchema", () => {
  it("drops the fields an upstream adds that the contract does not name, at every depth", () => {
    const answer = [
      {
        id: 1,
        amazon_url: "https://www.amazon.es/dp/B000000001",
        generation_status: "completed",
        internal_cost_eur: 0.42,
        niche: { id: 3, name: "Cafeteras", slug: "es-cafeteras", owner_email: "ops@example.com" },
      },
    ];
    const stripped = stripToSchema(productListSchema, parse(productListSchema, answer));
    expect(stripped).toEqual([
      { id: 1, amazon_url: "https://www.amazon.es/dp/B000000001", generation_status: "completed", niche: { id: 3, name: "Cafeteras", slug: "es-cafeteras" } },
    ]);
  });

  it("keeps what the contract declares, defaults and nulls included", () => {
    const parsed = parse(nicheListSchema, [{ id: 2, name: "Té", slug: "es-te", is_active: null, description: null, db_row_version: 7 }]);
    const [niche] = stripToSchema(nicheListSchema, parsed);
    expect(niche).toEqual({ id: 2, name: "Té", slug: "es-te", is_active: true, description: null });
  });

  it("walks optional, nullable, caught and piped fields, and objects inside unions", () => {
    const schema = z.looseObject({
      meta: z.nullish(z.looseObject({ title: z.string() })),
      tags: z.catch(z.array(z.looseObject({ name: z.string() })), []),
      either: z.union([z.looseObject({ a: z.number() }), z.looseObject({ b: z.number() })]),
      free: z.record(z.string(), z.unknown()),
    });
    const value = {
      meta: { title: "t", extra: 1 },
      tags: [{ name: "n", hidden: true }],
      either: { a: 1, c: 3 },
      free: { anything: 1 },
      top: "x",
    };
    expect(stripToSchema(schema, parse(schema, value))).toEqual({
      meta: { title: "t" },
      tags: [{ name: "n" }],
      either: { a: 1 },
      free: { anything: 1 },
    });
  });
});
