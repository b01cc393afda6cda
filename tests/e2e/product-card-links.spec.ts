import { expect, test, type APIRequestContext } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { whenHydrated } from "./support/hydration";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// The product card's niche-site link reaches the niche's deployed site, or the niche's own page
// while it has none: never a silent redirect to the dashboard.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

async function arrange(request: APIRequestContext, vercelData?: object) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const token = unique();
  const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
    headers,
    data: {
      name: `Enlace ${token}`,
      affiliate_tag: "enlace-21",
      mercado: "España",
      ...(vercelData ? { vercel_data: JSON.stringify(vercelData) } : {}),
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  const niche = (await r.json()) as { id: number; name: string; slug: string };
  const code = asin();
  const p = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niche.id)}`, {
    headers,
    data: { amazon_url: `https://www.amazon.es/dp/${code}` },
  });
  expect(p.ok(), await p.text()).toBe(true);
  return { niche, product: (await p.json()) as { id: number }, code };
}

test.describe.configure({ timeout: 120_000 });

test("a niche with a deployed site: the card links to that site in a new tab", async ({ page, request }) => {
  const { niche, product, code } = await arrange(request, { siteUrl: "https://enlace.example.com" });
  await page.goto(`/products?q=${code}`);
  const link = page.locator(`[data-product-id="${product.id}"]`).getByRole("link", { name: `Sitio /${niche.slug}` });
  await expect(link).toHaveAttribute("href", "https://enlace.example.com/");
  await expect(link).toHaveAttribute("target", "_blank");
});

test("a niche without a site: the card's site link opens the niche's page", async ({ page, request }) => {
  const { niche, product, code } = await arrange(request);
  await page.goto(`/products?q=${code}`);
  const link = page.locator(`[data-product-id="${product.id}"]`).getByRole("link", { name: `Sitio /${niche.slug}` });
  // The card comes from the server: its link is an in-app one once hydrated.
  await whenHydrated(link);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: niche.name })).toBeVisible();
});
