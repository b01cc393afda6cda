import { parse } from "zod/mini";
import type { Requester } from "@/lib/http/requester";
import { nichesQuery } from "@/features/niches/queries";
import { NICHE_ROW_FIELDS } from "@/features/niches/row-view";
import { cardContentQuery } from "@/features/products/queries";
import { query } from "./query";

/** A requester that answers every path with `answer`, as an upstream that sends more than the panel reads. */
const answering =
  (answer: unknown): Requester =>
  async (_path, schema) =>
    parse(schema, answer);

describe("query", () => {
  it("hands the first screen the whole answer when it declares no view", async () => {
    const read = jest.fn(async () => ({ id: 1, name: "Uno" }));
    const one = query({ key: ["things.one"], read, options: { shouldRetryOnError: false } });
    const request = answering(null);
    expect(await one.firstScreen(request)).toEqual({ id: 1, name: "Uno" });
    expect(read).toHaveBeenCalledWith(request);
    expect(one).toMatchObject({ key: ["things.one"], options: { shouldRetryOnError: false } });
  });

  it("cuts the first screen to its view, and leaves the browser's own read whole", async () => {
    const list = query({ key: ["things.list"], read: async () => [{ id: 1, secret: "s" }], firstScreen: (all) => all.map(({ id }) => ({ id })) });
    const request = answering(null);
    expect(await list.firstScreen(request)).toEqual([{ id: 1 }]);
    expect(await list.read(request)).toEqual([{ id: 1, secret: "s" }]);
  });
});

describe("the entities' first-screen views", () => {
  it("the niche list hands a page only the fields its rows show, never the credentials", async () => {
    const niche = {
      id: 1,
      name: "Cafeteras",
      slug: "cafeteras",
      keywords: "café",
      client_secret: "secreto",
      external_api_key: "clave",
      ga_id: "G-ABCDEFGHIJ",
      website_content_generated: "{}",
    };
    const [row] = await nichesQuery.firstScreen(answering([niche]));
    expect(Object.keys(row).every((field) => (NICHE_ROW_FIELDS as readonly string[]).includes(field))).toBe(true);
    expect(row).toMatchObject({ id: 1, name: "Cafeteras", stored_secrets: ["client_secret", "external_api_key"] });
    // The browser's own read keeps the niche whole but for its credentials.
    const [whole] = await nichesQuery.read(answering([niche]));
    expect(whole).toMatchObject({ keywords: "café", ga_id: "G-ABCDEFGHIJ" });
    expect(whole).not.toHaveProperty("client_secret");
  });

  it("a product card hands a page its content's title and image, not the article", async () => {
    const content = {
      title: "La mejor cafetera",
      content: "# Un artículo muy largo",
      version: 3,
      content_metadata: { og_image_url: "/og.svg", meta_description: "SEO", keywords: ["café"], seo_score: 80 },
    };
    expect(await cardContentQuery(7).firstScreen(answering(content))).toEqual({
      title: "La mejor cafetera",
      version: 3,
      content: "",
      content_metadata: { og_image_url: "/og.svg", keywords: null, seo_score: null },
    });
  });
});
