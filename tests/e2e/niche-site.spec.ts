// The embedded backend publishes a niche's site: the panel opens it, links a product to its article,
// and downloads the whole site as a ZIP.
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { api } from "./niches-support";
import { adminToken, clearFaults, injectFault, onlyPath } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { zipEntries } from "./support/zip-entries";
import { nicheSiteExportPath, productsPaths } from "@/tests/support/api-paths";

/** A demo niche with a deployed site, and one of its products whose article is published. */
async function publishedNiche(request: APIRequestContext) {
  const a = await api(request);
  const { id } = (await a.listNiches()).find((n) => n.name === "Cafeteras Espresso")!;
  const niche = (await a.getNiche(id)).body as { id: number; slug: string; affiliate_tag: string };
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const products = (await (await request.get(`${BACKEND_URL}${productsPaths.ofNiche(id)}`, { headers })).json()) as {
    id: number;
    article_url?: string | null;
  }[];
  const published = products.find((product) => typeof product.article_url === "string");
  expect(published, "a demo product with a published article").toBeDefined();
  return { niche, product: published as { id: number; article_url: string }, siteUrl: `${BACKEND_URL}/sites/${niche.slug}/` };
}

test("the detail opens the niche's site, whose card leads to a tagged article without script", async ({ page, request }) => {
  const { niche, product, siteUrl } = await publishedNiche(request);
  await page.goto(`/niches/${niche.id}`);
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Ver Sitio Web" }).click();
  const site = await opened;
  await expect.poll(() => site.url()).toBe(siteUrl);

  const links = site.locator("a[href]");
  const card = await links.evaluateAll((anchors, url) => anchors.findIndex((a) => (a as HTMLAnchorElement).href === url), product.article_url);
  expect(card, "the index links the product's card to its article").toBeGreaterThanOrEqual(0);
  await links.nth(card).click();
  await expect(site).toHaveURL(product.article_url);
  await expect(site.getByRole("heading", { level: 1 })).toBeVisible();

  const amazon = await site.locator('a[href*="amazon."]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  expect(amazon.length).toBeGreaterThan(0);
  for (const href of amazon) expect(new URL(href).searchParams.get("tag"), href).toBe(niche.affiliate_tag);
  // JSON-LD is data, not script.
  await expect(site.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  await site.close();
});

test("the content page links the product to its published article", async ({ page, request }) => {
  const { product } = await publishedNiche(request);
  await page.goto(`/products/${product.id}/content`);
  const link = page.getByRole("link", { name: /Ver artículo publicado/ });
  await expect(link).toHaveAttribute("href", product.article_url);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("«Descargar sitio» saves the site as a ZIP holding the index and the articles", async ({ page, request }) => {
  const { niche, product, siteUrl } = await publishedNiche(request);
  await page.goto(`/niches/${niche.id}`);
  const saved = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar sitio" }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${niche.slug}-sitio.zip`);
  const entries = zipEntries(await readFile(await download.path()));
  expect(entries).toContain("index.html");
  expect(entries).toContain(`${product.article_url.slice(siteUrl.length)}index.html`);
});

test("a failed «Descargar sitio» says so in Spanish and saves nothing", async ({ page, request }) => {
  const { niche } = await publishedNiche(request);
  await injectFault(request, { method: "GET", path: onlyPath(nicheSiteExportPath(niche.id)), status: 503, detail: "Service Unavailable", times: 1 });
  try {
    await page.goto(`/niches/${niche.id}`);
    let downloads = 0;
    page.on("download", () => downloads++);
    await page.getByRole("button", { name: "Descargar sitio" }).click();
    await expect(page.getByText("Error al descargar el sitio")).toBeVisible();
    await expect(page.getByRole("button", { name: "Descargar sitio" })).toBeEnabled();
    expect(downloads).toBe(0);
  } finally {
    await clearFaults(request);
  }
});
