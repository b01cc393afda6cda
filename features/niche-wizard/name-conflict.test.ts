import { findNameConflict } from "./name-conflict";

const niches = [{ id: 1, name: "Cafeteras Espresso", slug: "es-cafeteras-espresso" }];

describe("findNameConflict", () => {
  it("refuses the slug of an existing niche", () => {
    expect(findNameConflict(niches, "Cafeteras  espresso!", "es-cafeteras-espresso")).toBe("slug");
  });

  it("refuses an existing name in another market, trimmed and in any case", () => {
    expect(findNameConflict(niches, "  cafeteras ESPRESSO ", "us-cafeteras-espresso")).toBe("name");
  });

  it("accepts a name and slug nobody uses", () => {
    expect(findNameConflict(niches, "Cafeteras Italianas", "es-cafeteras-italianas")).toBeNull();
    expect(findNameConflict([], "Cafeteras Espresso", "es-cafeteras-espresso")).toBeNull();
  });
});
