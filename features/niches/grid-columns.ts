import type { CardGridLayout } from "@/components/ui/card-grid-items";

/** Niche cards per row from the grid's own width (the sidebar makes viewport breakpoints misleading). */
export function nicheColumns(gridWidth: number): number {
  if (gridWidth >= 960) return 3;
  if (gridWidth >= 600) return 2;
  return 1;
}

/** The niche list's grid: columns from its own width (the CSS ones at the same widths, as a container). */
export const NICHE_LIST_GRID: CardGridLayout = {
  columnsFor: nicheColumns,
  firstPaintColumns: "@min-[600px]:grid-cols-2 @min-[960px]:grid-cols-3",
  // Four rows of three fill a tall screen.
  firstPaintItems: 12,
  estimateRowHeight: 232,
  overscan: 2,
};
