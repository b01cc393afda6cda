import { conflictOutcome } from "./save-conflict";

describe("conflictOutcome", () => {
  it("maps a slug conflict to the name field", () => {
    expect(conflictOutcome("Ya existe una plantilla con este slug")).toEqual({
      kind: "field",
      field: "name",
      messageKey: "duplicateSlug",
    });
  });

  it("maps a name conflict to the name field", () => {
    expect(conflictOutcome("Ya existe una plantilla con este Nombre")).toEqual({
      kind: "field",
      field: "name",
      messageKey: "duplicateName",
    });
  });

  it("prefers slug when both are mentioned", () => {
    expect(conflictOutcome("nombre y slug duplicados")).toMatchObject({ messageKey: "duplicateSlug" });
  });

  it("falls back to an alert with the detail, or none", () => {
    expect(conflictOutcome("Otro conflicto")).toEqual({ kind: "alert", detail: "Otro conflicto" });
    expect(conflictOutcome(null)).toEqual({ kind: "alert", detail: null });
    expect(conflictOutcome("  ")).toEqual({ kind: "alert", detail: null });
  });
});
