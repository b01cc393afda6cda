import { readFile } from "node:fs/promises";
import { test, expect, type APIRequestContext, type Page } from "./support/test";
import { chooseOption } from "./support/select";
import { BACKEND_URL } from "./support/admin";
import { adminToken, clearFaults, injectFault, pathsFrom } from "./support/api";
import { holdLaterScripts } from "./support/hold-later-scripts";
import { markdownFileName } from "../../features/product-content";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

interface Version {
  title: string;
  content: string;
  content_metadata?: Record<string, unknown>;
}

interface Created {
  id: number;
  nicheId: number;
  nicheName: string;
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A fresh product in the first niche, with the given content versions stored through the test hook. */
async function productWithContent(request: APIRequestContext, versions: Version[]): Promise<Created> {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const niches = (await (await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers })).json()) as { id: number; name: string }[];
  const niche = niches[0];
  const asin = `B${suffix()}`.slice(0, 10).padEnd(10, "X");
  const created = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niche.id)}`, {
    headers,
    data: { amazon_url: `https://www.amazon.es/dp/${asin}` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const version of versions) {
    const stored = await request.post(`${BACKEND_URL}${testHooksPaths.productContent(id)}`, { headers, data: version });
    expect(stored.status()).toBe(201);
  }
  return { id, nicheId: niche.id, nicheName: niche.name };
}

const sections = (n: number) =>
  Array.from({ length: n }, (_, i) => `## Sección ${i + 1}\n\n${"Texto de relleno para leer con calma. ".repeat(40)}`).join("\n\n");

const ARTICLE = [
  "# Guía de la cafetera perfecta",
  "Introducción con un [enlace externo](https://example.com) y la [oferta en Amazon](https://www.amazon.es/dp/B000000001).",
  "| Modelo | Precio |\n| --- | --- |\n| Básica | 50 € |",
  sections(10),
].join("\n\n");

const METADATA = {
  meta_title: "Cafetera perfecta: guía",
  meta_description: "Todo lo que necesitas saber.",
  keywords: ["cafetera", "espresso"],
  seo_score: 72,
};

// The machine running the suite is shared and slow: leave room for dev compiles.
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1600, height: 900 } });

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded", timeout: 90_000 });
}

/** The screen's own title (the article may carry its own h1 from the markdown). */
function pageTitle(page: Page) {
  return page.locator("main header h1");
}

function sidePanel(page: Page) {
  return page.getByRole("complementary", { name: "Herramientas de lectura" });
}

