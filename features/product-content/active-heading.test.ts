import { activeHeadingId } from "./active-heading";

describe("activeHeadingId", () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));

  it("is the last heading whose top is at or above 100 px", () => {
    expect(activeHeadingId(at(-500, -20, 100, 101, 400))).toBe("h2");
    expect(activeHeadingId(at(-900, -400))).toBe("h1");
  });

  it("is none before the first heading reaches the line", () => {
    expect(activeHeadingId(at(150, 600))).toBeNull();
    expect(activeHeadingId([])).toBeNull();
  });
});
