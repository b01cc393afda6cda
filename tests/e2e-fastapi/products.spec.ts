import { expect, test, type Page } from "../e2e/support/test";
import { everyItem } from "./support/paging";
import { unique, upstream, type Product } from "./support/upstream";
import { productsPaths } from "@/tests/support/api-paths";
import { routeRealtime } from "../e2e/support/realtime-outage";

const productCard = (page: Page, id: number) => page.locator(`[data-product-id="${id}"]`);
const BIG = 130;

test("a niche with more products than one FastAPI page shows them all", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Muchos "), affiliate_tag: "muchos-21", mercado: "España" });
  expect((await api.importProducts(niche.id, unique("M"), BIG)).successfully_imported).toBe(BIG);
  // The default page of the upstream is shorter than the niche.
  expect((await api.get<Product[]>(productsPaths.ofNiche(niche.id))).length).toBeLessThan(BIG);

  await page.goto(`/niches/${niche.id}/products`);
  await expect(page.getByRole("heading", { level: 1, name: `Productos de: ${niche.name}` })).toBeVisible();
  await expect(page.getByText(`${BIG} de ${BIG} productos disponibles`)).toBeVisible();
});

test("the global list counts every product of the upstream, past the first page", async ({ page, request }) => {
  const api = await upstream(request);
  const products = await everyItem<Product>(api, productsPaths.all);
  expect(products.length).toBeGreaterThan(100);

  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "Todos los Productos" })).toBeVisible();
  // Other specs may add products meanwhile: compare with the upstream at the same moment.
  await expect(async () => {
    const now = (await everyItem<Product>(api, productsPaths.all)).length;
    await expect(page.getByTestId("all-products-shown")).toHaveText(`${now} de ${now} productos`, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test("generation started from the card turns the card to Completado over realtime, then the content opens", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Generar "), affiliate_tag: "generar-21", mercado: "España" });
  const product = await api.post<Product>(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/B0GEN${Date.now().toString().slice(-5)}` });

  await page.goto(`/niches/${niche.id}/products`);
  const card = productCard(page, product.id);
  await expect(card.getByText("Pendiente", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Generar", exact: true }).click();
  await expect(page.getByText("Generación de contenido iniciada")).toBeVisible();
  // The upstream announces generating and completed only over Socket.IO (product_update with its values in data).
  await expect(card.getByText("Generando...", { exact: true })).toBeVisible();
  await expect(card.getByText("Completado", { exact: true })).toBeVisible({ timeout: 30_000 });

  await card.getByRole("link", { name: "Ver Contenido" }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}/content$`));
  const latest = await api.get<{ title: string }>(productsPaths.latestContent(product.id));
  await expect(page.getByRole("heading", { name: latest.title }).first()).toBeVisible();
  await expect(page.getByTestId("content-version")).toHaveText("Versión 1");
  // The product call embeds no niche: the way back falls back to niche_id.
  await expect(page.getByRole("link", { name: "Volver", exact: true })).toHaveAttribute("href", `/niches/${niche.id}/products`);
  await page.getByRole("tab", { name: "Metadatos" }).click();
  await expect(page.getByRole("heading", { name: "Metadatos del contenido" })).toBeVisible();
});

test("status and niche filters show only matching products, though the upstream ignores them", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Filtros "), affiliate_tag: "filtros-21", mercado: "España" });
  expect((await api.importProducts(niche.id, unique("F"), 3)).successfully_imported).toBe(3);
  const [done, ...pending] = await api.allProducts(niche.id);
  await api.post(productsPaths.triggerGeneration(done.id), {});
  await expect.poll(async () => (await api.get<Product>(productsPaths.one(done.id))).generation_status, { timeout: 30_000 }).toBe("completed");
  // The upstream answers every product whatever the status asked.
  expect(await api.get<Product[]>(`${productsPaths.ofNiche(niche.id)}?status=completed`)).toHaveLength(3);

  await page.goto(`/niches/${niche.id}/products?status=completed`);
  await expect(productCard(page, done.id)).toBeVisible();
  await expect(page.getByText("1 de 3 productos disponibles")).toBeVisible();
  for (const product of pending) await expect(productCard(page, product.id)).toHaveCount(0);

  await page.goto(`/products?niche=${niche.slug}&status=pending`);
  for (const product of pending) await expect(productCard(page, product.id)).toBeVisible();
  await expect(page.getByTestId("all-products-shown")).toHaveText(/^2 de \d+ productos$/);
  await expect(productCard(page, done.id)).toHaveCount(0);
});

test("a product created while the realtime connection was down shows once python-socketio is back", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Corte "), affiliate_tag: "corte-21", mercado: "España" });
  const realtime = await routeRealtime(page);
  await page.goto(`/niches/${niche.id}/products`);
  await realtime.joined;
  await expect(page.getByText("0 de 0 productos disponibles")).toBeVisible();

  await realtime.cut();
  const product = await api.post<Product>(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/B0CUT${Date.now().toString().slice(-5)}` });
  realtime.restore();
  await expect(productCard(page, product.id)).toBeVisible({ timeout: 20_000 });
});
