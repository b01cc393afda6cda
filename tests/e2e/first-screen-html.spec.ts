// The first screen comes with its data: each main page's HTML, fetched with the session cookie and no
// script run, already shows the first row of real data (not only carries it in the page's payload).
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken, backendPoster, clearFaults, injectFault, onlyPath, pathsFrom, withQuery } from "./support/api";
import { ownSession } from "./support/own-session";
import { unique } from "./niches-support";
import { API_CLIENTS_PATH, CATALOG_PATH, catalogItemPath, CURRENT_USER_PATH, nichePath, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { catalogContract } from "@/features/niche-catalog/contract";

/** `text` as React writes it into markup. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** Text shown as a whole text node in the markup: `>text<`, not only inside the page's JSON payload. */
function rendered(text: string): string {
  return `>${escaped(text)}<`;
}

async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.text();
}

interface Arranged {
  niche: { id: number; name: string };
  product: { id: number; url: string };
  paragraph: string;
  template: { id: number; name: string; slug: string };
  client: { name: string };
  nicheCount: number;
}

async function arrange(request: APIRequestContext): Promise<Arranged> {
  const post = await backendPoster(request);
  const niche = await post<{ id: number; name: string }>(NICHES_PATH, { name: unique("Primera pantalla "), affiliate_tag: "primera-21" });
  const asin = `B0${Date.now().toString(36).toUpperCase().slice(-8)}`;
  const url = `https://www.amazon.es/dp/${asin}`;
  const product = await post<{ id: number }>(productsPaths.ofNiche(niche.id), { amazon_url: url });
  const paragraph = unique("Párrafo del artículo ");
  await post(testHooksPaths.productContent(product.id), {
    title: "Guía de compra",
    content: `# Guía de compra\n\n${paragraph}\n\n## Detalles\n\nMás texto.`,
    content_metadata: { meta_title: "Guía", keywords: ["guía"], seo_score: 80 },
  });
  const template = await post<{ id: number; name: string; slug: string }>(CATALOG_PATH, {
    name: unique("Plantilla inicial "),
    images: [catalogContract.uploadedFile.url({ name: "000000000000000000000000.png" })],
    github_url: "https://github.com/acme/primera",
  });
  const client = await post<{ name: string }>(API_CLIENTS_PATH, { name: unique("Cliente inicial "), scopes: ["admin"] });
  const token = await adminToken(request);
  const niches = (await (await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers: { authorization: `Bearer ${token}` } })).json()) as unknown[];
  return { niche, product: { id: product.id, url }, paragraph, template, client, nicheCount: niches.length };
}

