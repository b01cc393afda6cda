import { createSlugger, extractToc, headingSlug, headingText, MAX_TOC_ENTRIES } from "./toc";

describe("headingSlug", () => {
  it.each([
    ["Introducción", "introduccion"],
    ["Guía rápida de compra", "guia-rapida-de-compra"],
    ["¿Qué es? ¡Todo!", "que-es-todo"],
    ["Año 2024: ñandú", "ano-2024-nandu"],
    ["  Espacios   múltiples  ", "espacios-multiples"],
    ["Pros & Contras -- resumen", "pros-contras-resumen"],
    ["snake_case se queda", "snake_case-se-queda"],
    ["- guiones -", "guiones"],
    ["日本語", ""],
  ])("%s → %s", (text, id) => {
    expect(headingSlug(text)).toBe(id);
  });
});

describe("createSlugger", () => {
  it("numbers duplicates and skips ids already taken", () => {
    const slug = createSlugger(["user-content-intro-1"]);
    expect([slug("Intro"), slug("Intro"), slug("Intro"), slug("日本")]).toEqual(["intro", "intro-2", "intro-3", "seccion"].map((id) => `user-content-${id}`));
  });
});

describe("headingText", () => {
  it("removes inline markdown and closing hashes", () => {
    expect(headingText("**Negrita** y `código` con [enlace](https://x.es) ##")).toBe("Negrita y código con enlace");
    expect(headingText("snake_case_name")).toBe("snake_case_name");
    expect(headingText("_cursiva_ y __negrita__")).toBe("cursiva y negrita");
  });
});

describe("extractToc", () => {
  const markdown = [
    "# Título",
    "Texto",
    "## Sección",
    "### Detalle",
    "#### Nivel cuatro",
    "#Sin espacio",
    " ## Con sangría",
    "```",
    "# comentario de código",
    "```",
    "## Sección",
    "~~~md",
    "## dentro",
    "~~~",
    "## ¿Qué incluye?",
  ].join("\n");

  it("takes levels 1-3 from lines starting with hashes, outside code, with unique ids", () => {
    expect(extractToc(markdown)).toEqual([
      { id: "user-content-titulo", text: "Título", level: 1, line: 1 },
      { id: "user-content-seccion", text: "Sección", level: 2, line: 3 },
      { id: "user-content-detalle", text: "Detalle", level: 3, line: 4 },
      { id: "user-content-seccion-1", text: "Sección", level: 2, line: 11 },
      { id: "user-content-que-incluye", text: "¿Qué incluye?", level: 2, line: 15 },
    ]);
  });

  it("handles CRLF and empty documents", () => {
    expect(extractToc("# A\r\n## B")).toEqual([
      { id: "user-content-a", text: "A", level: 1, line: 1 },
      { id: "user-content-b", text: "B", level: 2, line: 2 },
    ]);
    expect(extractToc("")).toEqual([]);
  });
});

describe("extractToc on a long article", () => {
  it("keeps the first MAX_TOC_ENTRIES headings", () => {
    const toc = extractToc(Array.from({ length: MAX_TOC_ENTRIES + 5 }, (_, i) => `## Parte ${i + 1}`).join("\n"));
    expect(toc).toHaveLength(MAX_TOC_ENTRIES);
    expect(toc.at(-1)).toMatchObject({ text: `Parte ${MAX_TOC_ENTRIES}`, line: MAX_TOC_ENTRIES });
  });
});
