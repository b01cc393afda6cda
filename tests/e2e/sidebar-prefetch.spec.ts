import { expect, test } from "./support/test";
import { whenHydrated } from "./support/hydration";

// Every page shows the sidebar and its breadcrumbs: a route they link to is fetched ahead when the user
// heads for it (pointer or focus), not on every visit to any page.
test("the sidebar and the breadcrumbs prefetch a route when the pointer or the focus comes to it, not on load", async ({ page }) => {
  const routeReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) routeReads.push(url.pathname);
  });
  await page.goto("/products", { waitUntil: "networkidle" });
  const sidebar = page.getByRole("navigation", { name: "Navegación principal" });
  const templates = sidebar.getByRole("link", { name: "Plantillas Web" });
  await whenHydrated(templates);
  // The page's own links (its header's to the niches) are its business: none of these is among them.
  for (const route of ["/dashboard", "/niche-catalog", "/admin/api-clients"]) expect(routeReads).not.toContain(route);

  await templates.hover();
  await expect.poll(() => routeReads).toContain("/niche-catalog");
  expect(routeReads).not.toContain("/admin/api-clients");

  await sidebar.getByRole("link", { name: "API Clients" }).focus();
  await expect.poll(() => routeReads).toContain("/admin/api-clients");

  await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Dashboard" }).hover();
  await expect.poll(() => routeReads).toContain("/dashboard");

  await templates.click();
  await expect(page).toHaveURL(/\/niche-catalog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
