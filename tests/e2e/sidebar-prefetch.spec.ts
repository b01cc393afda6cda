import { expect, test } from "./support/test";
import { whenHydrated } from "./support/hydration";

// Every page shows the whole sidebar: a section is fetched ahead when the user heads for it (pointer
// or focus), not on every visit to any page.
test("the sidebar prefetches a section when the pointer or the focus comes to it, not on load", async ({ page }) => {
  const routeReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) routeReads.push(url.pathname);
  });
  await page.goto("/dashboard", { waitUntil: "networkidle" });
  const sidebar = page.getByRole("navigation", { name: "Navegación principal" });
  const templates = sidebar.getByRole("link", { name: "Plantillas Web" });
  await whenHydrated(templates);
  // The dashboard's own links (niches, products) are its business; no sidebar-only section was read.
  expect(routeReads).not.toContain("/niche-catalog");
  expect(routeReads).not.toContain("/admin/api-clients");

  await templates.hover();
  await expect.poll(() => routeReads).toContain("/niche-catalog");
  expect(routeReads).not.toContain("/admin/api-clients");

  await sidebar.getByRole("link", { name: "API Clients" }).focus();
  await expect.poll(() => routeReads).toContain("/admin/api-clients");

  await templates.click();
  await expect(page).toHaveURL(/\/niche-catalog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
