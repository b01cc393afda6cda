import { expect, test } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// A pending product's "Ver Contenido" is no dead end: the viewer offers the generation right there.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

test.describe.configure({ timeout: 120_000 });

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width} px a product without content offers to generate it and then shows it`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const niche = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
      headers,
      data: { name: `Generar ${unique()}`, affiliate_tag: "gen-21", mercado: "España" },
    });
    expect(niche.ok(), await niche.text()).toBe(true);
    const { id: nicheId } = (await niche.json()) as { id: number };
    const product = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(nicheId)}`, {
      headers,
      data: { amazon_url: `https://www.amazon.es/dp/${asin()}` },
    });
    expect(product.ok(), await product.text()).toBe(true);
    const { id } = (await product.json()) as { id: number };

    await page.goto(`/products/${id}/content`);
    await expect(page.getByRole("heading", { level: 2, name: "Sin contenido generado" })).toBeVisible();
    await page.getByRole("button", { name: "Generar Contenido" }).click();
    await expect(page.getByRole("tab", { name: "Vista previa" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 2, name: "Sin contenido generado" })).toHaveCount(0);
  });
}
