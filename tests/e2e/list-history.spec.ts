import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { chooseOption, chosenOption } from "./support/select";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { api, unique } from "./niches-support";
import { productsPaths } from "@/tests/support/api-paths";

// What a list shows follows what the user chose: Back returns to the list before the last choice (a
// search counts once), a page turn is marked busy until its cards arrive, and a product whose status
// leaves a filtered list leaves it.

test.describe.configure({ timeout: 150_000 });

const asinOf = (i: number) => `B0LH${String(i).padStart(6, "0")}`;

/** A niche of `count` products, imported in one call (ids grow with i: the newest is the last). */
async function nicheWithProducts(request: APIRequestContext, count: number) {
  const niche = await (await api(request)).createNiche({ name: unique("Historia "), affiliate_tag: "hist-21" });
  const token = await adminToken(request);
  const products = Array.from({ length: count }, (_, i) => ({ amazon_url: `https://www.amazon.es/dp/${asinOf(i)}` }));
  const response = await request.post(`${BACKEND_URL}${productsPaths.import(niche.id)}`, { headers: { authorization: `Bearer ${token}` }, data: { products } });
  expect(response.ok(), await response.text()).toBe(true);
  return niche;
}

const pagination = (page: Page) => page.getByRole("navigation", { name: "Páginas de productos" });

test("Back after a search returns to the page the user was on, and one Back undoes a whole search", async ({ page, request }) => {
  const niche = await nicheWithProducts(request, 100);
  await page.goto(`/niches/${niche.id}/products`);
  await expect(pagination(page)).toContainText("Página 1 de 3");
  await pagination(page).getByRole("link", { name: "Siguiente" }).click();
  await expect(pagination(page)).toContainText("Página 2 de 3");
  await pagination(page).getByRole("link", { name: "Siguiente" }).click();
  await expect(pagination(page)).toContainText("Página 3 de 3");
  await expect(page).toHaveURL(/\?page=3$/);

  const search = page.getByLabel("Buscar por URL");
  // Typed in bursts, each settling: still one entry.
  await search.pressSequentially("B0LH0000", { delay: 30 });
  await expect(page).toHaveURL(/q=B0LH0000/);
  await search.pressSequentially("1", { delay: 30 });
  await expect(page).toHaveURL(/q=B0LH00001/);
  await expect(page.getByText("10 de 100 productos disponibles")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(pagination(page)).toContainText("Página 3 de 3");
  await expect(search).toHaveValue("");
  await expect(page.getByText("100 de 100 productos disponibles")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pagination(page)).toContainText("Página 2 de 3");
});

test("on /niches, Back after a search keeps the filter chosen before it", async ({ page, request }) => {
  const a = await api(request);
  const token = unique("hist");
  const inactive = await a.createNiche({ name: `Inactivo ${token}`, affiliate_tag: "h-21", is_active: false });
  await page.goto("/niches?status=inactive");
  const status = page.getByRole("combobox", { name: "Estado" });
  await expect(chosenOption(status)).toHaveText("Inactivos");
  await page.getByLabel("Buscar nichos").fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(page.getByRole("article", { name: inactive.name, exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/niches\?status=inactive$/);
  await expect(chosenOption(status)).toHaveText("Inactivos");
  await expect(page.getByLabel("Buscar nichos")).toHaveValue("");
  await chooseOption(status, "Todos los nichos");
  await expect(page).toHaveURL(/\/niches$/);
});

test("a page turn marks the list busy until the new page's cards arrive", async ({ page, request }) => {
  const niche = await nicheWithProducts(request, 60);
  await page.goto(`/niches/${niche.id}/products`);
  const list = page.getByRole("region", { name: "Productos del nicho" });
  await expect(pagination(page)).toContainText("Página 1 de 2");
  await expect(list).toHaveAttribute("aria-busy", "false");

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(`/niches/${niche.id}/products`) && url.searchParams.get("skip") === "48",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await pagination(page).getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  // The first page's cards are still there: the list says it is busy, and the label that it is loading.
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(pagination(page)).toContainText("Cargando página 2 de 2…");
  await expect(list.getByRole("listitem")).toHaveCount(48);

  release();
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(pagination(page)).toContainText("Página 2 de 2");
  await expect(list.getByRole("listitem")).toHaveCount(12);
});

test("a product whose status changes leaves a list filtered by the status it left, and the counts follow", async ({ page, request }) => {
  const niche = await nicheWithProducts(request, 3);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const rows = (await (await request.get(`${BACKEND_URL}${productsPaths.ofNiche(niche.id)}`, { headers })).json()) as { id: number }[];
  await page.goto(`/niches/${niche.id}/products?status=pending`);
  await expect(page.getByText("3 de 3 productos disponibles")).toBeVisible();
  const list = page.getByRole("list", { name: "Productos del nicho" });
  await expect(list.getByRole("listitem")).toHaveCount(3);

  const generated = rows[0].id;
  await request.post(`${BACKEND_URL}${productsPaths.triggerGeneration(generated)}`, { headers });
  await expect(page.locator(`[data-product-id="${generated}"]`)).toHaveCount(0);
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("2 de 3 productos disponibles")).toBeVisible();
  await expect(list.getByText("Pendiente", { exact: true })).toHaveCount(2);
  await expect(list.getByText("Completado", { exact: true })).toHaveCount(0);
});
