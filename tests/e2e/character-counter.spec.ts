import { expect, test } from "@playwright/test";

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
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
