// A completed product given another Amazon link stops presenting the old link's article: the form says
// so before saving, and the product is pending again.
import { expect, test } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { api, unique } from "./niches-support";
import { productsPaths } from "@/tests/support/api-paths";

test("changing a completed product's link asks first, then leaves it pending without its old content", async ({ page, request }) => {
  const a = await api(request);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const niche = await a.createNiche({ name: unique("Enlace cambiado "), affiliate_tag: "enlace-21", mercado: "es" });
  const product = await a.addProduct(niche.id, "B0ENLACE01");
  await request.post(`${BACKEND_URL}${productsPaths.triggerGeneration(product.id)}`, { headers });
  const status = async () => ((await (await request.get(`${BACKEND_URL}${productsPaths.one(product.id)}`, { headers })).json()) as { generation_status: string }).generation_status;
  await expect.poll(status).toBe("completed");

  await page.goto(`/products/${product.id}/edit`);
  await page.getByLabel("URL de Amazon").fill("https://www.amazon.es/dp/B0ENLACE02");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  const asked = page.getByRole("alertdialog", { name: "¿Cambiar la URL de Amazon?" });
  await expect(asked).toContainText("el contenido generado para la URL actual se eliminará y el producto volverá a «Pendiente»");
  await asked.getByRole("button", { name: "Cambiar la URL y guardar" }).click();

  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products$`));
  const card = page.locator(`[data-product-id="${product.id}"]`);
  await expect(card).toContainText("B0ENLACE02");
  await expect(card).toContainText("Pendiente");
  await expect(card).not.toContainText("Completado");
  expect(await status()).toBe("pending");
  expect((await request.get(`${BACKEND_URL}${productsPaths.latestContent(product.id)}`, { headers })).status()).toBe(404);
});
