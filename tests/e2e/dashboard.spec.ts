import { test, expect, type APIRequestContext, type Page, type WebSocketRoute } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { NICHES_PATH, productsPaths, STATS_PATH } from "@/tests/support/api-paths";

interface NicheRow {
  id: number;
  name: string;
  is_active: boolean;
  vercel_data: string | null;
}
interface ProductRow {
  id: number;
  generation_status: string;
}

async function api<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const token = await adminToken(request);
  const response = await request.fetch(`${BACKEND_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}`).toBeTruthy();
  return (await response.json()) as T;
}

function hasSite(vercelData: string | null): boolean {
  if (!vercelData) return false;
  const d = JSON.parse(vercelData) as Record<string, unknown> & { deployment?: Record<string, unknown> };
  return [d.siteUrl, d.vercelUrl, d.deployment?.siteUrl, d.deployment?.url, d.url].some((v) => typeof v === "string" && v.trim() !== "");
}

async function expectedCounts(request: APIRequestContext) {
  const niches = await api<NicheRow[]>(request, "GET", NICHES_PATH);
  const products = await api<ProductRow[]>(request, "GET", productsPaths.all);
  const count = (...statuses: string[]) => products.filter((p) => statuses.includes(p.generation_status)).length;
  return {
    total: niches.length,
    active: niches.filter((n) => n.is_active).length,
    withSites: niches.filter((n) => hasSite(n.vercel_data)).length,
    totalProducts: products.length,
    pendingProducts: count("pending"),
    completedProducts: count("completed"),
  };
}

const fmt = (n: number) => new Intl.NumberFormat("es-ES").format(n);
const statValue = (page: Page, key: string) => page.getByTestId(`stat-${key}`).locator('[data-slot="stat-card-value"]');

