import { languageName } from "./language-name";
import { tipsKeyFor } from "./tips";

it("has own tips for us, es, de, uk, fr and jp, generic for the rest", () => {
  for (const id of ["us", "es", "de", "uk", "fr", "jp"]) expect(tipsKeyFor(id)).toBe(id);
  expect(tipsKeyFor("mx")).toBe("generic");
  expect(tipsKeyFor("")).toBe("generic");
});

it("names languages in Spanish, capitalised", () => {
  expect(languageName("en")).toBe("Inglés");
  expect(languageName("de")).toBe("Alemán");
});
