// A product card shows its latest content's title and image. A row that does not carry them (an
// upstream without the field) is read here for the cards of the first screen, so the first paint
// already has them instead of each card asking.
import { putAnswer, type ServerData } from "@/lib/http/server-data-shape";
import type { Requester } from "@/lib/http/requester";
import { rowCarriesCardImage } from "./card-image";
import { cardContentQuery } from "./queries";
import type { Product } from "./schemas";
import { statusKind } from "./status";

/**
 * Reads the latest content of the completed products among the first `count` of `shown` (in the
 * screen's order: the cards the grid draws on the server) into the page's data, through the cards'
 * own query: only what a card shows is kept, the article's text stays out of the page. A card whose
 * read fails asks in the browser, as without this.
 */
export async function readCardContents(data: ServerData, shown: readonly Product[], count: number, request: Requester): Promise<void> {
  const completed = shown
    .slice(0, count)
    .filter((product) => statusKind(product.generation_status) === "completed" && !rowCarriesCardImage(product));
  await Promise.all(
    completed.map(async (product) => {
      const card = cardContentQuery(product.id);
      try {
        putAnswer(data, card.key, await card.firstScreen(request));
      } catch {
        // Left to the browser.
      }
    }),
  );
}
