// A generation asked for in the panel is written by the configured model: its article is stored with the
// niche's tag on every Amazon link, sanitized, the viewer names the model and the tokens it used, and the
// dashboard counts them.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, signIn } from "../e2e-deploy/support/panel";
import { LOGIN_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

const BACKEND_URL = process.env.E2E_MODEL_BACKEND_URL ?? "http://127.0.0.1:8460";

async function backend<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const login = await request.post(`${BACKEND_URL}${LOGIN_PATH}`, { form: ADMIN });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await request.fetch(`${BACKEND_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

test("a product's content is written by the model, tagged and sanitized, the viewer names the model and the dashboard counts its tokens", async ({ page, request }) => {
  const id = Date.now().toString(36);
  const niche = await backend<{ id: number }>(request, "POST", NICHES_PATH, { name: `Modelo ${id}`, affiliate_tag: "modelo-21", mercado: "España" });
  const product = await backend<{ id: number }>(request, "POST", productsPaths.ofNiche(niche.id), {
    amazon_url: `https://www.amazon.es/dp/B0${id.toUpperCase().padStart(8, "X").slice(-8)}`,
  });

  await signIn(page);
  await page.goto(`/products/${product.id}/content`);
  await page.getByRole("button", { name: "Generar Contenido" }).click();
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { name: "Diseño según el modelo" })).toBeVisible({ timeout: 60_000 });
  await expect(article).toContainText("Una introducción escrita por el modelo");

  const amazonLinks = article.locator('a[href*="amazon."]');
  await expect(amazonLinks.first()).toBeVisible();
  for (const href of await amazonLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
    expect(new URL(href).searchParams.get("tag"), href).toBe("modelo-21");
  }
  expect(await article.locator("script").count()).toBe(0);

  await page.getByRole("tab", { name: "Metadatos" }).click();
  // The card around the heading.
  const writer = page.getByRole("heading", { name: "Redactado por" }).locator("xpath=..");
  await expect(writer).toContainText("modelo-de-prueba");
  await expect(writer).toContainText("35.767 tokens (1200 de entrada, 34.567 de salida)");
  expect(await page.content()).not.toContain("sk-e2e-model-SECRET");

  // The dashboard counts what the model spent this month, with this article's tokens in it.
  await page.goto("/dashboard");
  const tokens = page.getByRole("region", { name: "Consumo de tokens" });
  const thisMonth = tokens.getByText(/^[\d.]+ tokens$/);
  await expect(thisMonth).toBeVisible();
  expect(Number((await thisMonth.textContent())!.replace(/\D/g, ""))).toBeGreaterThanOrEqual(35_767);
  await expect(tokens.getByRole("table", { name: "Últimos meses" }).getByRole("row")).toHaveCount(7);
});
