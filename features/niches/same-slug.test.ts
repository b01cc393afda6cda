import { sameSlug } from "./same-slug";

describe("sameSlug", () => {
  it("reads underscores as hyphens", () => {
    expect(sameSlug("es_mi_nicho", "es-mi-nicho")).toBe(true);
  });

  it("ignores case and surrounding spaces", () => {
    expect(sameSlug(" ES-Mi-Nicho ", "es-mi-nicho")).toBe(true);
  });

  it("tells different slugs apart, and a missing slug matches nothing", () => {
    expect(sameSlug("es-a", "es-b")).toBe(false);
    expect(sameSlug(null, "es-a")).toBe(false);
    expect(sameSlug("", "")).toBe(false);
  });
});
