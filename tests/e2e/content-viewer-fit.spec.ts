import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// The content viewer on a phone (390 px) and on a common laptop screen (1366×768).
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

test.describe.configure({ timeout: 120_000 });

async function productWithContent(request: APIRequestContext, title: string, content: string): Promise<number> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const niches = (await (await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers })).json()) as { id: number }[];
  const created = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niches[0].id)}`, {
    headers,
    data: { amazon_url: `https://www.amazon.es/dp/${asin()}` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const stored = await request.post(`${BACKEND_URL}${testHooksPaths.productContent(id)}`, { headers, data: { title, content } });
  expect(stored.status()).toBe(201);
  return id;
}

const filler = (times: number) => "Texto de relleno para leer con calma. ".repeat(times);
const sections = (n: number) => Array.from({ length: n }, (_, i) => `## Sección ${i + 1}\n\n${filler(30)}`).join("\n\n");

const TABLE = [
  "| Característica | Especificaciones técnicas | Compatibilidad |",
  "| --- | --- | --- |",
  "| Dimensiones aproximadas | Aproximadamente cuarenta centímetros | Universalmente compatible |",
  "| Alimentación | Transformador internacional | Electrodomésticos |",
].join("\n");

function article(page: Page) {
  return page.locator("article[data-print-article]");
}

/** The page has not scrolled over the last few frames. */
function scrollAtRest(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = window.scrollY;
    for (let i = 0; i < 5; i++) await frame();
    return window.scrollY === before;
  });
}

function sidePanel(page: Page) {
  return page.getByRole("complementary", { name: "Herramientas de lectura" });
}

test("at 390 px a table keeps every word whole, scrolling sideways inside the article instead", async ({ page, request }) => {
  const id = await productWithContent(request, "Tabla en el móvil", `# Tabla en el móvil\n\n${TABLE}\n\n${filler(5)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products/${id}/content`);
  const table = article(page).getByRole("table");
  await expect(table).toBeVisible();

  // A word broken across two lines has two boxes.
  const broken = await table.evaluate((element) => {
    const words: string[] = [];
    for (const cell of element.querySelectorAll("th, td")) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
    }
    return words;
  });
  expect(broken).toEqual([]);
  const box = await table.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const around = element.closest("article")!.getBoundingClientRect();
    return { inside: own.right <= around.right + 0.5, scrolls: element.scrollWidth > element.clientWidth };
  });
  expect(box).toEqual({ inside: true, scrolls: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("at 1366×768 the side panel is never cut off: read down the article, its actions are all in view", async ({ page, request }) => {
  const id = await productWithContent(request, "Panel en portátil", `# Panel en portátil\n\n${sections(12)}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/products/${id}/content`);
  const panel = sidePanel(page);
  await expect(panel.getByRole("button", { name: "Modo lectura" }).first()).toBeInViewport({ ratio: 1 });
  await expect(article(page).locator("#user-content-seccion-12")).toBeAttached();

  for (const share of [0.3, 0.6]) {
    await page.evaluate((part) => window.scrollTo({ top: document.documentElement.scrollHeight * part, behavior: "instant" }), share);
    const actions = panel.getByRole("region", { name: "Acciones" });
    for (const name of ["Copiar contenido", "Modo lectura", "Pantalla completa", "Descargar .md", "Compartir", "Imprimir"]) {
      await expect(actions.getByRole("button", { name }), `${name} at ${share}`).toBeInViewport({ ratio: 1 });
    }
    await expect(panel.getByRole("region", { name: "Estadísticas" })).toBeInViewport({ ratio: 1 });
    await expect(panel.getByRole("navigation", { name: "Contenido" }).locator("[aria-current=location]")).toBeInViewport({ ratio: 1 });
  }
});

test("at 1366×768 the table of contents marks the entry clicked, even a last heading that cannot reach the top", async ({ page, request }) => {
  const content = `# Guía corta al final\n\n${sections(8)}\n\n## Preguntas\n\nPocas.\n\n## Conclusión\n\nFin.`;
  const id = await productWithContent(request, "Guía corta al final", content);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/products/${id}/content`);
  const toc = page.getByRole("navigation", { name: "Contenido" });
  await expect(article(page).locator("#user-content-conclusion")).toBeAttached();

  for (const name of ["Sección 4", "Conclusión", "Preguntas", "Sección 8"]) {
    await toc.getByRole("link", { name, exact: true }).click();
    // Once the smooth scroll has come to rest, the entry marked is still the one clicked.
    await expect.poll(() => scrollAtRest(page)).toBe(true);
    await expect(toc.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "location");
    await expect(toc.locator("[aria-current=location]")).toHaveCount(1);
  }
  await expect(page.locator("#user-content-seccion-8")).toBeFocused();

  // Scrolling by hand follows the reading position again.
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, -1500);
  await expect(toc.getByRole("link", { name: "Sección 8", exact: true })).not.toHaveAttribute("aria-current", "location");
  await expect(toc.locator("[aria-current=location]")).toHaveCount(1);
});
