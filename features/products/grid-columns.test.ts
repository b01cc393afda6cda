import { ALL_GRID_BREAKPOINTS, ALL_GRID_FIRST_PAINT, columnsForViewport, NICHE_GRID_BREAKPOINTS, NICHE_GRID_FIRST_PAINT } from "./grid-columns";

describe("columnsForViewport", () => {
  it("gives the general list 1 to 4 columns", () => {
    expect([375, 640, 1023, 1024, 1535, 1536, 2560].map((w) => columnsForViewport(w, ALL_GRID_BREAKPOINTS))).toEqual([1, 2, 2, 3, 3, 4, 4]);
  });

  it("gives a niche's products 1 to 3 columns", () => {
    expect([767, 768, 1024, 1920].map((w) => columnsForViewport(w, NICHE_GRID_BREAKPOINTS))).toEqual([1, 2, 3, 3]);
  });
});

describe("first paint", () => {
  it("draws two rows of the widest layout", () => {
    expect(ALL_GRID_FIRST_PAINT).toBe(2 * columnsForViewport(2560, ALL_GRID_BREAKPOINTS));
    expect(NICHE_GRID_FIRST_PAINT).toBe(2 * columnsForViewport(2560, NICHE_GRID_BREAKPOINTS));
  });
});
