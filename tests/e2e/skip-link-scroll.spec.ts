import { test, expect, type Page } from "./support/test";

// The skip link leaves #main in the address; the dashboard must still open at its top, its heading
// below the sticky header, when the link is followed and when the page is loaded again at #main.

const VIEWPORTS = [
  { name: "desktop", size: { width: 1440, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
];

async function expectHeadingInView(page: Page): Promise<void> {
  const header = await page.locator("header").first().boundingBox();
  const heading = await page.getByRole("heading", { level: 1, name: "Dashboard" }).boundingBox();
  expect(header && heading && heading.y >= header.y + header.height).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

for (const { name, size } of VIEWPORTS) {
  test(`the dashboard opens at its top after the skip link and at #main (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/dashboard");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard#main$/);
    await expectHeadingInView(page);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expectHeadingInView(page);
  });
}
