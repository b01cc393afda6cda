import { CARD_TITLE_MAX, DELETE_URL_MAX, truncate } from "./text";

describe("truncate", () => {
  it("keeps text up to the limit", () => {
    expect(truncate("a".repeat(60), DELETE_URL_MAX)).toBe("a".repeat(60));
  });
  it("cuts the delete URL to 57 characters plus an ellipsis", () => {
    const out = truncate("https://www.amazon.es/dp/" + "x".repeat(80), DELETE_URL_MAX);
    expect(out).toHaveLength(58);
    expect(out.endsWith("…")).toBe(true);
    expect(out.slice(0, 57)).toBe(("https://www.amazon.es/dp/" + "x".repeat(80)).slice(0, 57));
  });
  it("cuts titles at 50", () => {
    expect(truncate("t".repeat(51), CARD_TITLE_MAX)).toBe(`${"t".repeat(47)}…`);
    expect(truncate("t".repeat(50), CARD_TITLE_MAX)).toBe("t".repeat(50));
  });
});
