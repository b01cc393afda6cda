import { nicheColumns } from "./grid-columns";

describe("nicheColumns", () => {
  it("fits one, two or three cards to the grid's width", () => {
    expect([320, 599, 600, 959, 960, 1400].map(nicheColumns)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
