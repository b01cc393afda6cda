import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { backendPoster } from "./support/api";
import { catalogContract } from "@/features/niche-catalog/contract";
import { CATALOG_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// The global search: Ctrl/Cmd+K or the header's 'Buscar' from any admin screen, keyboard first.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

/** A niche with one product (named after its URL's slug) and a web template, all with one token. */
async function arrange(request: APIRequestContext) {
  const post = await backendPoster(request);
  const token = unique();
  const niche = await post<{ id: number; name: string }>(NICHES_PATH, { name: `Búsqueda ${token}`, affiliate_tag: "busca-21", mercado: "España" });
  const product = await post<{ id: number }>(productsPaths.ofNiche(niche.id), {
    amazon_url: `https://www.amazon.es/Cafetera-Paleta-${token}/dp/${asin()}`,
  });
  const template = await post<{ id: number }>(CATALOG_PATH, {
    name: `Plantilla buscada ${token}`,
    images: [catalogContract.uploadedFile.url({ name: "none.png" })],
    github_url: `https://github.com/e2e/busca-${token}`,
  });
  return { token, niche, product, productName: `Cafetera Paleta ${token}`, template };
}

const palette = (page: Page) => page.getByRole("dialog", { name: "Búsqueda global" });
const searchBox = (page: Page) => palette(page).getByRole("combobox", { name: "Buscar nichos, productos, plantillas o acciones" });

/** The general list has drawn its products: the page is hydrated and listens to the shortcut. */
async function openProducts(page: Page) {
  await page.goto("/products");
  await expect(page.getByTestId("all-products-shown")).toHaveText(/^[1-9]\d* de \d+ productos$/, { timeout: 60_000 });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width} px Ctrl+K finds a product by name and Enter opens its content`, async ({ page, request }) => {
    const data = await arrange(request);
    await page.setViewportSize(viewport);
    await openProducts(page);
    await page.keyboard.press("ControlOrMeta+k");
    await expect(searchBox(page)).toBeFocused();
    // Before typing: the main actions.
    await expect(palette(page).getByRole("option", { name: /Nuevo Nicho/ })).toBeVisible();
    await noSidewaysScroll(page);

    await searchBox(page).fill(data.productName.toLowerCase());
    const option = palette(page).getByRole("option", { name: new RegExp(data.productName) });
    await expect(option).toBeVisible();
    await expect(option).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/products/${data.product.id}/content$`));
    await expect(palette(page)).toHaveCount(0);
  });
}

test("the header button opens it; niches and templates lead to their pages; Escape gives focus back", async ({ page, request }) => {
  const data = await arrange(request);
  await openProducts(page);
  const button = page.getByRole("button", { name: "Buscar", exact: true });
  await button.click();
  await searchBox(page).fill(`busqueda ${data.token}`);
  // The niche first (its name starts so), then its product (found by its niche's name).
  await expect(palette(page).getByRole("option").first()).toContainText(data.niche.name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/niches/${data.niche.id}$`));

  await page.keyboard.press("ControlOrMeta+k");
  await searchBox(page).fill(`plantilla buscada ${data.token}`);
  await palette(page).getByRole("option", { name: /Plantilla buscada/ }).click();
  await expect(page).toHaveURL(new RegExp(`/niche-catalog/${data.template.id}$`));

  await button.focus();
  await page.keyboard.press("ControlOrMeta+k");
  await searchBox(page).fill("zzz-nada-coincide-zzz");
  await expect(palette(page).getByText("No se encontraron resultados")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("'Importar Productos' opens the general list with its import dialog", async ({ page, request }) => {
  await arrange(request);
  await openProducts(page);
  await page.getByRole("link", { name: "Nichos", exact: true }).first().click();
  await expect(page).toHaveURL(/\/niches$/);
  await page.keyboard.press("ControlOrMeta+k");
  await searchBox(page).fill("importar");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Importar Productos" })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/products$/);
});

test("Ctrl+K takes the keys typed right away, while the palette's code is still on its way", async ({ page, request }) => {
  const data = await arrange(request);
  await openProducts(page);
  // The palette's code arrives only once everything is typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await released;
    await route.continue();
  });
  const typed = data.productName.toLowerCase();
  await page.keyboard.press("ControlOrMeta+k");
  await page.keyboard.type(typed);
  await expect(searchBox(page)).toHaveValue(typed);

  release();
  await expect(palette(page).getByRole("option", { name: new RegExp(data.productName) })).toBeVisible({ timeout: 30_000 });
  await expect(searchBox(page)).toHaveValue(typed);
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/products/${data.product.id}/content$`));
});
