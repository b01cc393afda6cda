import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { LOGIN_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

export const ADMIN = { username: process.env.ADMIN_USERNAME ?? "admin", password: process.env.ADMIN_PASSWORD ?? "admin123" };
export const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_DEPLOY_BACKEND_PORT ?? 8400}`;

/** Signs in through the login form, as a user does, and waits for the dashboard. */
export async function signIn(page: Page, origin = ""): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 120_000 });
}

/** A call straight to the backend, for arranging data. */
export async function backend<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const login = await request.post(`${BACKEND_URL}${LOGIN_PATH}`, { form: ADMIN });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await request.fetch(`${BACKEND_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A new product in the first niche, ready for a generation that emits product_update events. */
export async function newProduct(request: APIRequestContext): Promise<{ id: number }> {
  const niches = await backend<{ id: number }[]>(request, "GET", NICHES_PATH);
  const asin = `B0${Date.now().toString(36).toUpperCase().padStart(8, "X").slice(-8)}`;
  return backend(request, "POST", productsPaths.ofNiche(niches[0].id), { amazon_url: `https://www.amazon.es/dp/${asin}` });
}

/**
 * Signs in through the panel's own sign-in route (the request context keeps the session cookie), makes
 * a niche, and answers the HTML of the niche list and of the niche's page, fetched with no script run.
 */
export async function nichePagesHtml(request: APIRequestContext): Promise<{ name: string; list: string; detail: string }> {
  const signIn = await request.post(LOGIN_PATH, { form: ADMIN });
  expect(signIn.ok(), "sign-in through the panel").toBeTruthy();
  const name = `Primera pantalla ${Date.now().toString(36)}`;
  const niche = await backend<{ id: number }>(request, "POST", NICHES_PATH, { name, affiliate_tag: "primera-21" });
  const page = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(200);
    return response.text();
  };
  return { name, list: await page("/niches"), detail: await page(`/niches/${niche.id}`) };
}
