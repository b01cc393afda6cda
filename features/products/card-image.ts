import { ALL_GRID_BREAKPOINTS, widestColumns } from "./grid-columns";
import type { Product } from "./schemas";

// The image a product card shows: an address over plain HTTP is not loaded (the panel's CSP blocks it,
// and it would tell the image's host about the reader in clear); the card shows its icon instead.
export function cardImageSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  return /^\s*http:/i.test(src) ? null : src;
}

/** Whether the product's row names its card's image; otherwise the card reads its latest content. */
export function rowCarriesCardImage(product: Pick<Product, "content_image_url">): boolean {
  return product.content_image_url !== undefined;
}

export type CardImagePriority = "high" | "lazy";

/** The most cards a product grid's first row holds (the general list's widest layout). */
const FIRST_ROW_MAX_CARDS = widestColumns(ALL_GRID_BREAKPOINTS);

/**
 * How a card's image is fetched, by the card's place in the grid. The first row's images are the
 * page's largest paint (the largest of them, to the pixel, is the LCP): fetched first, before the
 * page's scripts. The others wait until the browser has laid the page out and knows which are near
 * the screen, instead of competing with the first row, the styles and the scripts.
 */
export function cardImagePriority(index: number): CardImagePriority {
  return index < FIRST_ROW_MAX_CARDS ? "high" : "lazy";
}
