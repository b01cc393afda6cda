// A niche's products past one page, on the embedded backend (which pages on the server): the screen
// shows a page at a time with the true totals, its links work with the keyboard, and Back returns.
import { expect, test, type Page } from "./support/test";
import { chooseOption } from "./support/select";
import { adminToken, clearFaults, injectFault, withQuery } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const card = (page: Page, productId: number) => page.locator(`[data-product-id="${productId}"]`);

test("a niche with 50 products shows them 48 at a time, with links to the other page, and Back returns", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const made = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: { name: `Páginas ${unique()}`, affiliate_tag: "pag-21", mercado: "España" },
  });
  const niche = (await made.json()) as { id: number };
  const code = unique().toUpperCase().slice(0, 6);
  const ids: number[] = [];
  for (let i = 0; i < 50; i++) {
    const asin = `B0${code}${String(i).padStart(2, "0")}`.padEnd(10, "X").slice(0, 10);
    const r = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niche.id)}`, { headers, data: { amazon_url: `https://www.amazon.es/dp/${asin}` } });
    expect(r.ok(), await r.text()).toBe(true);
    ids.push(((await r.json()) as { id: number }).id);
  }
  const [oldest, second] = ids;

  await page.goto(`/niches/${niche.id}/products`);
  await expect(page.getByText("50 de 50 productos disponibles")).toBeVisible({ timeout: 60_000 });
  const pages = page.getByRole("navigation", { name: "Páginas de productos" });
  await expect(pages).toContainText("Página 1 de 2");
  await expect(card(page, ids[49])).toBeVisible();
  await expect(card(page, oldest)).toHaveCount(0);

  // The link is a link: focused and followed with the keyboard.
  await pages.getByRole("link", { name: "Siguiente" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages).toContainText("Página 2 de 2");
  await expect(card(page, second)).toBeVisible();
  await expect(card(page, oldest)).toBeVisible();
  await expect(card(page, ids[49])).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products$`));
  await expect(pages).toContainText("Página 1 de 2");
  await expect(card(page, ids[49])).toBeVisible();

  // A reload of the second page comes from the server with that page.
  await page.goto(`/niches/${niche.id}/products?page=2`);
  await expect(card(page, oldest)).toBeVisible({ timeout: 60_000 });

  // A page past the last one (a kept link, say) shows the last page, in place of the address it corrects.
  await page.goto(`/niches/${niche.id}/products?page=9`);
  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products\\?page=2$`), { timeout: 60_000 });
  await expect(pages).toContainText("Página 2 de 2");
  await expect(card(page, oldest)).toBeVisible();

  // A status chosen on the second page shows the first page of its products.
  await chooseOption(page.getByRole("combobox", { name: "Estado de generación" }), "Pendiente");
  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products\\?status=pending$`));
  await expect(pages).toContainText("Página 1 de 2");
  await expect(card(page, ids[49])).toBeVisible();

  // A search starts again from the first page, and its total is the server's.
  await page.getByLabel("Buscar por URL").fill(`B0${code}07`);
  await expect(page.getByText("1 de 50 productos disponibles")).toBeVisible();
  await expect(card(page, ids[7])).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?q=B0${code}07&status=pending$`));
  await expect(pages).toHaveCount(0);
});

test("a page that fails to load is not shown as that page: the failure is told, and 'Reintentar' brings it", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const made = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: { name: `Página caída ${unique()}`, affiliate_tag: "pag-21", mercado: "España" },
  });
  const niche = (await made.json()) as { id: number };
  const code = unique().toUpperCase().slice(0, 6);
  const ids: number[] = [];
  for (let i = 0; i < 50; i++) {
    const asin = `B0${code}${String(i).padStart(2, "0")}`.padEnd(10, "X").slice(0, 10);
    const r = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niche.id)}`, { headers, data: { amazon_url: `https://www.amazon.es/dp/${asin}` } });
    expect(r.ok(), await r.text()).toBe(true);
    ids.push(((await r.json()) as { id: number }).id);
  }
  await page.goto(`/niches/${niche.id}/products`);
  const pages = page.getByRole("navigation", { name: "Páginas de productos" });
  await expect(pages).toContainText("Página 1 de 2", { timeout: 60_000 });
  await expect(card(page, ids[49])).toBeVisible();

  try {
    await injectFault(request, { method: "GET", path: withQuery(productsPaths.ofNiche(niche.id)), status: 503, detail: "Service Unavailable", times: 1000 });
    await pages.getByRole("link", { name: "Siguiente" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "No se pudo conectar con el servidor" });
    await expect(alert).toBeVisible();
    // The first page's cards are not passed off as the second page.
    await expect(card(page, ids[49])).toHaveCount(0);
    await expect(page.getByText("Página 2 de 2")).toHaveCount(0);
  } finally {
    await clearFaults(request);
  }
  await page.getByRole("alert").getByRole("button", { name: "Reintentar" }).click();
  await expect(card(page, ids[0])).toBeVisible();
  await expect(pages).toContainText("Página 2 de 2");
  await expect(page).toHaveURL(/\?page=2$/);
});
