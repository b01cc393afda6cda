/** Niche cards per row from the grid's own width (the sidebar makes viewport breakpoints misleading). */
export function nicheColumns(gridWidth: number): number {
  if (gridWidth >= 960) return 3;
  if (gridWidth >= 600) return 2;
  return 1;
}

/** Niche cards the list draws on the server and in its first render: four rows of three fill a tall screen. */
export const NICHE_LIST_FIRST_PAINT = 12;
