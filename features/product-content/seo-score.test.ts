import { clampScore, seoTone } from "./seo-score";

describe("seoTone", () => {
  it.each([
    [100, "good"],
    [80, "good"],
    [79, "fair"],
    [60, "fair"],
    [59.9, "poor"],
    [0, "poor"],
  ])("%d → %s", (score, tone) => {
    expect(seoTone(score)).toBe(tone);
  });

  it("clamps scores to 0-100", () => {
    expect(clampScore(120)).toBe(100);
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(72.4)).toBe(72);
  });
});
