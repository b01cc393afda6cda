import { spanishDetail } from "./spanish-detail";

describe("spanishDetail", () => {
  it.each(["Could not validate credentials", "Not Found", "Not authenticated", "Service Unavailable", "Inactive user", "Incorrect username or password", "value is not a valid integer"])(
    "drops the English %p",
    (detail) => expect(spanishDetail(detail)).toBeNull(),
  );

  it.each(["Nicho no encontrado", "Ya existe un nicho con ese nombre", "El servidor no está disponible en este momento.", "La imagen supera el tamaño máximo"])(
    "keeps the Spanish %p",
    (detail) => expect(spanishDetail(detail)).toBe(detail),
  );
});
