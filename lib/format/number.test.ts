import { formatMegabytes, formatNumber } from "./number";

describe("formatNumber", () => {
  it("writes decimals with a comma", () => {
    expect(formatNumber(0.57)).toBe("0,57");
    expect(formatNumber(12.3456)).toBe("12,35");
    expect(formatNumber(1.5, 1)).toBe("1,5");
  });

  it("groups thousands with a dot from five digits, as Spanish does", () => {
    expect(formatNumber(1234)).toBe("1234");
    expect(formatNumber(12500)).toBe("12.500");
    expect(formatNumber(1234567)).toBe("1.234.567");
  });

  it("drops trailing zeros and rounds to the precision asked", () => {
    expect(formatNumber(3)).toBe("3");
    expect(formatNumber(2.5, 0)).toBe("3");
  });
});

describe("formatMegabytes", () => {
  it("gives megabytes to one decimal", () => {
    expect(formatMegabytes(4.5 * 1024 * 1024)).toBe("4,5");
    expect(formatMegabytes(5 * 1024 * 1024)).toBe("5");
  });
});
