import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { whenHydrated } from "./support/hydration";
import { NICHES_PATH } from "@/tests/support/api-paths";

// A keyboard user who closes a dialog with Escape continues from the control that opened it.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createNiche(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: { name: `Foco ${unique()}`, affiliate_tag: "foco-21", mercado: "España" },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()) as { id: number; name: string };
}

/** Opens with the keyboard (focus + Enter), closes with Escape, and checks where focus lands. */
async function escapeReturnsTo(page: Page, opener: Locator, dialog: Locator) {
  await whenHydrated(opener);
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe.configure({ timeout: 180_000 });

test("Escape gives focus back to the button that opened import products", async ({ page }) => {
  await page.goto("/products");
  await escapeReturnsTo(
    page,
    page.getByRole("button", { name: "Importar Productos" }),
    page.getByRole("dialog", { name: "Importar Productos" }),
  );
});

test("Escape gives focus back to the button that opened bulk import", async ({ page, request }) => {
  const niche = await createNiche(request);
  await page.goto(`/niches/${niche.id}/products`);
  await escapeReturnsTo(page, page.getByRole("button", { name: "Importar Masivamente" }).first(), page.getByRole("dialog"));
});

test("Escape gives focus back to the actions menu that opened delete niche", async ({ page, request }) => {
  const niche = await createNiche(request);
  await page.goto(`/niches?q=${encodeURIComponent(niche.name)}`);
  const actions = page.getByRole("article", { name: niche.name, exact: true }).getByRole("button", { name: `Acciones de ${niche.name}` });
  await whenHydrated(actions);
  await actions.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Eliminar" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
});

test("Escape gives focus back to the button that opened new API client", async ({ page }) => {
  await page.goto("/admin/api-clients");
  await escapeReturnsTo(
    page,
    page.getByRole("button", { name: "Nuevo API Client" }).first(),
    page.getByRole("dialog"),
  );
});

test("a skip link before the sidebar takes the keyboard to the content", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is inside the content, not the sidebar's first link.
  expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
});
