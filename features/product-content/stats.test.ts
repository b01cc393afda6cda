import { contentStats } from "./stats";

describe("contentStats", () => {
  it("counts words, paragraphs, sections, links and characters", () => {
    const markdown = [
      "# Cafetera exprés",
      "",
      "Una cafetera [muy buena](https://amzn.to/x) para casa.",
      "",
      "## Ventajas",
      "",
      "- Rápida",
      "- Fácil de limpiar, ver <a href=\"https://e.es\">guía</a> y <https://e.es/b>.",
      "",
      "![foto](https://e.es/i.png)",
    ].join("\n");
    const stats = contentStats(markdown);
    expect(stats.words).toBe(17);
    expect(stats.sections).toBe(2);
    expect(stats.paragraphs).toBe(3);
    expect(stats.links).toBe(3);
    expect(stats.characters).toBe(markdown.length);
    expect(stats.readingMinutes).toBe(1);
  });

  it("reads at 200 words per minute, rounded up", () => {
    expect(contentStats(Array(200).fill("palabra").join(" ")).readingMinutes).toBe(1);
    expect(contentStats(Array(201).fill("palabra").join(" ")).readingMinutes).toBe(2);
    expect(contentStats("").readingMinutes).toBe(0);
  });

  it("ignores markdown punctuation as words", () => {
    expect(contentStats("## --- * > |").words).toBe(0);
  });
});
