// What a page hands the browser is public to whoever saves it: every main page's HTML (markup and
// the data it carries for hydration), fetched with the session cookie, holds none of the upstream's
// secrets, and the credentials still reach the screen when the user asks for them.
import { expect, test, type APIRequestContext } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken, backendPoster } from "./support/api";
import { unique } from "./niches-support";
import { CATALOG_PATH, nichePath, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

interface Niche {
  id: number;
  client_secret?: string | null;
  external_api_key?: string | null;
}

/** A niche of its own with both credentials stored, so the checks never depend on the demo data. */
async function nicheWithSecrets(request: APIRequestContext): Promise<Required<Niche>> {
  const post = await backendPoster(request);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return post<Required<Niche>>(NICHES_PATH, {
    name: unique("Credenciales "),
    affiliate_tag: "credenciales-21",
    client_id: `cid-${stamp}`,
    client_secret: `cs-${stamp}-no-debe-salir`,
    external_api_key: `ak-${stamp}-no-debe-salir`,
  });
}

async function backendGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${BACKEND_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

test("no main page carries a niche's credentials or the session token in its HTML", async ({ request }) => {
  const withSecrets = await nicheWithSecrets(request);
  const token = await adminToken(request);
  const niches = await backendGet<Niche[]>(request, token, NICHES_PATH);
  const secrets = niches.flatMap((niche) => [niche.client_secret, niche.external_api_key]).filter((value): value is string => Boolean(value));
  expect(secrets).toEqual(expect.arrayContaining([withSecrets.client_secret, withSecrets.external_api_key]));
  const products = await backendGet<{ id: number; niche_id: number }[]>(request, token, productsPaths.ofNiche(withSecrets.id));
  const templates = await backendGet<{ id: number }[]>(request, token, CATALOG_PATH);
  const cookieToken = (await request.storageState()).cookies.find((cookie) => cookie.name === "afiliados_session")!.value;

  const pages = [
    "/dashboard",
    "/niches",
    "/products",
    `/niches/${withSecrets.id}`,
    `/niches/${withSecrets.id}/products`,
    `/niches/edit/${withSecrets.id}`,
    "/niches/new",
    "/niche-catalog",
    "/admin/api-clients",
    ...(products[0] ? [`/products/${products[0].id}/content`, `/products/${products[0].id}/edit`] : []),
    ...(templates[0] ? [`/niche-catalog/${templates[0].id}`] : []),
  ];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const secret of secrets) expect(html.includes(secret), `${path} carries a niche credential`).toBe(false);
    expect(html.includes(decodeURIComponent(cookieToken)), `${path} carries the session token`).toBe(false);
  }
});

test("the niche detail reveals the API key when asked, read through the panel's proxy, and never the client secret", async ({ page, request }) => {
  const niche = await nicheWithSecrets(request);
  await page.goto(`/niches/${niche.id}`);
  await expect(page.getByText(niche.external_api_key!, { exact: true })).toHaveCount(0);
  const read = page.waitForResponse((response) => response.url().endsWith(nichePath(niche.id)) && response.request().method() === "GET");
  await page.getByRole("button", { name: "Mostrar API key externa" }).first().click();
  await read;
  await expect(page.getByText(niche.external_api_key!, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(niche.client_secret!)).toHaveCount(0);
  expect(await page.content()).not.toContain(niche.client_secret!);
});

test("the niche edit form keeps the stored credentials when a save leaves them untouched", async ({ page, request }) => {
  const niche = await nicheWithSecrets(request);
  const token = await adminToken(request);
  await page.goto(`/niches/edit/${niche.id}`);
  const keywords = page.getByRole("textbox", { name: "Palabras clave" });
  await keywords.fill(`${await keywords.inputValue()}, guardado`);
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niches$/);
  const saved = await backendGet<Niche>(request, token, nichePath(niche.id));
  expect(saved.client_secret).toBe(niche.client_secret);
  expect(saved.external_api_key).toBe(niche.external_api_key);
});
