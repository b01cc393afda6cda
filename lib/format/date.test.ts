import { formatLongDateTime, formatShortDate, formatShortDateTime } from "./date";

describe("es-ES dates", () => {
  const iso = "2026-11-21T21:15:00Z";
  it("formats the long form with hour and minute in Madrid time", () => {
    expect(formatLongDateTime(iso)).toBe("21 de noviembre de 2026 a las 22:15");
  });
  it("formats dd/mm/yyyy", () => {
    expect(formatShortDate(iso)).toBe("21/11/2026");
    expect(formatShortDateTime(iso)).toBe("21/11/2026, 22:15");
  });
  it("shows a dash for missing or broken dates", () => {
    expect(formatLongDateTime(null)).toBe("—");
    expect(formatShortDate("no es fecha")).toBe("—");
  });
});
