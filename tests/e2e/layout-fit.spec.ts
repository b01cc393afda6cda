import path from "node:path";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { API_CLIENTS_PATH, CATALOG_PATH, NICHES_PATH, UPLOAD_PATH } from "@/tests/support/api-paths";

const PORTRAIT = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "template-portrait.png");

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

for (const [route, region] of [["/niches", "Estadísticas de nichos"], ["/admin/api-clients", "Resumen de API Clients"]] as const) {
  test(`at 390 px ${route}'s four stat cards take two rows, not four, before the results`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    const cards = page.getByRole("region", { name: region }).locator('[data-slot="stat-card-label"]');
    await expect(cards).toHaveCount(4);
    const tops = await cards.evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(2);
    await noSidewaysScroll(page);
  });
}

test("at 1280 px a long niche name gives way in the breadcrumbs, the section crumbs stay whole", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const name = `Nicho con un nombre realmente larguísimo para las migas ${unique()} ${"x".repeat(60)}`;
  const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, { headers, data: { name, affiliate_tag: "migas-21", mercado: "España" } });
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
  const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
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

// Names as long as the forms allow, with a run of letters no line can break on its own.
function longName(prefix: string): string {
  const name = `${prefix} ${unique()} ${"Nombrelarguisimo".repeat(10)}`.slice(0, 150);
  expect(name).toHaveLength(150);
  return name;
}

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The element lies within the window's width (its height may need scrolling). */
async function withinWidth(page: Page, locator: ReturnType<Page["locator"]>) {
  const [box, width] = [await locator.boundingBox(), page.viewportSize()?.width ?? 0];
  expect(box, "the element has a box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test("an API client with a 150-character name keeps its row actions on screen at 1440 and 390 px, and its delete dialog shows both buttons", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const name = longName("API Client");
  const r = await request.post(`${BACKEND_URL}${API_CLIENTS_PATH}`, { headers, data: { name, scopes: ["read"] } });
  expect(r.ok(), await r.text()).toBe(true);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/admin/api-clients");
    const actions = page.getByRole("button", { name: `Acciones para ${name}` });
    await expect(actions).toBeVisible();
    await withinWidth(page, actions);
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("title", name);
    await noSidewaysScroll(page);

    const remove = page.getByRole("menuitem", { name: "Eliminar" });
    await expect(async () => {
      if (!(await remove.isVisible())) await actions.click();
      await expect(remove).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await remove.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: `¿Eliminar el cliente ${name}?` })).toBeVisible();
    for (const button of [dialog.getByRole("button", { name: "Cancelar" }), dialog.getByRole("button", { name: "Eliminar" })]) {
      await expect(button).toBeInViewport({ ratio: 1 });
      await withinWidth(page, button);
    }
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
  }
});

test("a dialog taller than a short phone screen scrolls its fields and keeps its buttons in view (creating an API client at 390×520 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 520 });
  await page.goto("/admin/api-clients");
  await page.getByRole("button", { name: "Nuevo API Client" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading").first()).toBeVisible();
  // The dialog is taller than the screen: it scrolls, its buttons do not.
  expect(await dialog.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
});

test("a niche with a 150-character name, slug and keywords fits its detail card and its list card at 390 and 1440 px, long texts wrapped or cut with a title", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const name = longName("Nicho");
  const keyword = "palabraclaveextremadamentelargaquenocabeenunalinea".repeat(2);
  const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: { name, affiliate_tag: "largo-21", mercado: "España", description: `${"Descripción ".repeat(20)}${"x".repeat(120)}`, keywords: `café, ${keyword}` },
  });
  expect(r.ok(), await r.text()).toBe(true);
  const { id, slug } = (await r.json()) as { id: number; slug: string };
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(`/niches/${id}`);
    const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { level: 2, name: "Información Básica" }) });
    await expect(card).toBeVisible();
    await noSidewaysScroll(page);
    const current = page.getByRole("navigation", { name: "Ruta de navegación" }).locator('[aria-current="page"]');
    expect(await current.evaluate((el) => el.scrollWidth <= el.clientWidth), "the current page keeps every letter").toBe(true);
    const cardBox = (await card.boundingBox())!;
    const values = [card.getByText(name, { exact: true }), card.getByText(slug, { exact: true }), card.getByRole("listitem").filter({ hasText: keyword })];
    for (const value of values) {
      const box = (await value.boundingBox())!;
      expect(box.x + box.width, "the value stays inside its card").toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await value.evaluate((el) => el.scrollWidth <= el.clientWidth), "the value is not clipped").toBe(true);
    }

    await page.goto(`/niches?q=${encodeURIComponent(name.slice(0, 40))}`);
    const nicheCard = page.getByTestId("niche-card").filter({ has: page.getByRole("heading", { name }) });
    await expect(nicheCard).toBeVisible();
    await noSidewaysScroll(page);
    const badge = nicheCard.getByTitle(slug, { exact: true });
    const listCardBox = (await nicheCard.boundingBox())!;
    const badgeBox = (await badge.boundingBox())!;
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(listCardBox.x + listCardBox.width);
    // The slug is cut with an ellipsis, its whole text in the title. A flex box cannot end its own text with
    // an ellipsis: the text needs a box of its own.
    const cut = badge.getByText(slug, { exact: true });
    expect(
      await cut.evaluate((el) => {
        const style = getComputedStyle(el);
        return !style.display.includes("flex") && style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth;
      }),
    ).toBe(true);
  }
});

