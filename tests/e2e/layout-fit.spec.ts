import { expect, test, type Page } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("at 390 px the dashboard's stat cards go two per row without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const first = page.getByTestId("stat-total");
  const second = page.getByTestId("stat-active");
  await expect(first).toBeVisible();
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);
  await noSidewaysScroll(page);
});

test("at 1280 px a long niche name gives way in the breadcrumbs, the section crumbs stay whole", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const name = `Nicho con un nombre realmente larguísimo para las migas ${unique()} ${"x".repeat(60)}`;
  const r = await request.post(`${BACKEND_URL}/api/v1/niches/`, { headers, data: { name, affiliate_tag: "migas-21", mercado: "España" } });
  expect(r.ok(), await r.text()).toBe(true);
  const { id } = (await r.json()) as { id: number };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/niches/${id}/products`);
  const trail = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(trail.getByRole("link", { name })).toBeVisible();
  for (const crumb of ["Dashboard", "Nichos"]) {
    const link = trail.getByRole("link", { name: crumb, exact: true });
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth), `${crumb} is not cut`).toBe(true);
  }
  const current = trail.locator('[aria-current="page"]');
  expect(await current.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await noSidewaysScroll(page);
});

test("at 390 px a niche's detail with long keywords and description stays within the screen, its name clear of the header's buttons", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const name = `Cafeteras Espresso ${unique()}`;
  const r = await request.post(`${BACKEND_URL}/api/v1/niches/`, {
    headers,
    data: {
      name,
      affiliate_tag: "detalle-movil-21",
      mercado: "España",
      description: "Cafeteras espresso manuales y superautomáticas para casa, con guías de compra y comparativas.",
      keywords: "cafetera espresso, cafetera superautomática, molinillo de café eléctrico, espumador de leche",
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  const { id } = (await r.json()) as { id: number };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/niches/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Información Básica" })).toBeVisible();
  await noSidewaysScroll(page);
  // The current crumb gives way (ellipsis) before the search button, never under it.
  const current = page.getByRole("navigation", { name: "Ruta de navegación" }).locator('[aria-current="page"]');
  const search = page.getByRole("button", { name: "Buscar" });
  const [crumb, button] = [await current.boundingBox(), await search.boundingBox()];
  expect(crumb && button && crumb.x + crumb.width <= button.x).toBe(true);
});