test.describe("dashboard", () => {
  test("shows the title, the live connection and the counts the backend returns", async ({ page, request }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Panel de control y monitoreo del sistema")).toBeVisible();
    await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado");
    const panel = page.getByTestId("realtime-panel");
    await expect(panel).toContainText("En línea");
    await expect(panel).toContainText(/Actualizaciones en tiempo real activas \((1 evento procesado|\d+ eventos procesados)\)/);
    await expect(page.getByRole("progressbar", { name: "Estado de la conexión" })).toHaveAttribute("aria-valuenow", "100");

    // Demo data may still be generating: compare with what the API says at the same moment.
    await expect(async () => {
      const expected = await expectedCounts(request);
      for (const [key, value] of Object.entries(expected)) {
        await expect(statValue(page, key)).toHaveText(fmt(value), { timeout: 1_000 });
      }
    }).toPass({ timeout: 20_000 });

    const links: Record<string, string> = {
      "Total Nichos": "/niches",
      "Nichos Activos": "/niches?status=active",
      "Con Sitios Web": "/niches?sites=true",
      "Total Productos": "/products",
      "Productos Pendientes": "/products?status=pending",
      "Productos Completados": "/products?status=completed",
    };
    for (const [label, href] of Object.entries(links)) {
      await expect(page.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("href", href);
    }

    const system = page.getByRole("region", { name: "Estado del sistema" });
    for (const row of ["Generación de contenido", "Conexión en tiempo real", "Base de datos"]) {
      await expect(system.getByRole("listitem").filter({ hasText: row })).toContainText("Operativo");
    }
    await expect(page.getByRole("img", { name: /Productos por estado de generación/ })).toBeVisible();
  });

  test("a product generated through the API moves the counters live, without a reload", async ({ page, request }) => {
    const niches = await api<NicheRow[]>(request, "GET", NICHES_PATH);
    const asin = `B0${Date.now().toString(36).toUpperCase().padStart(8, "X").slice(-8)}`;
    const product = await api<ProductRow>(request, "POST", productsPaths.ofNiche(niches[0].id), {
      amazon_url: `https://www.amazon.es/dp/${asin}`,
    });

    await page.goto("/dashboard");
    await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado");
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const before = await expectedCounts(request);
    await expect(statValue(page, "completedProducts")).toHaveText(fmt(before.completedProducts));
    const eventsBefore = Number((await page.getByTestId("event-count").textContent())?.match(/\d+/)?.[0]);

    await api(request, "POST", productsPaths.triggerGeneration(product.id));
    await expect
      .poll(async () => (await api<ProductRow>(request, "GET", productsPaths.one(product.id))).generation_status, {
        timeout: 20_000,
      })
      .toBe("completed");
    const after = await expectedCounts(request);
    expect(after.completedProducts).toBeGreaterThan(before.completedProducts);
    await expect(statValue(page, "completedProducts")).toHaveText(fmt(after.completedProducts));
    await expect(statValue(page, "pendingProducts")).toHaveText(fmt(after.pendingProducts));
    await expect(page.getByTestId("event-count")).not.toHaveText(`${eventsBefore} eventos`);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test("a dropped socket that the server refuses shows the error state; 'Reconectar' recovers", async ({ page }) => {
    // Every socket goes through this route: proxied to the backend, or refused like a server that turns us away.
    let refuse = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      sockets.push(ws);
      if (!refuse) {
        ws.connectToServer();
        return;
      }
      ws.send('0{"sid":"refused","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
      ws.onMessage((message) => {
        if (String(message).startsWith("40")) ws.send('44{"message":"unauthorized"}');
      });
    });
    await page.goto("/dashboard");
    const panel = page.getByTestId("realtime-panel");
    const progress = page.getByRole("progressbar", { name: "Estado de la conexión" });
    await expect(panel).toContainText("En línea");
    await expect(page.getByRole("button", { name: "Reconectar" })).toHaveCount(0);

    refuse = true;
    await sockets.at(-1)!.close();
    // The browser is online: the failure is the server's, not the user's network.
    await expect(panel).toContainText("Error en la conexión de tiempo real: no se puede conectar con el servidor.", {
      timeout: 20_000,
    });
    // The system status agrees with the panel beside it.
    const realtimeRow = page.getByRole("region", { name: "Estado del sistema" }).getByRole("listitem").filter({ hasText: "Conexión en tiempo real" });
    await expect(realtimeRow).toContainText("Caído");
    await expect(realtimeRow).not.toContainText("conectado");
    await expect(progress).toHaveAttribute("aria-valuenow", "25");
    await expect(page.getByTestId("connection-indicator")).toHaveText("Desconectado");

    refuse = false;
    await page.getByRole("button", { name: "Reconectar" }).click();
    await expect(page.getByRole("button", { name: "Reconectando..." })).toBeDisabled();
    await expect(panel).toContainText("En línea", { timeout: 20_000 });
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado");
    // 'Reconectando...' lasts two seconds; once connected no reconnect button is offered.
    await expect(page.getByRole("button", { name: /Reconecta/ })).toHaveCount(0, { timeout: 5_000 });
  });

  test("'Actualizar' refetches and reads 'Actualizando...' meanwhile", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(statValue(page, "total")).toHaveText(/\d/);
    // The counts call is held until the busy state has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${STATS_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Actualizar" }).click();
    await expect(page.getByRole("button", { name: "Actualizando..." })).toBeDisabled();
    release();
    await expect(page.getByRole("button", { name: "Actualizar" })).toBeEnabled({ timeout: 15_000 });
  });

  test("import products: picks a niche in the modal, then opens its products", async ({ page, request }) => {
    const niches = await api<NicheRow[]>(request, "GET", NICHES_PATH);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Importar productos" }).click();
    const dialog = page.getByRole("dialog", { name: "Importar Productos" });
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("Por favor selecciona un nicho")).toBeVisible();
    await dialog.getByRole("combobox", { name: "Nicho" }).fill(niches[0].name);
    await dialog.getByRole("option", { name: niches[0].name, exact: true }).click();
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveURL(new RegExp(`/niches/${niches[0].id}/products$`));
  });

  test("import products without any niche warns instead of opening the modal", async ({ page }) => {
    await page.route(`**${NICHES_PATH}`, (route) => route.fulfill({ json: [] }));
    const none = { niches: { total: 0, active: 0, with_site: 0 }, products: { total: 0, by_status: {} } };
    await page.route(`**${STATS_PATH}`, (route) => route.fulfill({ json: none }));
    await page.goto("/dashboard");
    await expect(statValue(page, "total")).toHaveText("0");
    await page.getByRole("button", { name: "Importar productos" }).click();
    await expect(page.getByText("Primero debes crear al menos un nicho")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the chart's bars share one track length, whatever the width of each row's count", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/dashboard");
    const tracks = page.getByRole("img", { name: /Productos por estado de generación/ }).locator('[data-slot="chart-track"]');
    await expect(tracks.first()).toBeVisible();
    const widths = await tracks.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().width)));
    expect(widths.length).toBeGreaterThan(1);
    expect(new Set(widths).size).toBe(1);
  });

  test("on a phone the chart's labels keep the page's text size and the counters' cards stay even", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    const chart = page.getByRole("img", { name: /Productos por estado de generación/ });
    await expect(chart).toBeVisible();
    const sizes = await chart.locator("span").evaluateAll((spans) =>
      spans.filter((span) => span.textContent?.trim()).map((span) => parseFloat(getComputedStyle(span).fontSize)),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);

    const cards = page.getByTestId(/^stat-/);
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).not.toHaveAttribute("aria-busy");
    const boxes = await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
    for (const box of boxes) {
      const row = boxes.filter((other) => Math.abs(other.top - box.top) < 1);
      expect(row.map((other) => Math.round(other.height))).toEqual(row.map(() => Math.round(box.height)));
    }
  });
});
