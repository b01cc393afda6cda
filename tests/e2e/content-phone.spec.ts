import { expect, test } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// On a phone the side panel is gone: copy, download, share and print follow the article.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

test.describe.configure({ timeout: 120_000 });

test("at 390 px the content viewer's actions are reachable under the article", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const niche = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: { name: `Movil ${unique()}`, affiliate_tag: "movil-21", mercado: "España" },
  });
  const { id: nicheId } = (await niche.json()) as { id: number };
  const product = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(nicheId)}`, {
    headers,
    data: { amazon_url: `https://www.amazon.es/dp/${asin()}` },
  });
  const { id } = (await product.json()) as { id: number };
  await request.post(`${BACKEND_URL}${productsPaths.triggerGeneration(id)}`, { headers });
  await expect
    .poll(async () => ((await (await request.get(`${BACKEND_URL}${productsPaths.one(id)}`, { headers })).json()) as { generation_status: string }).generation_status)
    .toBe("completed");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products/${id}/content`);
  await expect(page.getByRole("complementary", { name: "Herramientas de lectura" })).toBeHidden();
  const actions = page.getByRole("region", { name: "Acciones" });
  await actions.scrollIntoViewIfNeeded();
  for (const name of [/Copiar/, /Descargar/, /Compartir/, /Imprimir/]) {
    await expect(actions.getByRole("button", { name })).toBeVisible();
  }

  await page.setViewportSize({ width: 1600, height: 900 });
  // Wide: one set of actions, in the side panel.
  await expect(page.getByRole("region", { name: "Acciones" })).toHaveCount(1);
  await expect(page.getByRole("complementary", { name: "Herramientas de lectura" }).getByRole("region", { name: "Acciones" })).toBeVisible();
});
