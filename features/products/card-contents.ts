// A product card shows its latest content's title and image. For the cards of the first screen the
// page reads them on the server, so the first paint already has them instead of each card asking.
import type { ServerData } from "@/lib/http/server-data-shape";
import type { Requester } from "@/lib/http/requester";
import { cardContentQuery } from "./queries";
import type { Product } from "./schemas";
import { statusKind } from "./status";

/** Cards of the first screen whose content is read on the server (the grid's first paint draws 12). */
export const CARDS_READ_ON_SERVER = 12;

/**
 * Reads the latest content of the first completed products of `shown` (in the screen's order) into
 * the page's data, through the cards' own query: only what a card shows is kept, the article's text
 * stays out of the page. A card whose read fails asks in the browser, as without this.
 */
export async function readCardContents(data: ServerData, shown: readonly Product[], request: Requester): Promise<void> {
  const completed = shown.slice(0, CARDS_READ_ON_SERVER).filter((product) => statusKind(product.generation_status) === "completed");
  await Promise.all(
    completed.map(async (product) => {
      const card = cardContentQuery(product.id);
      try {
        data.fallback[card.key] = await card.firstScreen(request);
      } catch {
        // Left to the browser.
      }
    }),
  );
}
