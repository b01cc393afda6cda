import { formatElapsed, isoDuration } from "./duration";

describe("elapsed time", () => {
  it("reads as a clock, minutes unpadded and hours only when reached", () => {
    expect([0, 7, 59, 60, 155, 3599, 3600, 3723].map(formatElapsed)).toEqual(["0:00", "0:07", "0:59", "1:00", "2:35", "59:59", "1:00:00", "1:02:03"]);
    expect(formatElapsed(-3)).toBe("0:00");
    expect(isoDuration(155.8)).toBe("PT155S");
  });
});
