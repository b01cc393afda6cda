// The article's HTML as the server renders it (render-markdown.ts, with this screen's affiliate
// class), then the article component that shows it.
import { render as renderComponent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { ApiError } from "@/lib/http/api-error";
import { renderMarkdownHtml } from "@/features/product-content/render-markdown";
import { extractToc } from "@/features/product-content/toc";
import type { RenderedHtml } from "@/features/product-content/use-rendered-html";
import messages from "@/messages/es.json";
import { AFFILIATE_LINK_CLASS } from "./affiliate-link-class";
import { MarkdownArticle } from "./markdown-article";
import { SAFE_IMAGE_SRC, XSS_VECTORS, xssMarkdown } from "@/tests/support/xss-content";

const LABELS = { label: "Notas", backLabel: "Volver a la referencia {n}" };
const INSECURE_IMAGE = "Imagen no mostrada: su dirección no es segura (HTTP)";

function render(markdown: string): string {
  return renderMarkdownHtml(markdown, { footnoteLabels: LABELS, affiliateClassName: AFFILIATE_LINK_CLASS, insecureImageLabel: INSECURE_IMAGE });
}

function parse(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("server renderer: images over plain HTTP", () => {
  it("are not loaded: a placeholder names them and links their address, in markdown and raw HTML alike", () => {
    const root = parse(render('![Cafetera](http://img.example/cafetera.jpg)\n\n<img src="http://img.example/raw.png" alt="">'));
    expect(root.querySelectorAll("img")).toHaveLength(0);
    const placeholders = root.querySelectorAll("[data-insecure-image]");
    expect(placeholders).toHaveLength(2);
    expect(placeholders[0].textContent).toBe(`${INSECURE_IMAGE} (Cafetera): http://img.example/cafetera.jpg`);
    const link = placeholders[1].querySelector("a")!;
    expect(link.getAttribute("href")).toBe("http://img.example/raw.png");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("leave HTTPS images as they are", () => {
    expect(parse(render("![Cafetera](https://img.example/cafetera.jpg)")).querySelector("img")?.getAttribute("src")).toBe("https://img.example/cafetera.jpg");
  });
});

describe("server renderer: sanitizing", () => {
  const html = render(xssMarkdown());
  const root = parse(html);

  it("carries at least 40 vectors", () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it("drops script-capable elements", () => {
    const banned = "script, style, svg, math, iframe, object, embed, form, button, meta, base, link, template, noscript, video, audio, source, textarea, select, marquee, body, isindex";
    expect(root.querySelectorAll(banned)).toHaveLength(0);
  });

  it("drops event handlers, inline styles and dangerous attributes", () => {
    for (const element of Array.from(root.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(["style", "srcdoc", "formaction", "action", "background", "srcset", "tabindex", "autofocus", "xlink:href"]).not.toContain(
          attribute.name,
        );
      }
    }
  });

  // "javascript%3A..." stays: with an encoded colon it is a harmless relative path.
  it("keeps only safe URLs", () => {
    const urls = Array.from(root.querySelectorAll("[href], [src]")).map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "");
    for (const url of urls) {
      expect(url.replace(/[\s\u0000-\u001f]/g, "")).not.toMatch(/^((javascript|vbscript):|data:(?!image\/png;base64))/i);
    }
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/vbscript:/i);
  });

  it("prefixes clobbering ids and names coming from raw HTML", () => {
    expect(root.querySelector("#__xss_clobber")).toBeNull();
    expect(root.querySelector("[name=alert]")).toBeNull();
  });

  it("keeps the table, the raster image and the details block", () => {
    expect(root.querySelector("table th")).toHaveTextContent("Producto");
    expect(root.querySelector("table td")).toHaveTextContent("Cafetera");
    expect(root.querySelector(`img[src="${SAFE_IMAGE_SRC}"]`)).toHaveAttribute("alt", "Imagen segura");
    expect(root.querySelector("details summary")).toHaveTextContent("Más detalles");
  });

  it.each(XSS_VECTORS.map((vector, i) => [i + 1, vector]))("neutralises vector %i on its own", (_n, vector) => {
    const alone = parse(render(`Antes\n\n${vector}\n\nDespués`));
    expect(alone.querySelectorAll("script, svg, math, iframe, object, embed, form, style, meta, base, link")).toHaveLength(0);
    for (const element of Array.from(alone.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^(on|style$|srcdoc$|formaction$|action$)/i);
        expect(attribute.value.replace(/[\s\u0000-\u001f]/g, "")).not.toMatch(/^(javascript|vbscript):/i);
      }
    }
    expect(alone.textContent).toContain("Después");
  });

  it("shows no stylesheet text from stripped subtrees", () => {
    expect(root.textContent).not.toContain("display:none");
  });
});

describe("server renderer: rendering", () => {
  it("gives headings the TOC ids, accents and duplicates included", () => {
    const markdown = "# Guía rápida\n\n## ¿Qué incluye?\n\n## ¿Qué incluye?\n\n### Paso 1: **montaje**\n\n#### Nota";
    const toc = extractToc(markdown);
    const root = parse(render(markdown));
    const ids = Array.from(root.querySelectorAll("h1, h2, h3")).map((h) => h.id);
    expect(ids).toEqual(toc.map((entry) => entry.id));
    expect(ids).toEqual(["guia-rapida", "que-incluye", "que-incluye-1", "paso-1-montaje"].map((id) => `user-content-${id}`));
    expect(root.querySelector("h4")?.id).toBe("user-content-nota");
  });

  it("opens links in a new tab and shows Amazon links as affiliate buttons", () => {
    const root = parse(render("[Web](https://example.com) y [Comprar](https://amzn.to/abc) y [A](https://www.amazon.es/dp/B0)"));
    const [web, ...affiliates] = Array.from(root.querySelectorAll("a"));
    expect(web).toHaveAttribute("target", "_blank");
    expect(web).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(web).toHaveAttribute("data-external");
    expect(web).not.toHaveAttribute("data-affiliate");
    expect(affiliates).toHaveLength(2);
    for (const link of affiliates) {
      expect(link).toHaveAttribute("data-affiliate");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
      expect(link.className).toBe(AFFILIATE_LINK_CLASS);
      expect(link.querySelector("svg[aria-hidden=true]")).not.toBeNull();
    }
  });

  it("prefixes every id from content, so a heading cannot clobber globals or the panel's own ids", () => {
    const root = parse(render('# config\n\n## main-content\n\n<h2 id="header">Raw</h2>\n\n[ir](#config)'));
    const ids = Array.from(root.querySelectorAll("[id]")).map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id.startsWith("user-content-")).toBe(true);
    expect(ids).toContain("user-content-config");
  });

  it.each([
    "[x](//evil.example)",
    "[x](///evil.example)",
    '<a href="/\\evil.example">x</a>',
    '<a href="\\\\evil.example">x</a>',
    '<a href="\\/evil.example">x</a>',
    '<a href=" //evil.example">x</a>',
  ])("treats the lookalike relative link %s as another site", (markdown) => {
    const link = parse(render(markdown)).querySelector("a");
    expect(link).toHaveAttribute("href", "https://evil.example/");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(link).toHaveAttribute("data-external");
  });

  it("styles only real Amazon hosts as affiliate buttons", () => {
    const root = parse(render("[a](https://amazon.evil.example/dp/1) [b](https://www.amazon.es@evil.example/) [c](https://notamazon.com/)"));
    expect(root.querySelectorAll("a")).toHaveLength(3);
    expect(root.querySelectorAll("a[data-affiliate]")).toHaveLength(0);
  });

  it("keeps in-page links in the page and shows emptied links as text", () => {
    const root = parse(render("[arriba](#guia) y [malo](javascript:alert(1))"));
    const links = Array.from(root.querySelectorAll("a"));
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "#guia");
    expect(links[0]).not.toHaveAttribute("target");
    expect(root.querySelector("span")).toHaveTextContent("malo");
  });

  it("loads images lazily without a referrer; an unsafe image leaves its alt text", () => {
    const root = parse(render("![Foto](https://example.com/a.jpg) ![Mala](javascript:x) ![](javascript:y)"));
    const images = Array.from(root.querySelectorAll("img"));
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute("loading", "lazy");
    expect(images[0]).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(images[0]).toHaveAttribute("alt", "Foto");
    expect(root.querySelector("span")).toHaveTextContent("Mala");
  });

  it("keeps GFM column alignment over the stylesheet's", () => {
    const root = parse(render("| a | b |\n| :- | -: |\n| 1 | 2 |"));
    expect(root.querySelector("td:last-child")).toHaveAttribute("style", "text-align:right");
    expect(root.querySelector("td[align]")).toBeNull();
  });

  it("renders GFM: task lists, strikethrough and autolinks", () => {
    const root = parse(render("- [x] hecho\n- [ ] pendiente\n\n~~viejo~~ https://example.org"));
    expect(root.querySelectorAll("input[type=checkbox][disabled]")).toHaveLength(2);
    expect(root.querySelector("del")).toHaveTextContent("viejo");
    expect(root.querySelector('a[href="https://example.org/"]')).not.toBeNull();
  });

  it("links footnotes to their notes", () => {
    const root = parse(render("Texto[^1]\n\n[^1]: Nota al pie"));
    const ref = root.querySelector("a[data-footnote-ref]");
    const target = ref?.getAttribute("href")?.slice(1) ?? "";
    expect(root.querySelector(`[id="${target}"]`)).toHaveTextContent("Nota al pie");
    expect(root.textContent).toContain("Notas");
    expect(root.querySelector("a[data-footnote-backref]")).toHaveAttribute("aria-label", "Volver a la referencia 1");
  });

  it("keeps links with allowed schemes and relative addresses", () => {
    const root = parse(render("[m](mailto:a@b.es) [r](/products/1) [x](xmpp:a@b) [f](ftp://x)"));
    const hrefs = Array.from(root.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["mailto:a@b.es", "/products/1", "xmpp:a@b"]);
    expect(root.textContent).toContain("f");
  });
});

