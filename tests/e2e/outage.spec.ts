import { test, expect, type APIRequestContext, type Page } from "./support/test";
import { ADMIN } from "./support/admin";
import { clearFaults, injectFault, onlyPath, pathsFrom } from "./support/api";
import { API_CLIENTS_PATH, HEALTH_PATH, LOGIN_PATH, NICHES_PATH, productsPaths, STATS_PATH } from "@/tests/support/api-paths";

// The backend answers 503 (its test hooks): an outage reads as one, once, with nothing left loading
// beside it, and one "Reintentar" brings the screen back once the backend does.

const VIEWPORTS = [
  { name: "desktop", size: { width: 1440, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
];
const UNAVAILABLE = "No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.";
const SYSTEM_UNKNOWN = "No se puede conectar con el servidor: se desconoce el estado de la generación de contenido y de la base de datos.";

/** Every read under these paths answers 503 until the faults are cleared. */
async function outage(request: APIRequestContext, paths: string[]): Promise<void> {
  for (const path of paths) await injectFault(request, { method: "GET", path: pathsFrom(path), status: 503, detail: "Service Unavailable", times: 1000 });
}

async function expectNothingLoading(page: Page): Promise<void> {
  await expect(page.locator('main [data-slot="skeleton"], main [aria-busy="true"]')).toHaveCount(0);
}

const systemRow = (page: Page, name: string) =>
  page.getByRole("region", { name: "Estado del sistema" }).getByRole("listitem").filter({ hasText: name });

test.afterEach(async ({ request }) => clearFaults(request));

for (const { name, size } of VIEWPORTS) {
  test.describe(`outage (${name})`, () => {
    test.use({ viewport: size });

    test("the dashboard tells the outage once, leaves nothing loading, and its system status shows it", async ({ page, request }) => {
      await outage(request, [STATS_PATH, NICHES_PATH, productsPaths.all, HEALTH_PATH]);
      await page.goto("/dashboard");
      const alert = page.getByRole("alert").filter({ hasText: "No se pudieron cargar las estadísticas del panel." });
      await expect(alert).toContainText(UNAVAILABLE);
      await expect(page.getByRole("button", { name: "Reintentar" })).toHaveCount(1);
      await expectNothingLoading(page);
      await expect(page.getByRole("region", { name: "Estado del sistema" })).toContainText(SYSTEM_UNKNOWN);
      await expect(systemRow(page, "Generación de contenido")).toContainText("No disponible");
      await expect(systemRow(page, "Base de datos")).toContainText("No disponible");

      await clearFaults(request);
      await alert.getByRole("button", { name: "Reintentar" }).click();
      await expect(page.getByTestId("stat-total").locator('[data-slot="stat-card-value"]')).toHaveText(/^\d/);
      await expect(systemRow(page, "Generación de contenido")).toContainText("Operativo");
      await expect(systemRow(page, "Base de datos")).toContainText("Operativo");
      await expect(alert).toBeHidden();
    });

    test("'Actualizar' during an outage stops the system status saying Operativo", async ({ page, request }) => {
      await page.goto("/dashboard");
      await expect(systemRow(page, "Base de datos")).toContainText("Operativo");
      await outage(request, [STATS_PATH, NICHES_PATH, productsPaths.all, HEALTH_PATH]);
      await page.getByRole("button", { name: "Actualizar" }).click();
      await expect(systemRow(page, "Generación de contenido")).toContainText("No disponible");
      await expect(systemRow(page, "Base de datos")).toContainText("No disponible");
      await expect(page.getByRole("region", { name: "Estado del sistema" })).toContainText(SYSTEM_UNKNOWN);
    });

    test("the product list tells the outage with one retry and no counters loading beside it", async ({ page, request }) => {
      await outage(request, [productsPaths.all, NICHES_PATH]);
      await page.goto("/products");
      const alert = page.getByRole("alert").filter({ hasText: "Error al cargar productos" });
      await expect(alert).toContainText(UNAVAILABLE);
      await expect(page.getByRole("button", { name: "Reintentar" })).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Resumen de productos" })).toHaveCount(0);
      await expectNothingLoading(page);

      await clearFaults(request);
      await alert.getByRole("button", { name: "Reintentar" }).click();
      await expect(page.getByRole("list", { name: "Lista de productos" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Resumen de productos" })).toBeVisible();
    });

    test("the API clients screen tells the outage once, with one retry", async ({ page, request }) => {
      await outage(request, [API_CLIENTS_PATH]);
      await page.goto("/admin/api-clients");
      const alert = page.getByRole("alert").filter({ hasText: "Error al cargar los API Clients" });
      await expect(alert).toContainText(UNAVAILABLE);
      await expect(page.locator("main").getByRole("alert")).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Reintentar" })).toHaveCount(1);
      await expectNothingLoading(page);

      await clearFaults(request);
      await alert.getByRole("button", { name: "Reintentar" }).click();
      await expect(page.getByRole("searchbox", { name: "Buscar clientes" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Resumen de API Clients" })).toBeVisible();
      await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
    });
  });

  test.describe(`sign-in during an outage (${name})`, () => {
    test.use({ storageState: { cookies: [], origins: [] }, viewport: size });

    test("says the server is unavailable, not that the credentials are wrong", async ({ page, request }) => {
      await page.goto("/login");
      await page.getByLabel("Usuario").fill(ADMIN.username);
      await page.getByLabel("Contraseña").fill(ADMIN.password);
      await injectFault(request, { method: "POST", path: onlyPath(LOGIN_PATH), status: 503, detail: "Service Unavailable", times: 1 });
      await page.getByRole("button", { name: "Iniciar Sesión" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Servidor no disponible" });
      await expect(alert).toContainText("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
      await expect(alert).not.toContainText("Error de Autenticación");
      await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeEnabled();
    });
  });
}
