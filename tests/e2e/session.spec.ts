import { test, expect } from "./support/test";
import { ADMIN } from "./support/admin";
import { CURRENT_USER_PATH } from "@/tests/support/api-paths";

const PROTECTED_ROUTES = [
  "/dashboard",
  "/niches",
  "/niches/new",
  "/niches/1",
  "/niches/edit/1",
  "/niches/1/products",
  "/niches/1/products/new",
  "/products",
  "/products/1/edit",
  "/products/1/content",
  "/niche-catalog",
  "/niche-catalog/new",
  "/niche-catalog/1",
  "/niche-catalog/edit/1",
  "/admin/api-clients",
  "/",
  "/una/ruta/desconocida",
];

test.describe("sign-in", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("shows the unauthenticated layout and keeps the button disabled until both fields are filled", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByText("CMS Admin Panel")).toBeVisible();
    await expect(page.getByText("Gestiona tu contenido de forma eficiente")).toBeVisible();
    await expect(page.getByText(`${new Date().getFullYear()} CMS Admin. Todos los derechos reservados.`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bienvenido" })).toBeVisible();
    await expect(page.getByText("Ingresa tus credenciales para acceder al panel de gestión")).toBeVisible();
    await expect(page.getByLabel("Usuario")).toHaveAttribute("placeholder", "Nombre de usuario");
    await expect(page.getByLabel("Recordarme")).toBeVisible();
    await expect(page.getByRole("button", { name: "¿Olvidaste tu contraseña?" })).toBeVisible();

    const submit = page.getByRole("button", { name: "Iniciar Sesión" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Usuario").fill(ADMIN.username);
    await expect(submit).toBeDisabled();
    await page.getByLabel("Contraseña").fill("x");
    await expect(submit).toBeEnabled();
    await page.getByLabel("Usuario").fill("   ");
    await expect(submit).toBeDisabled();
  });

  test("a wrong password shows the server's detail in the authentication alert", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Usuario").fill(ADMIN.username);
    await page.getByLabel("Contraseña").fill("no-es-la-clave");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error de Autenticación" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Usuario o contraseña incorrectos");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("button", { name: "Cerrar aviso" }).click();
    await expect(alert).toBeHidden();
  });

  test("signs in, stores the session keys and lands on the dashboard inside the admin layout", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Usuario").fill(ADMIN.username);
    await page.getByLabel("Contraseña").fill(ADMIN.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("CMS Afiliados").first()).toBeVisible();
    await expect(page.getByText("Admin / Administrador")).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      userType: localStorage.getItem("user_type"),
      timestamp: Number(localStorage.getItem("login_timestamp")),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.userType).toBe("admin");
    expect(Date.now() - stored.timestamp).toBeLessThan(60_000);
  });

  for (const route of PROTECTED_ROUTES) {
    test(`without a session ${route} redirects to /login, coming back to it afterwards`, async ({ page }) => {
      const response = await page.goto(route);
      // Only one of the panel's own pages is come back to; "/" and an unknown path are not.
      const panelPage = route !== "/" && !route.startsWith("/una/");
      await expect(page).toHaveURL(panelPage ? `/login?next=${encodeURIComponent(route)}` : "/login");
      expect(response?.status()).toBe(200);
    });
  }

  for (const route of ["/niches/1.0", "/niche-catalog/a.b", "/products/1.json/content"]) {
    test(`a path with a dot, ${route}, is guarded like any page`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["location"]).toBe(`/login?next=${encodeURIComponent(route)}`);
    });
  }
});

test.describe("signed in", () => {
  test("a page whose path has a dot still gets the content security policy", async ({ page }) => {
    const response = await page.goto("/niches/1.0");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  });

  test("an unknown path goes to the dashboard", async ({ page }) => {
    await page.goto("/esto/no/existe");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the sidebar marks the active section by route prefix and breadcrumbs start with Dashboard", async ({ page }) => {
    await page.goto("/niche-catalog/new");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Plantillas Web" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
    const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(crumbs).toContainText("Dashboard");
    await expect(crumbs).toContainText("Plantillas Web");
    await expect(crumbs).toContainText("Nueva Plantilla Web");
  });

  test("theme and contrast choices persist across a reload", async ({ page }) => {
    await page.goto("/dashboard");
    const theme = page.getByTestId("theme-switch");
    await expect(theme).toHaveAttribute("data-theme-value", "system");
    await theme.click();
    await expect(theme).toHaveAttribute("data-theme-value", "light");
    await theme.click();
    await expect(theme).toHaveAttribute("data-theme-value", "dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByTestId("contrast-switch").click();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");

    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expect(page.getByTestId("contrast-switch")).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => [localStorage.getItem("theme"), localStorage.getItem("contrastMode")])).toEqual([
      "dark",
      "high",
    ]);
  });

  test("a 401 from a call clears the session and goes to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await page.evaluate(() => localStorage.setItem("token", "token-revocado"));
    await page.reload({ waitUntil: "domcontentloaded" });
    // Signing in again comes back to the page (unless the page being replaced noticed first and the
    // reload arrived without the session cookie, which the server sends to plain /login).
    await expect(page).toHaveURL(/\/login(\?next=%2Fdashboard)?$/);
    await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user_type")])).toEqual([
      null,
      null,
    ]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });
});

test.describe("logout", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("'Cerrar Sesión' clears storage and cookie", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Usuario").fill(ADMIN.username);
    await page.getByLabel("Contraseña").fill(ADMIN.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    await page.getByRole("button", { name: "Cerrar Sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "afiliados_session")).toBe(false);
    await page.goto("/niches");
    await expect(page).toHaveURL(/\/login\?next=%2Fniches$/);
    // A copy of the token kept from before is worthless now: signing out ended it upstream.
    const replay = await page.request.get(CURRENT_USER_PATH, { headers: { authorization: `Bearer ${token}` } });
    expect(replay.status()).toBe(401);
  });
});
