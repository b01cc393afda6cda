import { ApiError } from "./api-error";
import { duplicateField, duplicateTextKey } from "./duplicate-conflict";

const refusal = (status: number, detail: string | null) => new ApiError(status, detail);

describe("duplicateField", () => {
  it("reads the field a 409 names, in Spanish or English", () => {
    expect(duplicateField(refusal(409, "Ya existe una plantilla con este Nombre"))).toBe("name");
    expect(duplicateField(refusal(409, "A niche with this slug already exists"))).toBe("slug");
    expect(duplicateField(refusal(409, "Product already exists in this niche"))).toBe("record");
  });

  it("prefers the slug when both are named", () => {
    expect(duplicateField(refusal(409, "nombre y slug duplicados"))).toBe("slug");
  });

  it("takes a 400 only when it says it refuses a duplicate", () => {
    expect(duplicateField(refusal(400, "Ya existe un nicho con este nombre"))).toBe("name");
    expect(duplicateField(refusal(400, "The name is too long"))).toBeNull();
  });

  it("leaves other conflicts and other errors alone", () => {
    expect(duplicateField(refusal(409, "Otro conflicto"))).toBeNull();
    expect(duplicateField(refusal(409, null))).toBeNull();
    expect(duplicateField(refusal(422, "slug"))).toBeNull();
    expect(duplicateField(new Error("Ya existe"))).toBeNull();
  });
});

describe("duplicateTextKey", () => {
  it("names the entity the screen saves, whatever the server called it", () => {
    expect(duplicateTextKey("template", "name")).toBe("template.name");
    expect(duplicateTextKey("niche", "slug")).toBe("niche.slug");
  });
});