describe("server renderer: task lists", () => {
  it("names each task checkbox after its own item text", () => {
    const root = parse(render("- [ ] Compara el **precio**\n- [x] Lee las valoraciones\n  - [ ] Solo las verificadas\n"));
    const boxes = Array.from(root.querySelectorAll('input[type="checkbox"]'));
    expect(boxes.map((box) => box.getAttribute("aria-label"))).toEqual([
      "Compara el precio",
      "Lee las valoraciones",
      "Solo las verificadas",
    ]);
  });
});

describe("MarkdownArticle", () => {
  function show(rendered: RenderedHtml) {
    return renderComponent(
      <NextIntlClientProvider locale="es" messages={messages}>
        <MarkdownArticle rendered={rendered} data-testid="article" />
      </NextIntlClientProvider>,
    );
  }

  it("shows the server's HTML inside the article", () => {
    show({ status: "ready", html: render("# Hola\n\nTexto") });
    const article = screen.getByTestId("article");
    expect(article.tagName).toBe("ARTICLE");
    expect(article.querySelector("h1#user-content-hola")).toHaveTextContent("Hola");
    expect(article).not.toHaveAttribute("aria-busy");
  });

  it("says the content is loading while it is rendered", () => {
    show({ status: "loading" });
    expect(screen.getByTestId("article")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status", { name: "Cargando contenido..." })).toBeInTheDocument();
  });

  it("explains a failure and retries on request", async () => {
    const retry = jest.fn();
    show({ status: "error", error: new ApiError(500, "Error al preparar la vista previa del contenido.", null, "HTTP error"), retry });
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudo mostrar el contenido");
    expect(screen.getByRole("alert")).toHaveTextContent("Error al preparar la vista previa del contenido.");
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
