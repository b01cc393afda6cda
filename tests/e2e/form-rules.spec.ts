// Forms accept what works and name what does not: each refusal under its field, with its reason, the
// same before sending and when the server refuses; examples that fit the niche and the screen.
import { expect, test, type Locator, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { api, unique } from "./niches-support";
import { productsPaths } from "@/tests/support/api-paths";

test.describe.configure({ timeout: 150_000 });

const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Whether a field's example is shown whole: its text fits the field's content box. */
async function placeholderFits(field: Locator): Promise<boolean> {
  return field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => {
    const style = getComputedStyle(el);
    const example = getComputedStyle(el, "::placeholder");
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${example.fontWeight} ${example.fontSize} ${example.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return el.placeholder.split("\n").every((line) => context.measureText(line).width <= room);
  });
}

/** The fields on screen whose example is cut, with their id. */
async function cutPlaceholders(page: Page): Promise<string[]> {
  const fields = page.locator("input[placeholder]:visible, textarea[placeholder]:visible");
  const cut: string[] = [];
  for (const field of await fields.all()) {
    if (!(await placeholderFits(field))) cut.push(`${await field.getAttribute("id")}: ${await field.getAttribute("placeholder")}`);
  }
  return cut;
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the product form holds links to the niche's marketplace and says why it refuses one`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const niche = await (await api(request)).createNiche({ name: unique("Gadgets "), affiliate_tag: "gadgets-20", mercado: "Estados Unidos" });
    await page.goto(`/niches/${niche.id}/products/new`);
    const field = page.getByRole("textbox", { name: "URL de Amazon" });
    await expect(field).toHaveAttribute("aria-required", "true");
    await expect(field).toHaveAttribute("placeholder", "https://amazon.com/dp/B0XXXXXXXX");
    expect(await placeholderFits(field)).toBe(true);
    await expect(page.getByText("La dirección de la página del producto en amazon.com (lleva /dp/ y el código ASIN)")).toBeVisible();

    const create = page.getByRole("button", { name: "Crear Producto" });
    const refusals = [
      [`https://www.amazon.es/dp/${asin()}`, "Este enlace es de Amazon España (amazon.es); el nicho vende en Amazon Estados Unidos (amazon.com)"],
      ["https://www.amazon.com/", "Este enlace es de Amazon, pero no es la página de un producto: abre el producto y copia su dirección (lleva /dp/ y el código ASIN)"],
      ["https://www.amazon.com/s?k=headphones", "Este enlace es de Amazon, pero no es la página de un producto"],
      ["https://www.amazon.com/gp/bestsellers", "Este enlace es de Amazon, pero no es la página de un producto"],
      ["https://www.ebay.com/itm/1", "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)"],
    ] as const;
    for (const [url, reason] of refusals) {
      await field.fill(url);
      await create.click();
      await expect(page.locator("#product-amazon-url-error")).toContainText(reason);
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await noSideScroll(page);

    const good = `https://www.amazon.com/Auriculares/dp/${asin()}`;
    await field.fill(good);
    await create.click();
    await expect(page.getByText("Producto creado correctamente")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products$`));
  });
}

test("the edit form and the bulk import show the niche's own marketplace as their example", async ({ page, request }) => {
  const niche = await (await api(request)).createNiche({ name: unique("Cucina "), affiliate_tag: "cucina-21", mercado: "Italia" });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niche.id)}`, {
    headers,
    data: { amazon_url: `https://www.amazon.it/dp/${asin()}` },
  });
  const product = (await created.json()) as { id: number };
  await page.goto(`/products/${product.id}/edit`);
  await expect(page.getByRole("textbox", { name: "URL de Amazon" })).toHaveAttribute("placeholder", "https://amazon.it/dp/B0XXXXXXXX");

  await page.goto(`/niches/${niche.id}/products`);
  await expect(page.getByLabel("Buscar por URL")).toHaveAttribute("placeholder", "https://www.amazon.it/...");
  await page.getByRole("button", { name: "Importar Masivamente" }).first().click();
  await expect(page.getByRole("dialog").getByLabel("URLs o ASIN")).toHaveAttribute("placeholder", "https://amazon.it/dp/B0XXXXXXXX\nB0YYYYYYYY");
});

test("the template form refuses addresses that only look like a GitHub repository, each with its reason", async ({ page }) => {
  await page.goto("/niche-catalog/new");
  const github = page.getByRole("textbox", { name: "URL de GitHub" });
  await expect(page.getByRole("textbox", { name: "Nombre" })).toHaveAttribute("aria-required", "true");
  await expect(github).toHaveAttribute("aria-required", "true");
  const create = page.getByRole("button", { name: "Crear Plantilla Web" });
  for (const [url, reason] of [
    ["https://github.com.evil.example/acme/tienda", "La URL debe ser de GitHub"],
    ["https://github.com@evil.example/acme/tienda", "La URL debe ser de GitHub"],
    ["https://github.com/", "La URL debe llevar a un repositorio: https://github.com/organización/repositorio"],
    ["https://github.com/acme", "La URL debe llevar a un repositorio: https://github.com/organización/repositorio"],
  ] as const) {
    await github.fill(url);
    await create.click();
    await expect(github).toHaveAccessibleDescription(reason);
  }
});

test("the niche form names a bad slug, and the API key dialog a bad email, under the field", async ({ page, request }) => {
  const niche = await (await api(request)).createNiche({ name: unique("Slug "), affiliate_tag: "slug-21", mercado: "España" });
  await page.goto(`/niches/edit/${niche.id}`);
  const slug = page.getByRole("textbox", { name: "Slug" });
  await expect(page.getByRole("textbox", { name: "Nombre" })).toHaveAttribute("aria-required", "true");
  await slug.fill("Mi Slug!");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(slug).toHaveAccessibleDescription("El slug solo puede contener letras minúsculas, números y guiones");
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await slug.fill(niche.slug);

  await page.getByRole("button", { name: "Crear API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear API key externa" });
  const email = dialog.getByRole("textbox", { name: "Email" });
  await email.fill("admin@");
  await dialog.getByRole("button", { name: "Crear API key" }).click();
  await expect(email).toHaveAccessibleDescription("Escribe un email válido, como nombre@dominio.com");
  await email.fill("admin@example.com");
  await dialog.getByRole("button", { name: "Crear API key" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("API key externa", { exact: true })).not.toHaveValue("");
});

test("at 390 px no field's example is cut, on the forms and the lists' searches", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const niches = await api(request);
  const niche = await niches.createNiche({ name: unique("Mexico "), affiliate_tag: "mexico-20", mercado: "México" });
  const product = await niches.addProduct(niche.id, asin(), "amazon.com.mx");
  const screens: [string, () => Promise<unknown>][] = [
    [`/niches/${niche.id}/products/new`, async () => {}],
    [`/products/${product.id}/edit`, async () => {}],
    [`/niches/${niche.id}/products`, () => page.getByRole("button", { name: "Importar Masivamente" }).first().click()],
    ["/products", async () => {}],
    ["/niches", async () => {}],
    ["/niche-catalog/new", async () => {}],
    [`/niches/edit/${niche.id}`, () => page.getByRole("button", { name: "Crear API key" }).click()],
    ["/niches/new", async () => {}],
  ];
  for (const [path, open] of screens) {
    await page.goto(path);
    await open();
    expect(await cutPlaceholders(page), path).toEqual([]);
  }
});
