import type { CardGridLayout } from "@/components/ui/card-grid-items";

// Product grids gain a column at the viewport widths of Tailwind's sm/lg/2xl (1 to 4 columns).
export const NICHE_GRID_BREAKPOINTS = [768, 1024] as const;
export const ALL_GRID_BREAKPOINTS = [640, 1024, 1536] as const;

/** Columns for a viewport `width`: 1 plus the breakpoints it has reached. */
export function columnsForViewport(width: number, breakpoints: readonly number[]): number {
  return 1 + breakpoints.filter((min) => width >= min).length;
}

/** Columns of the widest layout. */
export const widestColumns = (breakpoints: readonly number[]) => columnsForViewport(Infinity, breakpoints);

/**
 * Cards a product grid draws on the server and in its first render: two rows at its widest layout,
 * which fill a tall screen (a 1440×900 window shows one row of the general list, two of a niche's).
 */
export const ALL_GRID_FIRST_PAINT = 2 * widestColumns(ALL_GRID_BREAKPOINTS);
export const NICHE_GRID_FIRST_PAINT = 2 * widestColumns(NICHE_GRID_BREAKPOINTS);

// Module constants, so the grid's `columnsFor` stays the same function (it measures again when it changes).
// The CSS columns are Tailwind's sm/md/lg/2xl, the breakpoints above.
export const ALL_PRODUCTS_GRID: CardGridLayout = {
  columnsFor: () => columnsForViewport(window.innerWidth, ALL_GRID_BREAKPOINTS),
  firstPaintColumns: "sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4",
  firstPaintItems: ALL_GRID_FIRST_PAINT,
  estimateRowHeight: 280,
};
export const NICHE_PRODUCTS_GRID: CardGridLayout = {
  columnsFor: () => columnsForViewport(window.innerWidth, NICHE_GRID_BREAKPOINTS),
  firstPaintColumns: "md:grid-cols-2 lg:grid-cols-3",
  firstPaintItems: NICHE_GRID_FIRST_PAINT,
  estimateRowHeight: 280,
};
