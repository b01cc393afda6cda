import { markdownFileName } from "./file-name";

describe("markdownFileName", () => {
  it.each([
    ["Mejor Cafetera 2024", "mejor_cafetera_2024.md"],
    ["Guía: ¿qué comprar?", "guia___que_comprar_.md"],
    ["Año & Niño", "ano___nino.md"],
    ["", "contenido.md"],
    [null, "contenido.md"],
  ])("%s → %s", (title, name) => {
    expect(markdownFileName(title)).toBe(name);
  });
});
