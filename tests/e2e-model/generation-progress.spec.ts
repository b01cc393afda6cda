// While the model streams, the product's card and its content page show the characters written so far, their
// share of the expected length and the time since the write began, before the article is stored; once it
// is, the progress is gone. The stand-in streams slowly on purpose.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ADMIN, signIn } from "../e2e-deploy/support/panel";
import { authContract } from "@/features/auth/contract";
import { nichesContract } from "@/features/niches/contract";
import { productsContract } from "@/features/products/contract";

const BACKEND_URL = process.env.E2E_MODEL_BACKEND_URL ?? "http://127.0.0.1:8460";

async function backend(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const login = await request.post(`${BACKEND_URL}${authContract.signIn.path}`, { form: ADMIN });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return request.fetch(`${BACKEND_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
}

async function created<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await backend(request, "POST", path, data);
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function newProduct(request: APIRequestContext): Promise<{ nicheId: number; productId: number }> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 36).toString(36)}`;
  const niche = await created<{ id: number }>(request, nichesContract.list.path, { name: `Progreso ${id}`, affiliate_tag: "progreso-21", mercado: "España" });
  const product = await created<{ id: number }>(request, productsContract.ofNiche.url({ niche_id: niche.id }), {
    amazon_url: `https://www.amazon.es/dp/B1${id.toUpperCase().padStart(8, "X").slice(-8)}`,
  });
  return { nicheId: niche.id, productId: product.id };
}

/** A server-rendered button answers once the page is hydrated. */
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** The characters a progress meter says are written, or NaN while it shows none. */
const written = async (meter: Locator) => {
  const text = (await meter.textContent({ timeout: 1000 }).catch(() => null)) ?? "";
  const match = /([\d.]+) caracteres? escritos?/.exec(text);
  return match ? Number(match[1].replaceAll(".", "")) : NaN;
};

test("the product card's progress moves while the model writes, before the article is stored", async ({ page, request }) => {
  const { nicheId, productId } = await newProduct(request);
  await signIn(page);
  await page.goto(`/niches/${nicheId}/products`);
  await hydrated(page);
  const card = page.locator(`[data-product-id="${productId}"]`);
  await card.getByRole("button", { name: "Generar", exact: true }).click();

  // The queue may hold the product in "processing" a while on a busy machine before the model streams.
  const meter = card.locator('[data-slot="generation-progress"]');
  await expect(meter).toContainText(/[\d.]+ caracteres escritos/, { timeout: 60_000 });
  await expect(meter).toContainText(/≈ \d+ %/);
  await expect(meter.locator("time")).toHaveText(/^\d+:\d\d$/);
  await expect(card.getByRole("progressbar", { name: "Progreso de la generación" })).toHaveAttribute("aria-valuenow", /^\d+$/);
  const first = await written(meter);
  expect(first).toBeGreaterThan(0);
  // A second, different reading while the model still writes.
  await expect.poll(() => written(meter), { timeout: 15_000 }).toBeGreaterThan(first);
  const latest = await backend(request, "GET", productsContract.latestContent.url({ product_id: productId }));
  expect(latest.status(), "the article is not stored yet").toBe(404);

  await expect(card).toContainText("Completado", { timeout: 60_000 });
  await expect(meter).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Ver Contenido" })).toBeVisible();
});

test("the content page shows the write's progress until the article replaces it", async ({ page, request }) => {
  const { productId } = await newProduct(request);
  await signIn(page);
  await page.goto(`/products/${productId}/content`);
  await hydrated(page);
  await page.getByRole("button", { name: "Generar Contenido" }).click();

  await expect(page.getByText("Generando contenido: aparecerá aquí en cuanto termine.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^[\d.]+ caracteres escritos$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("progressbar", { name: "Progreso de la generación" })).toBeVisible();
  const latest = await backend(request, "GET", productsContract.latestContent.url({ product_id: productId }));
  expect(latest.status(), "the article is not stored yet").toBe(404);

  await expect(page.getByRole("article").getByRole("heading", { name: "Diseño según el modelo" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/caracteres escritos/)).toHaveCount(0);
});
