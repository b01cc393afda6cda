/** Niche cards per row from the grid's own width (the sidebar makes viewport breakpoints misleading). */
export function nicheColumns(gridWidth: number): number {
  if (gridWidth >= 960) return 3;
  if (gridWidth >= 600) return 2;
  return 1;
}
