import { expect, test, type Locator } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { NICHES_PATH } from "@/tests/support/api-paths";

// A limited textarea shows how much of its limit is used: yellow above 80 %, a warning above 90 %,
// red above the limit.
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width} px the template description counts its characters against the limit`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/niche-catalog/new");
    const description = page.getByLabel("Descripción");
    const counter = page.locator("#catalog-description-count");
    await expect(counter).toHaveText("0/2000");
    await expect(counter).toHaveAttribute("data-tone", "ok");

    await description.fill("a".repeat(1700));
    await expect(counter).toContainText("1700/2000");
    await expect(counter).toHaveAttribute("data-tone", "near");
    await expect(page.getByText("Te estás acercando al límite de caracteres")).toHaveCount(0);

    await description.fill("a".repeat(1850));
    await expect(page.getByText("Te estás acercando al límite de caracteres")).toBeVisible();

    await description.fill("a".repeat(2100));
    await expect(counter).toHaveAttribute("data-tone", "over");
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Has superado el límite de caracteres")).toBeVisible();
    await expect(page.getByText("Te estás acercando al límite de caracteres")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

/** Sets the whole text at once, as a paste does: Playwright's fill inserts thousands of lines very slowly. */
async function pasteInto(textarea: Locator, value: string) {
  await textarea.evaluate((element: HTMLTextAreaElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

test("the bulk import counts its lines against the import limit", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: { name: `Líneas ${Date.now().toString(36)}`, affiliate_tag: "lineas-21", mercado: "España" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/niches/${id}/products`);
  await page.getByRole("button", { name: "Importar Masivamente" }).first().click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog", { name: "Importar productos masivamente" });
  const text = dialog.getByLabel("URLs o ASIN");
  const counter = dialog.locator("#bulk-import-count");
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `B0${String(i).padStart(8, "0")}`).join("\n");
  await expect(counter).toHaveText("URLs detectadas: 0/5000");

  await pasteInto(text, lines(4100));
  await expect(counter).toHaveAttribute("data-tone", "near");
  await expect(dialog.getByText("Te estás acercando al límite de URLs por importación")).toHaveCount(0);
  await pasteInto(text, lines(4600));
  await expect(dialog.getByText("Te estás acercando al límite de URLs por importación")).toBeVisible();

  await pasteInto(text, lines(5001));
  await expect(counter).toHaveAttribute("data-tone", "over");
  await expect(dialog.getByText("Has superado el límite de 5000 URLs por importación")).toBeVisible();
  await expect(dialog.getByText("Te estás acercando al límite de URLs por importación")).toHaveCount(0);
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Importar", exact: true }).click();
  await expect(dialog.getByText("No se pueden importar más de 5000 URLs a la vez")).toBeVisible();
});