/** Errors the page logs while it loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test.describe("first screens rendered on the server with their data", () => {
  let data: Arranged;

  test.beforeAll(async ({ request }) => {
    data = await arrange(request);
  });

  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  test("every main page's HTML shows its first row of data", async ({ request }) => {
    const { niche, product, paragraph, template, client } = data;
    const expectations: [string, string][] = [
      ["/niches", niche.name],
      [`/niches/${niche.id}`, niche.name],
      [`/niches/${niche.id}/products`, product.url],
      ["/products", product.url],
      [`/products/${product.id}/content`, paragraph],
      ["/niche-catalog", template.name],
      [`/niche-catalog/${template.id}`, template.name],
      ["/admin/api-clients", client.name],
    ];
    for (const [path, text] of expectations) {
      expect(await pageHtml(request, path), `${path} shows "${text}"`).toContain(rendered(text));
    }
    // The edit forms hold the record's values in their fields.
    expect(await pageHtml(request, `/niches/edit/${niche.id}`)).toContain(`value="${escaped(niche.name)}"`);
    expect(await pageHtml(request, `/products/${product.id}/edit`)).toContain(`value="${escaped(product.url)}"`);
    const templateForm = await pageHtml(request, `/niche-catalog/edit/${template.id}`);
    expect(templateForm).toContain(`value="${escaped(template.name)}"`);
    expect(templateForm).toContain(`value="https://github.com/acme/primera"`);
    // The form does not show the template's slug: it stays out of the page.
    expect(templateForm).not.toContain(template.slug);
    // The wizard has read its templates: it opens on its first step instead of checking them.
    const wizard = await pageHtml(request, "/niches/new");
    expect(wizard).toContain(rendered("Selecciona el mercado"));
    expect(wizard).not.toContain(rendered("Comprobando la configuración de plantillas web..."));
  });

  test("in the browser, the server's first screen hydrates without a mismatch and stays", async ({ page }) => {
    const { niche, product, paragraph, template, client } = data;
    const errors = collectErrors(page);
    // Each page, its first row, and the call the browser makes once hydrated to keep it fresh.
    const visits: [string, string, string][] = [
      ["/niches", niche.name, NICHES_PATH],
      [`/niches/${niche.id}`, niche.name, nichePath(niche.id)],
      [`/niches/${niche.id}/products`, product.url, productsPaths.ofNiche(niche.id)],
      ["/products", product.url, productsPaths.all],
      [`/products/${product.id}/content`, paragraph, productsPaths.latestContent(product.id)],
      ["/niche-catalog", template.name, CATALOG_PATH],
      [`/niche-catalog/${template.id}`, template.name, catalogItemPath(template.id)],
      ["/admin/api-clients", client.name, API_CLIENTS_PATH],
    ];
    for (const [path, text, call] of visits) {
      const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === call);
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await refreshed;
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await page.goto(`/niches/edit/${niche.id}`);
    await expect(page.getByLabel("Nombre")).toHaveValue(niche.name);
    await page.goto(`/products/${product.id}/edit`);
    await expect(page.getByRole("textbox", { name: /^URL de Amazon/ })).toHaveValue(product.url);
    await page.goto(`/niche-catalog/edit/${template.id}`);
    await expect(page.getByRole("textbox", { name: /^Nombre/ })).toHaveValue(template.name);
    await page.goto("/niches/new");
    await expect(page.getByRole("heading", { level: 2, name: "Selecciona el mercado" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Production React names a hydration mismatch by its error number (418, 423, 425).
    expect(errors.filter((text) => /hydrat|did not match|server rendered|react\.dev\/errors\/4(18|23|25)\b/i.test(text))).toEqual([]);
  });

  test("a completed product's card has its content's title and image in the HTML", async ({ request }) => {
    const post = await backendPoster(request);
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const asin = `B1${Date.now().toString(36).toUpperCase().slice(-8)}`;
    const product = await post<{ id: number }>(productsPaths.ofNiche(data.niche.id), { amazon_url: `https://www.amazon.es/dp/${asin}` });
    await post(productsPaths.triggerGeneration(product.id), {});
    await expect
      .poll(async () => ((await (await request.get(`${BACKEND_URL}${productsPaths.one(product.id)}`, { headers })).json()) as { generation_status: string }).generation_status, { timeout: 30_000 })
      .toBe("completed");
    const latest = (await (await request.get(`${BACKEND_URL}${productsPaths.latestContent(product.id)}`, { headers })).json()) as {
      title: string;
      content: string;
      content_metadata?: { og_image_url?: string };
    };
    expect(latest.content_metadata?.og_image_url).toBeTruthy();

    const html = await pageHtml(request, `/niches/${data.niche.id}/products`);
    expect(html).toContain(`title="${escaped(latest.title)}"`);
    expect(html).toContain(`src="${escaped(latest.content_metadata!.og_image_url!)}"`);
    // The first card's image is fetched first, with its box known before any CSS.
    const first = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
    expect(first).toContain(`src="${escaped(latest.content_metadata!.og_image_url!)}"`);
    expect(first).toMatch(/width="1200"/);
    // The article itself stays out of the page.
    expect(html).not.toContain(escaped(latest.content.slice(0, 80)));
  });

  test("the dashboard's HTML holds the counts", async ({ request }) => {
    const html = await pageHtml(request, "/dashboard");
    const values = [...html.matchAll(/data-slot="stat-card-value"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(values).toContain(String(data.nicheCount));
  });

  test("an upstream failure gives the screen's Spanish error in the HTML", async ({ request }) => {
    // Three times: the page and its two counters are asked at once.
    await injectFault(request, { method: "GET", path: withQuery(NICHES_PATH), status: 500, detail: "Traceback (most recent call last)", times: 3 });
    const html = await pageHtml(request, "/niches");
    expect(html).toContain(rendered("No se pudieron cargar los nichos. Por favor, intente de nuevo."));
    expect(html).not.toContain("Traceback");
  });

  test("an in-app navigation is not held by the server reading the upstream", async ({ page, request }) => {
    await page.goto("/niche-catalog");
    await expect(page.getByRole("heading", { level: 1, name: "Plantillas Web" })).toBeVisible();
    // The browser's own read of the list is held, so only a read by the server could reach the upstream.
    await page.route((url) => url.pathname === NICHES_PATH, () => {});
    await injectFault(request, { method: "GET", path: onlyPath(NICHES_PATH), status: 500, detail: "Sin leer", times: 1 });
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Nichos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gestión de Nichos" })).toBeVisible();
    // The fault is still armed: the server never asked the upstream.
    const token = await adminToken(request);
    const direct = await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    expect(direct.status()).toBe(500);
  });

  test("a session the upstream refuses is sent to sign in, without its cookie", async ({ request, playwright, baseURL }) => {
    // A session of its own: the panel remembers the refusal for a while.
    const own = await ownSession(playwright, baseURL!);
    try {
      await own.request.get("/niches", { maxRedirects: 0 });
      await injectFault(request, { method: "GET", path: withQuery(NICHES_PATH), status: 401, detail: "Could not validate credentials", times: 1 });
      await injectFault(request, { method: "GET", path: pathsFrom(CURRENT_USER_PATH), status: 401, detail: "Could not validate credentials", times: 1 });
      const page = await own.request.get("/niches", { maxRedirects: 0 });
      expect([303, 307]).toContain(page.status());
      // Signing in again comes back to the page the session ended on.
      expect(page.headers().location).toContain("/session/expired?next=%2Fniches");
      const expired = await own.request.get(page.headers().location, { maxRedirects: 0 });
      expect(expired.status()).toBe(303);
      expect(expired.headers().location).toBe("/login?expired=1&next=%2Fniches");
      expect(expired.headers()["set-cookie"]).toMatch(/afiliados_session=;.*Max-Age=0/);
    } finally {
      await clearFaults(request);
      await own.request.dispose();
    }
  });
});