test("a template with a portrait image and a 150-character name keeps the card's image shape, wide and narrow, its name in a title", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const upload = await request.post(`${BACKEND_URL}${UPLOAD_PATH}`, {
    headers,
    multipart: { files: { name: "portrait.png", mimeType: "image/png", buffer: readFileSync(PORTRAIT) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { files } = (await upload.json()) as { files: { url: string }[] };
  const name = longName("Plantilla");
  const r = await request.post(`${BACKEND_URL}${CATALOG_PATH}`, {
    headers,
    data: { name, images: [files[0].url], github_url: "https://github.com/afiliados/plantilla-retrato" },
  });
  expect(r.ok(), await r.text()).toBe(true);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/niche-catalog");
    const card = page.getByRole("article", { name });
    await card.scrollIntoViewIfNeeded();
    const image = card.getByRole("img");
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalHeight)).toBe(240);
    const [frame, article] = [(await image.locator("..").boundingBox())!, (await card.boundingBox())!];
    expect(Math.abs(frame.height - (frame.width * 9) / 16), "the image box keeps 16:9").toBeLessThanOrEqual(2);
    expect(article.height).toBeLessThan(frame.height + 320);
    await expect(card.getByRole("heading", { name })).toHaveAttribute("title", name);
    await noSidewaysScroll(page);
  }
});

test("at 390 px the header shows the current page whole before the buttons, with no chevron left behind, and the menu opens on its first link", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, { headers, data: { name: longName("Nicho migas"), affiliate_tag: "migas-21" } });
  expect(r.ok(), await r.text()).toBe(true);
  const { id } = (await r.json()) as { id: number };
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, current] of [
    ["/admin/api-clients", "API Clients"],
    [`/niches/${id}`, "Detalle de Nicho"],
  ]) {
    await page.goto(path);
    const trail = page.getByRole("navigation", { name: "Ruta de navegación" });
    const crumb = trail.locator('[aria-current="page"]');
    await expect(crumb).toHaveText(current);
    expect(await crumb.evaluate((el) => el.scrollWidth <= el.clientWidth), `${current} is whole`).toBe(true);
    const [crumbBox, searchBox] = [await crumb.boundingBox(), await page.getByRole("button", { name: "Buscar" }).boundingBox()];
    expect(crumbBox!.x + crumbBox!.width).toBeLessThanOrEqual(searchBox!.x);
    // Only the current page shows: no chevron stands before it or between hidden crumbs.
    await expect(trail.locator("svg:visible")).toHaveCount(0);
    await expect(trail.getByRole("listitem").filter({ visible: true })).toHaveCount(1);
    await noSidewaysScroll(page);
  }

  await page.getByRole("button", { name: "Abrir menú" }).focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Dashboard" })).toBeFocused();
  await expect(menu.getByRole("button", { name: "Cerrar Sesión" })).not.toBeFocused();
});
