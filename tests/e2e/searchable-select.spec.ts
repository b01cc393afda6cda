import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { backendPoster } from "./support/api";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// Niches are picked with a combobox that filters as one types (accents ignored).
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

async function arrange(request: APIRequestContext) {
  const post = await backendPoster(request);
  const token = unique();
  const niche = await post<{ id: number; name: string; slug: string }>(NICHES_PATH, {
    name: `Jardín Ñandú ${token}`,
    affiliate_tag: "nandu-21",
    mercado: "España",
  });
  await post(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/${asin()}` });
  return { token, niche };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width} px the product filters pick a niche by typing part of its name`, async ({ page, request }) => {
    const { token, niche } = await arrange(request);
    await page.setViewportSize(viewport);
    await page.goto("/products");
    const shown = page.getByTestId("all-products-shown");
    await expect(shown).toHaveText(/^[1-9]\d* de \d+ productos$/, { timeout: 60_000 });
    const box = page.getByRole("combobox", { name: "Nicho" });
    await expect(box).toHaveValue("Todos los nichos");

    await box.click();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const options = page.getByRole("listbox", { name: "Nicho" }).getByRole("option");
    await expect(options.first()).toHaveText("Todos los nichos");
    await box.fill(`jardin nandu ${token}`);
    await expect(options).toHaveCount(1);
    await expect(options).toHaveText(niche.name);
    await noSidewaysScroll(page);
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue(niche.name);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(shown).toHaveText(/^1 de \d+ productos$/);
    await expect(page).toHaveURL(new RegExp(`niche=${niche.slug}`));

    await box.fill("zzz-ningun-nicho-zzz");
    await expect(page.getByText("No se encontraron opciones")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue(niche.name);
    await expect(page.getByText("No se encontraron opciones")).toHaveCount(0);

    // Back to every niche, with the keyboard only.
    await box.press("ArrowDown");
    await box.press("Home");
    await box.press("Enter");
    await expect(box).toHaveValue("Todos los nichos");
    await expect(page).not.toHaveURL(/niche=/);
  });
}

test("the import dialog picks its niche by typing; Escape closes the list, not the dialog", async ({ page, request }) => {
  const { token, niche } = await arrange(request);
  await page.goto("/products");
  await expect(page.getByTestId("all-products-shown")).toHaveText(/^[1-9]\d* de \d+ productos$/, { timeout: 60_000 });
  await page.getByRole("button", { name: "Importar Productos" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar Productos" });
  const box = dialog.getByRole("combobox", { name: "Nicho" });
  await expect(box).toHaveAttribute("placeholder", "Seleccionar...");
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByText("Por favor selecciona un nicho")).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");

  await box.fill(`ñandu ${token}`);
  await expect(dialog.getByRole("option")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(dialog).toBeVisible();

  await box.fill(`ñandu ${token}`);
  await dialog.getByRole("option", { name: niche.name }).click();
  await expect(box).toHaveValue(niche.name);
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products$`));
});
