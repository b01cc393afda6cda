import { axisTicks, formatDay, formatDayShort, labelIndices, layoutChart, niceCeil, parseStatsWindow } from "./usage-chart";

describe("niceCeil and axisTicks", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 12, 250, 1001].map(niceCeil)).toEqual([1, 1, 5, 10, 20, 500, 2000]);
  });
  it("gives integer ticks from 0 to a round top", () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(10)).toEqual([0, 5, 10]);
    expect(axisTicks(87)).toEqual([0, 50, 100]);
    expect(axisTicks(120)).toEqual([0, 50, 100, 150]);
  });
});

describe("layoutChart", () => {
  const daily = [
    { date: "2026-11-19", requests: 0, errors: 0 },
    { date: "2026-11-20", requests: 10, errors: 2 },
    { date: "2026-11-21", requests: 5, errors: 5 },
  ];
  it("scales bars to the top tick, errors inside requests", () => {
    const { bars, top, ticks } = layoutChart(daily, 300, 100);
    expect(top).toBe(10);
    expect(ticks[0]).toEqual({ value: 0, y: 100 });
    expect(ticks[ticks.length - 1]).toEqual({ value: 10, y: 0 });
    expect(bars[0].requestsHeight).toBe(0);
    expect(bars[1]).toMatchObject({ requestsY: 0, requestsHeight: 100, errorsHeight: 20 });
    expect(bars[2]).toMatchObject({ requestsHeight: 50, errorsHeight: 50 });
    expect(bars[1].x).toBeGreaterThan(bars[0].x);
    expect(bars[2].x + bars[2].width).toBeLessThanOrEqual(300);
  });
  it("copes with an empty series", () => {
    expect(layoutChart([], 300, 100).bars).toEqual([]);
  });
});

describe("labels", () => {
  it("labels every day of short series and spreads six labels on long ones", () => {
    expect(labelIndices(3)).toEqual([0, 1, 2]);
    expect(labelIndices(30)).toEqual([0, 6, 12, 17, 23, 29]);
    expect(labelIndices(0)).toEqual([]);
  });
  it("formats calendar days without a time-zone shift", () => {
    expect(formatDayShort("2026-01-01")).toBe("01/01");
    expect(formatDay("2026-01-01")).toBe("01/01/2026");
  });
  it("accepts only the offered windows, else 30", () => {
    expect(parseStatsWindow("7")).toBe(7);
    expect(parseStatsWindow("90")).toBe(90);
    expect(parseStatsWindow("15")).toBe(30);
    expect(parseStatsWindow(null)).toBe(30);
  });
});
