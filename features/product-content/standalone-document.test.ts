import { escapeHtml, standaloneDocument } from "./standalone-document";

describe("standaloneDocument", () => {
  const html = standaloneDocument('Guía <script>alert("x")</script>', "<article><h1>Hola</h1></article>");

  it("is a complete document with the given body and an escaped title", () => {
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain("<main><article><h1>Hola</h1></article></main>");
    expect(html).toContain("<title>Guía &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;</title>");
  });

  it("loads nothing from outside and forbids scripts", () => {
    expect(html).not.toMatch(/<script|<link|src="http/i);
    expect(html).toContain("default-src 'none'");
    expect(html).toContain("@media print");
  });

  it("loads images over HTTPS or from the panel, never over plain http", () => {
    expect(html).toContain("img-src 'self' https: data:;");
    expect(html).not.toMatch(/img-src[^;]*http:/);
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
  });
});
