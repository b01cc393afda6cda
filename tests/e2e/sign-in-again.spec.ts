import { test, expect, waitForHydration, type Page } from "./support/test";
import { ADMIN } from "./support/admin";

// Signing in again after the session cookie was lost: the client router may then hold a /dashboard that
// redirected to /login (prefetched while there was no cookie); the sign-in must still reach the dashboard.

const VIEWPORTS = [
  { name: "desktop", size: { width: 1440, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
];

async function signIn(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

/** Follows a navigation link as the user would: the sidebar, or the menu's sheet on a phone. */
async function follow(page: Page, link: string, phone: boolean): Promise<void> {
  if (phone) await page.getByRole("button", { name: "Abrir menú" }).click();
  const nav = phone ? page.getByRole("dialog") : page.getByRole("navigation", { name: "Navegación principal" });
  await nav.getByRole("link", { name: link }).click();
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`sign-in again (${name})`, () => {
    test.use({ storageState: { cookies: [], origins: [] }, viewport: size });

    test("after the session cookie is lost, signing in again opens the page the user was going to", async ({ page, context }) => {
      await page.goto("/login");
      await signIn(page);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await page.goto("/niches");

      await context.clearCookies();
      await follow(page, "Plantillas Web", name === "phone");
      await expect(page).toHaveURL(/\/login\?next=%2Fniche-catalog$/);
      await signIn(page);

      await expect(page).toHaveURL(/\/niche-catalog$/);
      await expect(page.getByRole("heading", { level: 1, name: "Plantillas Web" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Autenticando..." })).toBeHidden();
    });

    test("a deep link opened while signed out is where signing in lands, query and all", async ({ page }) => {
      await page.goto("/products?status=completed&q=cafe");
      await expect(page).toHaveURL(/\/login\?next=%2Fproducts%3Fstatus%3Dcompleted%26q%3Dcafe$/);
      await signIn(page);
      await expect(page).toHaveURL(/\/products\?status=completed&q=cafe$/);
      await expect(page.getByRole("heading", { level: 1, name: "Todos los Productos" })).toBeVisible();
    });

    test("a sign-in link naming another site lands on the dashboard", async ({ page }) => {
      await page.goto("/login?next=%2F%2Fevil.example%2Fdashboard");
      await signIn(page);
      await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/dashboard$/);
    });
  });
}
