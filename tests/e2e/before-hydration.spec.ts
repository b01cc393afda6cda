// What the user does while a server-rendered page waits for its scripts: typed text is kept and acted on
// once the page is hydrated, a submit is not lost, and nothing says "Desconectado" before the browser knows.
// These specs use Playwright's own test: their navigations must not wait for hydration.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./support/admin";
import { backendPoster } from "./support/api";
import { api, unique } from "./niches-support";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

/** Holds the page's scripts (not its styles) until released: the server's HTML is on screen, not yet hydrated. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout: 30_000 });
  };
}

async function notHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
}

test.describe("sign-in before hydration", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("credentials typed and Enter pressed before the scripts run sign in, never through the address", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const hydrate = await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("Usuario").pressSequentially(ADMIN.username);
    await page.getByLabel("Contraseña").pressSequentially(ADMIN.password);
    await page.getByLabel("Contraseña").press("Enter");
    await notHydrated(page);
    await expect(page.getByLabel("Usuario")).toHaveValue(ADMIN.username);

    await hydrate();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(requested.filter((url) => url.includes(encodeURIComponent(ADMIN.password)) || url.includes("password="))).toEqual([]);
  });

  test("credentials typed before the scripts run enable 'Iniciar Sesión'", async ({ page }) => {
    const hydrate = await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("Usuario").pressSequentially(ADMIN.username);
    await page.getByLabel("Contraseña").pressSequentially(ADMIN.password);
    await hydrate();
    await expect(page.getByLabel("Contraseña")).toHaveValue(ADMIN.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });
});

test("a niche search typed before the scripts run is kept and filters the list", async ({ page, request }) => {
  const post = await backendPoster(request);
  const name = unique("Temprano ");
  await post(NICHES_PATH, { name, affiliate_tag: "temprano-21" });
  const hydrate = await holdScripts(page);
  await page.goto("/niches", { waitUntil: "commit" });
  const search = page.getByLabel("Buscar nichos");
  await search.pressSequentially(name);
  await notHydrated(page);

  await hydrate();
  await expect(page.getByTestId("niche-counter")).toHaveText(/^1 de \d+ nichos$/);
  await expect(search).toHaveValue(name);
});

test("Enter in a niche search before the scripts run loads the list for it, keeping the sort", async ({ page, request }) => {
  const post = await backendPoster(request);
  const name = unique("Enter temprano ");
  await post(NICHES_PATH, { name, affiliate_tag: "temprano-21" });
  const hydrate = await holdScripts(page);
  await page.goto("/niches?sort=name", { waitUntil: "commit" });
  const search = page.getByLabel("Buscar nichos");
  await search.pressSequentially(name);
  await search.press("Enter");
  // A plain GET of the page: the server draws the list for the text, before any script has run.
  await expect(page).toHaveURL(/\/niches\?sort=name&q=Enter\+temprano/);
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await notHydrated(page);

  await hydrate();
  await expect(page.getByTestId("niche-counter")).toHaveText(/^1 de \d+ nichos$/);
  await expect(search).toHaveValue(name);
});

test("a status chosen before the scripts run filters the niche list once they have", async ({ page, request }) => {
  const post = await backendPoster(request);
  const name = unique("Activo temprano ");
  await post(NICHES_PATH, { name, affiliate_tag: "temprano-21" });
  const hydrate = await holdScripts(page);
  await page.goto(`/niches?q=${encodeURIComponent(name)}`, { waitUntil: "commit" });
  const status = page.getByRole("combobox", { name: "Estado" });
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await status.selectOption({ label: "Inactivos" });
  await notHydrated(page);

  await hydrate();
  await expect(page).toHaveURL(/[?&]status=inactive/);
  await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0);
  await expect(status.locator("option:checked")).toHaveText("Inactivos");
});

test("a product status chosen before the scripts run ends with the address and the select agreeing", async ({ page }) => {
  const hydrate = await holdScripts(page);
  await page.goto("/products", { waitUntil: "commit" });
  const status = page.getByRole("combobox", { name: "Estado" });
  await status.selectOption({ label: "Completado" });
  await notHydrated(page);

  await hydrate();
  await expect(page).toHaveURL(/\/products\?status=completed$/);
  await expect(status.locator("option:checked")).toHaveText("Completado");
  // Once the list for it has come, both still say the same.
  await expect(page.getByText("Filtrado", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/products\?status=completed$/);
  await expect(status.locator("option:checked")).toHaveText("Completado");
  await expect(page.getByRole("list", { name: "Lista de productos" }).getByText(/^(Pendiente|Generando\.\.\.|Error)$/)).toHaveCount(0);
});

test("a market card clicked before the scripts run is chosen", async ({ page }) => {
  const hydrate = await holdScripts(page);
  await page.goto("/niches/new", { waitUntil: "commit" });
  // One of the main markets, drawn by the server.
  await page.getByRole("button", { name: /^Italia amazon\.it/ }).first().click();
  await expect(page).toHaveURL(/\/niches\/new\?market=it$/);
  await notHydrated(page);

  await hydrate();
  await expect(page.getByRole("heading", { name: "Mercado seleccionado" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Italia amazon\.it/ }).first()).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByRole("heading", { name: "Nombre del nicho" })).toBeVisible();
});

test("a product search typed before the scripts run is kept and filters the list", async ({ page, request }) => {
  const post = await backendPoster(request);
  const token = unique("temprano");
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Productos tempranos "), affiliate_tag: "temprano-21", mercado: "España" });
  await post(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/Cafetera-${token}/dp/B0${Date.now().toString(36).toUpperCase().slice(-8)}` });
  const hydrate = await holdScripts(page);
  await page.goto("/products", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Buscar productos" });
  await search.pressSequentially(token);
  await notHydrated(page);

  await hydrate();
  await expect(page.getByTestId("all-products-shown")).toHaveText(/^1 de \d+ productos$/, { timeout: 30_000 });
  await expect(search).toHaveValue(token);
});

test("'Generar Contenido' pressed before the scripts run starts the generation", async ({ page, request }) => {
  const post = await backendPoster(request);
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Generar temprano "), affiliate_tag: "temprano-21", mercado: "España" });
  const product = await post<{ id: number }>(productsPaths.ofNiche(niche.id), {
    amazon_url: `https://www.amazon.es/dp/B0${Date.now().toString(36).toUpperCase().slice(-8)}`,
  });
  const hydrate = await holdScripts(page);
  await page.goto(`/products/${product.id}/content`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 2, name: "Sin contenido generado" })).toBeVisible();
  await page.getByRole("button", { name: "Generar Contenido" }).click();
  await notHydrated(page);

  await hydrate();
  await expect(page.getByRole("tab", { name: "Vista previa" })).toBeVisible({ timeout: 60_000 });
});

test("'Descargar sitio' pressed before the scripts run downloads the site", async ({ page, request }) => {
  const niche = (await (await api(request)).listNiches()).find((n) => n.name === "Cafeteras Espresso")!;
  const hydrate = await holdScripts(page);
  await page.goto(`/niches/${niche.id}`, { waitUntil: "commit" });
  const button = page.getByRole("button", { name: "Descargar sitio" });
  await expect(button).toBeVisible();
  const saved = page.waitForEvent("download");
  await button.click();
  await notHydrated(page);

  await hydrate();
  expect((await saved).suggestedFilename()).toMatch(/-sitio\.zip$/);
});

test("a card's 'Eliminar' and a niche card's 'Generar' pressed before the scripts run are acted on", async ({ page, request }) => {
  const post = await backendPoster(request);
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Tarjetas tempranas "), affiliate_tag: "temprano-21", mercado: "España" });
  const asin = () => `B0${(Date.now() + Math.floor(Math.random() * 1e6)).toString(36).toUpperCase().slice(-8)}`;
  const kept = await post<{ id: number }>(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/${asin()}` });
  const removed = await post<{ id: number }>(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/${asin()}` });
  const card = (id: number) => page.locator(`[data-product-id="${id}"]`);

  let hydrate = await holdScripts(page);
  await page.goto(`/niches/${niche.id}/products`, { waitUntil: "commit" });
  await card(kept.id).getByRole("button", { name: "Generar", exact: true }).click();
  await notHydrated(page);
  await hydrate();
  await expect(card(kept.id).getByText(/^(Generando\.\.\.|Completado)/)).toBeVisible({ timeout: 60_000 });

  await page.unrouteAll({ behavior: "ignoreErrors" });
  hydrate = await holdScripts(page);
  await page.goto(`/niches/${niche.id}/products`, { waitUntil: "commit" });
  await card(removed.id).getByRole("button", { name: "Eliminar" }).click();
  await notHydrated(page);
  await hydrate();
  const dialog = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(card(removed.id)).toHaveCount(0);
  await expect(card(kept.id)).toBeVisible();
});

test("a product's box ticked before the scripts run is selected once they have", async ({ page, request }) => {
  const post = await backendPoster(request);
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Casilla temprana "), affiliate_tag: "temprano-21", mercado: "España" });
  const product = await post<{ id: number }>(productsPaths.ofNiche(niche.id), {
    amazon_url: `https://www.amazon.es/dp/B0${Date.now().toString(36).toUpperCase().slice(-8)}`,
  });
  const hydrate = await holdScripts(page);
  await page.goto(`/niches/${niche.id}/products`, { waitUntil: "commit" });
  const box = page.locator(`[data-product-id="${product.id}"]`).getByRole("checkbox");
  await box.check();
  await notHydrated(page);

  await hydrate();
  await expect(page.getByText("1 seleccionado", { exact: true })).toBeVisible();
  await expect(box).toBeChecked();
  await expect(page.getByRole("button", { name: "Regeneración forzada" })).toBeEnabled();
});

test("the dashboard says 'Conectando...' until the browser knows the connection, never a dead 'Reconectar'", async ({ page, request }) => {
  const html = await (await request.get("/dashboard", { maxRedirects: 0 })).text();
  expect(html).toContain(">Conectando...<");
  expect(html).not.toContain(">Desconectado<");
  expect(html).not.toContain(">Reconectar<");

  const hydrate = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByTestId("realtime-panel")).toContainText("Conectando...");
  await expect(page.getByRole("button", { name: "Reconectar" })).toHaveCount(0);
  await hydrate();
  await expect(page.getByTestId("realtime-panel")).toContainText("En línea", { timeout: 20_000 });
});