function article(page: Page) {
  return page.locator("article[data-print-article]");
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("shows the header, keeps the tab in the URL and renders each tab", async ({ page, request }) => {
  const product = await productWithContent(request, [{ title: "Guía de la cafetera perfecta", content: ARTICLE, content_metadata: METADATA }]);
  await open(page, `/products/${product.id}/content`);

  await expect(pageTitle(page)).toHaveText("Guía de la cafetera perfecta", { timeout: 60_000 });
  await expect(page.getByText(`Contenido del Producto · ${product.nicheName}`)).toBeVisible();
  await expect(page.getByTestId("content-version")).toHaveText("Versión 1");
  await expect(page.getByText(/^Generado el \d{1,2} de [a-z]+ de \d{4}/)).toBeVisible();
  await expect(page.getByLabel("Versión")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Volver", exact: true })).toHaveAttribute("href", `/niches/${product.nicheId}/products`);

  // Preview: GFM table, links in a new tab, the Amazon link as an affiliate button.
  await expect(article(page).getByRole("table")).toBeVisible();
  const external = article(page).getByRole("link", { name: "enlace externo" });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(article(page).getByRole("link", { name: "oferta en Amazon" })).toHaveAttribute("data-affiliate", "");

  // Statistics of the text.
  const stats = page.getByRole("region", { name: "Estadísticas" });
  await expect(stats.getByText("Secciones")).toBeVisible();
  await expect(stats.locator("dd").nth(3)).toHaveText("11");

  // Tabs: by click and by keyboard, each kept in the URL.
  await page.getByRole("tab", { name: "Markdown" }).click();
  await expect(page).toHaveURL(/\?tab=markdown$/);
  await expect(page.getByRole("heading", { name: "Código Markdown" })).toBeVisible();
  await expect(page.getByTestId("content-markdown-source")).toContainText("| Modelo | Precio |");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Metadatos" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=metadata$/);
  await expect(page.getByRole("heading", { name: "Metadatos del contenido" })).toBeVisible();
  await expect(page.getByText("Cafetera perfecta: guía", { exact: true })).toBeVisible();
  await expect(page.getByText("Todo lo que necesitas saber.", { exact: true })).toBeVisible();
  await expect(page.getByText("#cafetera", { exact: true })).toBeVisible();
  await expect(page.getByText("#espresso", { exact: true })).toBeVisible();
  const score = page.getByText("72/100");
  await expect(score).toHaveAttribute("data-tone", "fair");
  await expect(page.getByRole("progressbar", { name: "Puntuación SEO" })).toBeVisible();
  await expect(page.getByText('"seo_score": 72')).toBeVisible();

  await page.reload();
  await expect(page.getByRole("tab", { name: "Metadatos" })).toHaveAttribute("aria-selected", "true", { timeout: 60_000 });

  // Bottom actions.
  await expect(page.getByRole("link", { name: /Ver en Amazon/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Editar Producto" })).toHaveAttribute("href", `/products/${product.id}/edit`);
});

test("a tab pressed before the tabs are live opens once they are", async ({ page, request }) => {
  const product = await productWithContent(request, [{ title: "Guía antes de vivo", content: ARTICLE, content_metadata: METADATA }]);
  const path = `/products/${product.id}/content`;
  const later = await holdLaterScripts(page, path);
  await open(page, path);

  // The server's tabs and preview are on screen while their code is held back, already styled.
  await expect(article(page).getByRole("table")).toBeVisible();
  const heading = article(page).getByRole("heading", { name: "Sección 1", exact: true });
  const styled = await heading.evaluate((el) => getComputedStyle(el).fontSize);
  await page.getByRole("tab", { name: "Metadatos" }).click();
  expect(later.held.length).toBeGreaterThan(0);

  later.release();
  await expect(page.getByRole("tab", { name: "Metadatos" })).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
  await page.getByRole("tab", { name: "Vista previa" }).click();
  expect(await heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe(styled);
  await page.getByRole("tab", { name: "Metadatos" }).click();
  await expect(page.getByText("Cafetera perfecta: guía", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=metadata/);
});

test("metadata: keywords fallback, score colours and the empty state", async ({ page, request }) => {
  const good = await productWithContent(request, [
    { title: "Buena", content: "# Buena", content_metadata: { meta_title: "T", keywords: "no es lista", seo_score: 85 } },
  ]);
  await open(page, `/products/${good.id}/content?tab=metadata`);
  await expect(page.getByText("No hay palabras clave disponibles")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("85/100")).toHaveAttribute("data-tone", "good");

  const poor = await productWithContent(request, [{ title: "Floja", content: "# Floja", content_metadata: { seo_score: 40 } }]);
  await open(page, `/products/${poor.id}/content?tab=metadata`);
  await expect(page.getByText("40/100")).toHaveAttribute("data-tone", "poor", { timeout: 60_000 });

  const none = await productWithContent(request, [{ title: "Sin metadatos", content: "# Sin metadatos" }]);
  await open(page, `/products/${none.id}/content?tab=metadata`);
  await expect(page.getByText("No hay metadatos disponibles")).toBeVisible({ timeout: 60_000 });
});

test("switches between versions", async ({ page, request }) => {
  const product = await productWithContent(request, [
    { title: "Primera versión", content: "# Primera versión\n\nTexto antiguo." },
    { title: "Segunda versión", content: "# Segunda versión\n\nTexto nuevo." },
  ]);
  await open(page, `/products/${product.id}/content`);
  await expect(pageTitle(page)).toHaveText("Segunda versión", { timeout: 60_000 });
  await expect(page.getByTestId("content-version")).toHaveText("Versión 2");
  await expect(article(page)).toContainText("Texto nuevo.");

  await chooseOption(page.getByRole("combobox", { name: "Versión" }), /^Versión 1 · /);
  await expect(pageTitle(page)).toHaveText("Primera versión");
  await expect(page.getByTestId("content-version")).toHaveText("Versión 1");
  await expect(article(page)).toContainText("Texto antiguo.");
  await page.getByRole("tab", { name: "Markdown" }).click();
  await expect(page.getByTestId("content-markdown-source")).toContainText("Texto antiguo.");
});

test("the chosen version is in the URL: a reload or a shared link opens it, Back returns to the one before", async ({ page, request }) => {
  const product = await productWithContent(request, [
    { title: "Primera versión", content: "# Primera versión\n\nTexto antiguo." },
    { title: "Segunda versión", content: "# Segunda versión\n\nTexto nuevo." },
    { title: "Tercera versión", content: "# Tercera versión\n\nTexto reciente." },
  ]);
  const path = `/products/${product.id}/content`;
  await open(page, path);
  await expect(page.getByTestId("content-version")).toHaveText("Versión 3", { timeout: 60_000 });

  const choose = async (version: number) => {
    await chooseOption(page.getByRole("combobox", { name: "Versión" }), new RegExp(`^Versión ${version} · `));
  };
  await choose(1);
  await expect(page).toHaveURL(new RegExp(`${path}\\?version=1$`));
  await expect(page.getByTestId("content-version")).toHaveText("Versión 1");
  await expect(article(page)).toContainText("Texto antiguo.");
  await choose(2);
  await expect(page).toHaveURL(new RegExp(`${path}\\?version=2$`));
  await expect(article(page)).toContainText("Texto nuevo.");

  // The tab rides along in the same URL.
  await page.getByRole("tab", { name: "Markdown" }).click();
  await expect(page).toHaveURL(/\?version=2&tab=markdown$/);
  await page.reload();
  await expect(page.getByTestId("content-version")).toHaveText("Versión 2", { timeout: 60_000 });
  await expect(page.getByTestId("content-markdown-source")).toContainText("Texto nuevo.");

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}\\?version=1$`));
  await expect(page.getByTestId("content-version")).toHaveText("Versión 1");
  await expect(page.getByRole("tab", { name: "Vista previa" })).toHaveAttribute("aria-selected", "true");
  await expect(article(page)).toContainText("Texto antiguo.");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId("content-version")).toHaveText("Versión 3");
  await expect(article(page)).toContainText("Texto reciente.");

  // A shared link opens its version, its article already in the server's HTML.
  const shared = await page.context().newPage();
  const first = await shared.goto(`${path}?version=1`);
  expect(await first!.text()).toMatch(/<article[^>]*data-print-article[^>]*>(?:(?!<\/article>)[\s\S])*Texto antiguo\./);
  await expect(shared.getByTestId("content-version")).toHaveText("Versión 1", { timeout: 60_000 });
  await expect(shared.locator("article[data-print-article]")).toContainText("Texto antiguo.");
  await shared.close();
});

test("the table of contents scrolls to headings and follows the reading position", async ({ page, request }) => {
  const product = await productWithContent(request, [{ title: "Guía larga", content: ARTICLE }]);
  await open(page, `/products/${product.id}/content`);
  const toc = page.getByRole("navigation", { name: "Contenido" });
  await expect(toc.getByRole("link")).toHaveCount(11, { timeout: 60_000 });
  await expect(toc.getByRole("link", { name: "Sección 7" })).toHaveAttribute("href", "#user-content-seccion-7");

  // The table of contents comes from the markdown at once; the article's headings arrive with its HTML.
  const heading7 = page.locator("#user-content-seccion-7");
  await expect(heading7).toBeVisible();
  await toc.getByRole("link", { name: "Sección 7" }).click();
  await expect.poll(async () => heading7.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(100);
  await expect.poll(async () => heading7.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  await expect(toc.getByRole("link", { name: "Sección 7" })).toHaveAttribute("aria-current", "location");
  await expect(page).toHaveURL(/#user-content-seccion-7$/);
  await expect(heading7).toBeFocused();

  // Scrolling by hand moves the active entry: the last heading at or above 100 px.
  await page.evaluate(() => {
    const top = document.getElementById("user-content-seccion-3")!.getBoundingClientRect().top + window.scrollY - 50;
    window.scrollTo({ top, behavior: "instant" });
  });
  await expect(toc.getByRole("link", { name: "Sección 3" })).toHaveAttribute("aria-current", "location");
  await expect(toc.getByRole("link", { name: "Sección 7" })).not.toHaveAttribute("aria-current", "location");
  await page.evaluate(() => {
    const top = document.getElementById("user-content-seccion-3")!.getBoundingClientRect().top + window.scrollY - 150;
    window.scrollTo({ top, behavior: "instant" });
  });
  await expect(toc.getByRole("link", { name: "Sección 2" })).toHaveAttribute("aria-current", "location");

  // A shared link with the heading's hash opens at that heading.
  await open(page, `/products/${product.id}/content#user-content-seccion-9`);
  await expect(toc.getByRole("link", { name: "Sección 9" })).toHaveAttribute("aria-current", "location", { timeout: 60_000 });
});

test("reading mode hides the panel and narrows the article", async ({ page, request }) => {
  const product = await productWithContent(request, [{ title: "Lectura", content: ARTICLE }]);
  await open(page, `/products/${product.id}/content`);
  await expect(sidePanel(page)).toBeVisible({ timeout: 60_000 });
  await expect(article(page).getByRole("heading", { name: "Guía de la cafetera perfecta" })).toBeVisible();
  const wide = await article(page).evaluate((el) => el.getBoundingClientRect().width);

  await sidePanel(page).getByRole("button", { name: "Modo lectura" }).first().click();
  await expect(page.getByText("Modo lectura activado")).toBeVisible();
  await expect(sidePanel(page)).toHaveCount(0);
  const narrow = await article(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const main = document.querySelector("main")!.getBoundingClientRect();
    return { width: box.width, centred: Math.abs(box.left - main.left - (main.right - box.right)) < 2, main: main.width };
  });
  expect(narrow.width).toBeLessThan(wide);
  expect(narrow.width).toBeLessThan(narrow.main - 100);
  expect(narrow.centred).toBe(true);

  await page.getByRole("button", { name: "Salir del modo lectura" }).click();
  await expect(page.getByText("Modo lectura activado")).toHaveCount(0);
  await expect(sidePanel(page)).toBeVisible();

  // The same toggle sits in 'Acciones'.
  await page.getByRole("region", { name: "Acciones" }).getByRole("button", { name: "Modo lectura" }).click();
  await expect(page.getByText("Modo lectura activado")).toBeVisible();
});

test("downloads the markdown with the title-based file name", async ({ page, request }) => {
  const title = "Guía: ¿Qué Cafetera Comprar? 2024";
  const product = await productWithContent(request, [{ title, content: ARTICLE }]);
  await open(page, `/products/${product.id}/content`);
  await expect(sidePanel(page)).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent("download");
  await sidePanel(page).getByRole("button", { name: "Descargar .md" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("guia___que_cafetera_comprar__2024.md");
  expect(download.suggestedFilename()).toBe(markdownFileName(title));
  expect(await readFile((await download.path())!, "utf8")).toBe(ARTICLE);
});

test("copies the content and the markdown", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const product = await productWithContent(request, [{ title: "Copiar", content: ARTICLE }]);
  await open(page, `/products/${product.id}/content`);
  const panel = sidePanel(page);
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await panel.getByRole("button", { name: "Copiar contenido" }).click();
  await expect(panel.getByRole("button", { name: "¡Copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ARTICLE);
  await expect(panel.getByRole("button", { name: "Copiar contenido" })).toBeVisible({ timeout: 4_000 });

  await page.evaluate(() => navigator.clipboard.writeText(""));
  await page.getByRole("tab", { name: "Markdown" }).click();
  await page.getByRole("button", { name: "Copiar", exact: true }).click();
  await expect(page.getByRole("button", { name: "¡Copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ARTICLE);
});

test("sharing without the Web Share API copies the URL", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  const product = await productWithContent(request, [{ title: "Compartir", content: "# Compartir\n\nTexto." }]);
  await open(page, `/products/${product.id}/content`);
  await sidePanel(page).getByRole("button", { name: "Compartir" }).click({ timeout: 60_000 });
  await expect(page.getByText("URL copiada al portapapeles")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("full screen opens a window with the same sanitized HTML and no external resources", async ({ page, context, request }) => {
  const product = await productWithContent(request, [{ title: "Pantalla completa", content: ARTICLE }]);
  await open(page, `/products/${product.id}/content`);
  await expect(sidePanel(page)).toBeVisible({ timeout: 60_000 });
  // The server renders the article after the page shows: compare once it is there.
  await expect(article(page).locator("#user-content-seccion-10")).toHaveText("Sección 10");
  const previewHtml = await article(page).evaluate((el) => el.innerHTML);

  const opening = context.waitForEvent("page");
  await sidePanel(page).getByRole("button", { name: "Pantalla completa" }).click();
  const popup = await opening;
  await expect(popup.getByRole("heading", { level: 1, name: "Guía de la cafetera perfecta" })).toBeVisible();
  await expect(popup).toHaveTitle("Pantalla completa");
  await expect(popup.getByRole("table")).toBeVisible();
  await expect(popup.locator("#user-content-seccion-10")).toHaveText("Sección 10");
  expect(await popup.locator("script, link[rel=stylesheet], iframe").count()).toBe(0);
  const popupHtml = await popup.locator("main > article").evaluate((el) => el.innerHTML);
  expect(popupHtml).toBe(previewHtml);
  await popup.close();
});

test("printing shows only the article", async ({ page, request }) => {
  const product = await productWithContent(request, [{ title: "Imprimir", content: ARTICLE }]);
  await open(page, `/products/${product.id}/content`);
  await expect(sidePanel(page)).toBeVisible({ timeout: 60_000 });
  await page.emulateMedia({ media: "print" });
  await expect(article(page)).toBeVisible();
  await expect(article(page).locator("h1")).toHaveText("Guía de la cafetera perfecta");
  // Role queries skip hidden nodes, so these look the elements up by CSS and read their style.
  const hiddenInPrint = (selector: string) =>
    page.locator(selector).first().evaluate((el) => {
      const style = getComputedStyle(el);
      return style.display === "none" || style.visibility === "hidden";
    });
  for (const selector of [
    "[data-testid=content-side-panel]",
    "header[data-print-hide] h1",
    "[role=tablist]",
    "nav[aria-label='Acciones del producto']",
    "body > div header",
    "aside",
  ]) {
    await expect(page.locator(selector).first(), selector).toBeAttached();
    expect(await hiddenInPrint(selector), selector).toBe(true);
  }
  await expect(page.locator("[data-testid=content-side-panel]")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(sidePanel(page)).toBeVisible();
});

test("error, empty and regeneration flows", async ({ page, request }) => {
  const product = await productWithContent(request, [{ title: "Regenerable", content: "# Regenerable\n\nPrimera." }]);
  await injectFault(request, { method: "GET", path: pathsFrom(productsPaths.latestContent(product.id)), status: 500, detail: "Base de datos caída", times: 10 });
  await open(page, `/products/${product.id}/content`);
  await expect(page.getByRole("heading", { level: 1, name: "Error al cargar contenido" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("No se pudo cargar el contenido del producto. Base de datos caída")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", `/niches/${product.nicheId}/products`);
  await clearFaults(request);

  const empty = await productWithContent(request, []);
  await open(page, `/products/${empty.id}/content`);
  await expect(page.getByRole("heading", { name: "Sin contenido generado" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Este producto aún no tiene contenido generado.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", `/niches/${empty.nicheId}/products`);

  await open(page, `/products/${product.id}/content`);
  await expect(page.getByTestId("content-version")).toHaveText("Versión 1", { timeout: 60_000 });
  await injectFault(request, { method: "POST", path: pathsFrom(productsPaths.triggerGeneration(product.id)), status: 409, detail: "Ya en curso" });
  await page.getByRole("button", { name: "Regenerar" }).click();
  await expect(page.getByText("Ya en curso")).toBeVisible();

  await page.getByRole("button", { name: "Regenerar" }).click();
  await expect(page.getByText("Generación de contenido iniciada")).toBeVisible();
  await expect(page.getByTestId("content-version")).toHaveText("Versión 2", { timeout: 60_000 });
  await expect(page.getByRole("combobox", { name: "Versión" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Regenerar" })).toBeEnabled();
});

test("an image over plain HTTP is neither requested nor lost: a placeholder links its address, in the page and full screen", async ({ page, context, request }) => {
  const content = "# Imágenes\n\n![Cafetera antigua](http://img.example/cafetera.jpg)\n\nTexto entre imágenes.\n\n<img src=\"http://img.example/raw.png\" alt=\"Molinillo\">";
  const product = await productWithContent(request, [{ title: "Imágenes HTTP", content }]);
  const asked: string[] = [];
  await context.route("http://img.example/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await open(page, `/products/${product.id}/content`);
  const placeholders = article(page).locator("[data-insecure-image]");
  await expect(placeholders).toHaveCount(2);
  await expect(placeholders.first()).toContainText("Imagen no mostrada: su dirección no es segura (HTTP) (Cafetera antigua):");
  await expect(placeholders.first().getByRole("link", { name: "http://img.example/cafetera.jpg" })).toHaveAttribute("href", "http://img.example/cafetera.jpg");
  await expect(article(page).locator("img")).toHaveCount(0);

  const opening = context.waitForEvent("page");
  await sidePanel(page).getByRole("button", { name: "Pantalla completa" }).click();
  const popup = await opening;
  await expect(popup.locator("[data-insecure-image]")).toHaveCount(2);
  await expect(popup.getByRole("link", { name: "http://img.example/raw.png" })).toBeVisible();
  expect(await popup.locator("img").count()).toBe(0);
  await popup.close();
  expect(asked).toEqual([]);
  expect(violations).toEqual([]);
});
