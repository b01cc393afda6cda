import { normalizeSlugPart } from "@/lib/markets/slug-part";
import { buildNicheSlug, wizardSlug } from "./slug";

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
    expect(buildNicheSlug("JP", "カメラ Cameras")).toBe("jp-kamera-cameras");
  });

  it("is empty without a market or without usable name characters", () => {
    expect(buildNicheSlug(null, "Cafeteras")).toBe("");
    expect(buildNicheSlug("", "Cafeteras")).toBe("");
    expect(buildNicheSlug("ES", "")).toBe("");
    expect(buildNicheSlug("ES", "   ")).toBe("");
    expect(buildNicheSlug("ES", "¡¿?!")).toBe("");
    expect(buildNicheSlug("JP", "日本酒")).toBe("");
    expect(buildNicheSlug("CN", "咖啡")).toBe("");
  });

  it("writes names in other scripts in Latin letters", () => {
    expect(buildNicheSlug("JP", "カメラ")).toBe("jp-kamera");
    expect(buildNicheSlug("SA", "متجر القهوة")).toBe("sa-mtjr-alqhwa");
    expect(buildNicheSlug("AE", "Souq سوق")).toBe("ae-souq-swq");
  });

  it("normalises a single part", () => {
    expect(normalizeSlugPart("Ñandú Azul")).toBe("nandu-azul");
  });
});

describe("wizardSlug", () => {
  it("takes the name's slug, and the typed one only when the name gives none", () => {
    expect(wizardSlug({ marketId: "jp", name: "カメラ", slug: "otra" })).toBe("jp-kamera");
    expect(wizardSlug({ marketId: "jp", name: "日本酒", slug: "" })).toBe("");
    expect(wizardSlug({ marketId: "jp", name: "日本酒", slug: " Sake Japonés " })).toBe("jp-sake-japones");
    expect(wizardSlug({ marketId: "", name: "日本酒", slug: "sake" })).toBe("");
  });
});
