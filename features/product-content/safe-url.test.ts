import { safeImageUrl, safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it.each([
    "https://example.com/a?b=c:d",
    "http://example.com",
    "HTTPS://EXAMPLE.COM",
    "mailto:ana@example.es",
    "irc://irc.example.net/canal",
    "ircs://irc.example.net/canal",
    "xmpp:ana@example.es",
    "/products/1/content",
    "./relativo:con-dos-puntos",
    "?q=a:b",
    "#seccion:1",
    "relativo",
  ])("keeps %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/png;base64,AAAA",
    "file:///etc/passwd",
    "ftp://example.com",
    "tel:+34600000000",
  ])("empties %s", (url) => {
    expect(safeUrl(url)).toBe("");
  });
});

describe("safeImageUrl", () => {
  it("allows raster base64 data images only", () => {
    expect(safeImageUrl("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(safeImageUrl("data:image/jpeg;base64,/9j/4AAQ")).toBe("data:image/jpeg;base64,/9j/4AAQ");
    expect(safeImageUrl("data:image/svg+xml;base64,PHN2Zz4=")).toBe("");
    expect(safeImageUrl("data:image/png,<svg onload=alert(1)>")).toBe("");
    expect(safeImageUrl("https://e.es/a.png")).toBe("https://e.es/a.png");
    expect(safeImageUrl("javascript:alert(1)")).toBe("");
  });
});
