import { isNicheSlug } from "./slug-format";

it("takes lower-case letters, digits and single inner hyphens or underscores, as the backend does", () => {
  for (const slug of ["es-cafeteras", "jp-kamera-2", "ae_souq", " US-Gadgets "]) expect(isNicheSlug(slug)).toBe(true);
  for (const slug of ["", "mi slug", "café", "-es", "es-", "es--x", "カメラ", "es/x"]) expect(isNicheSlug(slug)).toBe(false);
});
