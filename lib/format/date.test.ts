import { formatLongDateTime, formatMonth, formatShortDate, formatShortDateTime, parseDateTime } from "./date";

describe("es-ES dates", () => {
  const iso = "2026-11-21T21:15:00Z";
  it("formats the long form with hour and minute in Madrid time", () => {
    expect(formatLongDateTime(iso)).toBe("21 de noviembre de 2026 a las 22:15");
  });
  it("formats dd/mm/yyyy", () => {
    expect(formatShortDate(iso)).toBe("21/11/2026");
    expect(formatShortDateTime(iso)).toBe("21/11/2026, 22:15");
  });
  it("reads a date-time without zone as UTC, with or without fractions", () => {
    expect(formatShortDateTime("2026-11-24T10:00:00")).toBe("24/11/2026, 11:00");
    expect(formatShortDateTime("2026-11-24T10:00:00.123456")).toBe("24/11/2026, 11:00");
    expect(formatShortDateTime("2026-11-24 10:00:00")).toBe("24/11/2026, 11:00");
    expect(formatShortDateTime("2026-11-24T10:00:00+02:00")).toBe("24/11/2026, 09:00");
    expect(parseDateTime("2026-11-24T10:00:00")).toBe(Date.UTC(2026, 10, 24, 10));
  });
  it("shows a dash for missing or broken dates", () => {
    expect(formatLongDateTime(null)).toBe("—");
    expect(formatShortDate("no es fecha")).toBe("—");
  });

  it("names a YYYY-MM month in words, whatever the browser's zone", () => {
    expect(formatMonth("2026-12")).toBe("diciembre de 2026");
    expect(formatMonth("2027-01")).toBe("enero de 2027");
    expect(formatMonth("diciembre")).toBe("diciembre");
  });
});
