import { splitKeywords } from "./keywords";

it("splits on commas, trims, drops empties and repeats", () => {
  expect(splitKeywords(" café, espresso ,,café, molinillo ")).toEqual(["café", "espresso", "molinillo"]);
  expect(splitKeywords(null)).toEqual([]);
  expect(splitKeywords("")).toEqual([]);
});
