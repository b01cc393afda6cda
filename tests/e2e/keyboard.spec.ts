import { test, expect, type Locator, type Page } from "./support/test";
import { ADMIN, BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { catalogContract } from "@/features/niche-catalog/contract";
import { CATALOG_PATH, catalogItemPath, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// Issue 11 point 2: the main flows with the keyboard alone. No clicks and no fills: every control is
// reached with Tab (or Shift+Tab) and operated with Enter, Space or typing.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** The focused element shows a visible indicator: an outline or a ring (box-shadow). */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(":focus-visible"),
      outlineStyle: s.outlineStyle,
      outlineWidth: parseFloat(s.outlineWidth),
      boxShadow: s.boxShadow,
    };
  });
  expect(style.focusVisible, "focused by keyboard, so :focus-visible applies").toBe(true);
  const outlined = style.outlineStyle !== "none" && style.outlineWidth > 0;
  expect(outlined || style.boxShadow !== "none", JSON.stringify(style)).toBe(true);
}

test.describe.configure({ timeout: 180_000 });

test.describe("sin sesión", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("inicia sesión con el teclado hasta el panel", async ({ page }) => {
    await page.goto("/login");
    const username = page.getByLabel("Usuario");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
    await tabTo(page, username);
    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Contraseña")).toBeFocused();
    await page.keyboard.type(ADMIN.password);

    // Through "remember me" and "forgot password" to the submit button, which shows its focus.
    const submit = page.getByRole("button", { name: "Iniciar Sesión" });
    await tabTo(page, submit, { max: 5 });
    await expectVisibleFocus(submit);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  });
});

test("crea un nicho con el asistente usando solo el teclado", async ({ page, request }) => {
  const id = unique();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const templates = (await (await request.get(`${BACKEND_URL}${CATALOG_PATH}`, { headers })).json()) as { images?: string[] | null }[];
  const images = templates.flatMap((x) => x.images ?? []).slice(0, 2);
  const created = await request.post(`${BACKEND_URL}${CATALOG_PATH}`, {
    headers,
    data: {
      name: `Plantilla Teclado ${id}`,
      images: images.length ? images : [catalogContract.uploadedFile.url({ name: "none.png" })],
      github_url: `https://github.com/e2e/teclado-${id}`,
    },
  });
  expect(created.ok()).toBe(true);
  const template = (await created.json()) as { id: number; name: string };

  try {
    await page.goto("/niches/new");
    const stepHeading = (name: string) => page.getByRole("heading", { level: 2, name });
    const nextButton = page.getByRole("button", { name: "Siguiente" });

    // Step 1: the search has the focus; type, then Tab to the market and choose it with Space.
    await expect(stepHeading("Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
    const search = page.getByLabel("Buscar mercado");
    await expect(search).toBeFocused();
    await page.keyboard.type("España");
    await expect(page.getByText("1 de 21 mercados")).toBeVisible();
    const spain = page.getByRole("button", { name: /España/ });
    await tabTo(page, spain, { max: 20 });
    await page.keyboard.press("Space");
    await expect(spain).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, nextButton, { max: 20 });
    await page.keyboard.press("Enter");

    // Step 2: the name field gets the focus; Enter advances.
    await expect(stepHeading("Nombre del nicho")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre del nicho" })).toBeFocused();
    await page.keyboard.type(`Teclado ${id}`);
    await expect(page.getByText("Válido", { exact: true })).toBeVisible();
    await page.keyboard.press("Enter");

    // Step 3: the tag field gets the focus; Enter advances.
    await expect(stepHeading("Affiliate Tag")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Affiliate Tag" })).toBeFocused();
    await page.keyboard.type(`teclado${id}-21`);
    await page.keyboard.press("Enter");

    // Step 4: the first tone has the focus; Tab to another and choose it with Enter.
    await expect(stepHeading("Tono del contenido")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Profesional/ })).toBeFocused();
    const casual = page.getByRole("button", { name: /^Casual/ });
    await tabTo(page, casual, { max: 10 });
    await page.keyboard.press("Enter");
    await expect(casual).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, nextButton, { max: 20 });
    await page.keyboard.press("Enter");

    // Step 5: Tab to this test's template, choose it, Tab to "Crear Nicho" and press Enter.
    await expect(stepHeading("Plantilla web")).toBeVisible();
    const card = page.getByRole("button", { name: new RegExp(template.name) });
    await tabTo(page, card, { max: 60 });
    await page.keyboard.press("Enter");
    await expect(card).toHaveAttribute("aria-pressed", "true");
    const create = page.getByRole("button", { name: "Crear Nicho" });
    await tabTo(page, create, { max: 60 });
    await expectVisibleFocus(create);
    await page.keyboard.press("Enter");

    // The automation runs and, when it is done, the wizard opens the new niche.
    await expect(page.getByTestId("wizard-automation-step")).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/niches\/\d+$/, { timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 1, name: `Teclado ${id}` })).toBeVisible({ timeout: 30_000 });
  } finally {
    await request.delete(`${BACKEND_URL}${catalogItemPath(template.id)}`, { headers });
  }
});

test("inicia la generación de un producto con el teclado", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const nicheResponse = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: { name: `Teclado Productos ${unique()}`, affiliate_tag: "teclado-21", mercado: "España" },
  });
  expect(nicheResponse.ok()).toBe(true);
  const niche = (await nicheResponse.json()) as { id: number; name: string };
  const productResponse = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niche.id)}`, {
    headers,
    data: { amazon_url: `https://www.amazon.es/dp/B0${unique().toUpperCase().slice(0, 8).padEnd(8, "K")}` },
  });
  expect(productResponse.ok()).toBe(true);
  const product = (await productResponse.json()) as { id: number };

  await page.goto(`/niches/${niche.id}/products`);
  await expect(page.getByRole("heading", { level: 1, name: `Productos de: ${niche.name}` })).toBeVisible({ timeout: 60_000 });
  const card = page.locator(`[data-product-id="${product.id}"]`);
  await expect(card.getByText("Pendiente", { exact: true })).toBeVisible();

  // From the top of the page, Tab through the shell and the toolbar to the card's "Generar".
  const generate = card.getByRole("button", { name: "Generar", exact: true });
  await tabTo(page, generate, { max: 120 });
  await expectVisibleFocus(generate);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Generación de contenido iniciada")).toBeVisible();
  await expect(card.getByText(/Generando|Procesando|Completado/).first()).toBeVisible();
});
