import { remainingSlots, takeRemainingSlots } from "./image-slots";

describe("remainingSlots", () => {
  it("is the free room, never negative", () => {
    expect(remainingSlots(0, 5)).toBe(5);
    expect(remainingSlots(3, 5)).toBe(2);
    expect(remainingSlots(5, 5)).toBe(0);
    expect(remainingSlots(7, 5)).toBe(0);
  });
});

describe("takeRemainingSlots", () => {
  it("takes everything when it fits", () => {
    expect(takeRemainingSlots(["a", "b"], 1, 5)).toEqual({ accepted: ["a", "b"], skipped: 0 });
  });

  it("keeps only the first files that fit", () => {
    const files = ["1", "2", "3", "4", "5", "6", "7"];
    expect(takeRemainingSlots(files, 0, 5)).toEqual({ accepted: ["1", "2", "3", "4", "5"], skipped: 2 });
    expect(takeRemainingSlots(files, 3, 5)).toEqual({ accepted: ["1", "2"], skipped: 5 });
  });

  it("takes nothing when full", () => {
    expect(takeRemainingSlots(["a"], 5, 5)).toEqual({ accepted: [], skipped: 1 });
  });
});
