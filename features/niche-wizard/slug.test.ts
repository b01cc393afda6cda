import { buildNicheSlug, normalizeSlugPart } from "./slug";

describe("buildNicheSlug", () => {
  it("prefixes the lowercased country code and removes accents", () => {
    expect(buildNicheSlug("ES", "Café y Té Ecológico")).toBe("es-cafe-y-te-ecologico");
    expect(buildNicheSlug("MX", "Niños Pequeños")).toBe("mx-ninos-pequenos");
    expect(buildNicheSlug("DE", "Über Küche")).toBe("de-uber-kuche");
    expect(buildNicheSlug("FR", "Crème Brûlée")).toBe("fr-creme-brulee");
  });

  it("drops symbols, collapses spaces and hyphens and trims hyphens", () => {
    expect(buildNicheSlug("US", "  Best!!! Gadgets & Tools -- 2024 ")).toBe("us-best-gadgets-tools-2024");
    expect(buildNicheSlug("GB", "--Tea_Time @ Home--")).toBe("gb-teatime-home");
    expect(buildNicheSlug("JP", "カメラ Cameras")).toBe("jp-cameras");
  });

  it("is empty without a market or without usable name characters", () => {
    expect(buildNicheSlug(null, "Cafeteras")).toBe("");
    expect(buildNicheSlug("", "Cafeteras")).toBe("");
    expect(buildNicheSlug("ES", "")).toBe("");
    expect(buildNicheSlug("ES", "   ")).toBe("");
    expect(buildNicheSlug("ES", "¡¿?!")).toBe("");
    expect(buildNicheSlug("JP", "カメラ")).toBe("");
  });

  it("normalises a single part", () => {
    expect(normalizeSlugPart("Ñandú Azul")).toBe("nandu-azul");
  });
});
