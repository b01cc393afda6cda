import { noServerData } from "@/lib/http/server-data-shape";
import type { Requester } from "@/lib/http/requester";
import { readCardContents } from "./card-contents";
import type { Product } from "./schemas";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { cardContentQuery } from "./queries";

const product = (id: number, generation_status: string) => ({ id, amazon_url: `https://www.amazon.es/dp/B0000000${id}`, niche_id: 1, generation_status }) as Product;

describe("readCardContents", () => {
  it("reads the first screen's completed cards, keeping their title and image but not the article", async () => {
    const asked: string[] = [];
    const request = (async (path: string) => {
      asked.push(path);
      if (path.includes("/3/")) throw new Error("caída");
      return {
        title: `Título ${path}`,
        content: "# Un artículo muy largo",
        version: 2,
        generated_at: "2026-11-24T10:00:00",
        content_metadata: { og_image_url: "/og.svg", meta_description: "Descripción SEO", keywords: ["a"], seo_score: 80 },
      };
    }) as Requester;
    const shown = [product(1, "completed"), product(2, "pending"), product(3, "completed"), ...Array.from({ length: 20 }, (_, i) => product(10 + i, "completed"))];
    const data = noServerData();
    await readCardContents(data, shown, 12, request);

    // Only the first twelve cards (the count asked for), only the completed ones.
    expect(asked).toHaveLength(11);
    expect(asked).not.toContain("/api/v1/products/2/content/latest");
    expect(asked).not.toContain("/api/v1/products/25/content/latest");
    expect(data.fallback[serverDataKey(cardContentQuery(1).key)]).toEqual({
      title: "Título /api/v1/products/1/content/latest",
      content: "",
      version: 2,
      content_metadata: { og_image_url: "/og.svg", keywords: null, seo_score: null },
    });
    // A failed read is left to the browser.
    expect(data.fallback[serverDataKey(cardContentQuery(3).key)]).toBeUndefined();
  });

  it("reads nothing for rows that carry their card's image, even a null one", async () => {
    const asked: string[] = [];
    const request = (async (path: string) => {
      asked.push(path);
      return { title: "Título", content: "", version: 1 };
    }) as Requester;
    const shown = [{ ...product(1, "completed"), content_image_url: "/og.svg" }, { ...product(2, "completed"), content_image_url: null }, product(3, "completed")];
    await readCardContents(noServerData(), shown, 12, request);
    expect(asked).toEqual(["/api/v1/products/3/content/latest"]);
  });
});
