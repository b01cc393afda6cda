import { test, expect, type APIRequestContext, type Page, type WebSocketRoute } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { automationContract } from "@/features/automation/contract";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { CATALOG_PATH } from "@/tests/support/api-paths";

async function api<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const token = await adminToken(request);
  const response = await request.fetch(`${BACKEND_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function wizardData(request: APIRequestContext, tag: string) {
  const templates = await api<{ id: number; is_active: boolean; github_url: string | null }[]>(request, "GET", CATALOG_PATH);
  const template = templates.find((t) => t.is_active && t.github_url);
  expect(template, "an active template with a repository").toBeTruthy();
  const unique = `${tag} ${Date.now().toString(36)}`;
  const slug = `es-${unique.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return {
    market: { countryCode: "ES", pais: "España", dominio: "amazon.es", lang: "es" },
    name: unique,
    slug,
    affiliateTag: "prueba-21",
    tone: "profesional",
    project: { selectedProject: template!.id },
  };
}

/**
 * Proxies the page's socket and holds back the automation frames of one slug, so the test can
 * release them one at a time and look at every step (the backend runs a step every 150 ms).
 */
async function holdAutomationFrames(page: Page, slug: string) {
  const held: string[] = [];
  let client: WebSocketRoute | null = null;
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    client = ws;
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const text = String(message);
      if (text.includes('"niche_automation_progress"') && text.includes(slug)) held.push(text);
      else ws.send(message);
      if (text.includes('"connection_status"')) connected();
    });
  });
  return {
    ready,
    held,
    async waitFor(status: string) {
      await expect.poll(() => held.some((f) => f.includes(`"status":"${status}"`)), { timeout: 15_000 }).toBe(true);
    },
    /** Sends the held frames up to and including the one with `status`. */
    release(status: string) {
      const index = held.findIndex((f) => f.includes(`"status":"${status}"`));
      expect(index, `held frame ${status}`).toBeGreaterThanOrEqual(0);
      for (const frame of held.splice(0, index + 1)) client!.send(frame);
    },
  };
}

test.describe("automation popover", () => {
  test("follows an automation started through the API on another screen, step by step", async ({ page, request }) => {
    const data = await wizardData(request, "Popover Pasos");
    const frames = await holdAutomationFrames(page, data.slug);
    await page.goto("/niche-catalog");
    await frames.ready;
    const popover = page.getByTestId("automation-popover");
    await expect(popover).toHaveCount(0);

    const { task_id } = await api<{ task_id: string }>(request, "POST", automationContract.start.path, data);
    await frames.waitFor("automation_completed");

    const bar = popover.getByRole("progressbar", { name: "Progreso de la automatización" });
    const line = (text: string) => popover.getByRole("listitem").filter({ hasText: text });

    frames.release("automation_started");
    await expect(popover).toBeVisible();
    await expect(popover).toContainText("0/4");
    // Progress is not a failure: the bar keeps the primary colour however little is done.
    await expect(bar.locator("[data-slot=progress-indicator]")).toHaveClass(/\bbg-primary\b/);
    await expect(popover.getByRole("button", { name: "Cancelar" })).toBeVisible();

    frames.release("website_content_completed");
    await expect(popover).toContainText("1/4");
    await expect(popover).toContainText("Contenido web generado");
    await expect(line("Contenido web generado")).toHaveAttribute("data-done", "true");
    await expect(line("Configuración final")).toHaveAttribute("data-done", "false");
    await expect(bar.locator("[data-slot=progress-indicator]")).not.toHaveClass(/bg-destructive/);

    // The state lives outside the page: it survives client-side navigation.
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Nichos" }).click();
    await expect(page).toHaveURL(/\/niches$/);
    await expect(popover).toContainText("1/4");

    frames.release("final_config_completed");
    await expect(popover).toContainText("2/4");
    await expect(line("Configuración final")).toHaveAttribute("data-done", "true");

    frames.release("website_completed");
    await expect(popover).toContainText("3/4");
    await expect(popover).toContainText("Página web generada:");
    await expect(line("Página web generada")).toHaveAttribute("data-done", "true");

    frames.release("niche_completed");
    await expect(popover).toContainText("4/4");
    frames.release("automation_completed");
    await expect(popover).toHaveCount(0);

    const status = await api<{ status: string; niche_id: number }>(request, "GET", automationContract.status.url({ task_id }));
    expect(status.status).toBe("completed");
    // Finished, it says so and leads to the niche it created until closed.
    const done = page.getByTestId("automation-done");
    await expect(done).toContainText("Nicho creado");
    await expect(done).toContainText(`La automatización de «${data.name}» ha terminado.`);
    await expect(done.getByRole("link", { name: "Ver nicho" })).toHaveAttribute("href", `/niches/${status.niche_id}`);
    await done.getByRole("button", { name: "Cerrar" }).click();
    await expect(done).toHaveCount(0);
  });

  test("survives a reload while the task runs, and Cancelar stops it on the backend", async ({ page, request }) => {
    // The task must still be running after a reload and a click: slow the pipelines down for this test only.
    test.slow();
    await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, { data: { ms: 15_000 } });
    try {
      await reloadAndCancel(page, request);
    } finally {
      await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, {
        data: { ms: Number(process.env.PIPELINE_STEP_MS ?? 150) },
      });
    }
  });

  async function reloadAndCancel(page: Page, request: APIRequestContext) {
    const data = await wizardData(request, "Popover Cancelar");
    const frames = await holdAutomationFrames(page, data.slug);
    await page.goto("/niches");
    await frames.ready;
    const popover = page.getByTestId("automation-popover");

    const { task_id } = await api<{ task_id: string }>(request, "POST", automationContract.start.path, data);
    await frames.waitFor("automation_started");
    frames.release("automation_started");
    await expect(popover).toContainText("0/4");

    // Its frames stay held, so after the reload only the restore from automation-status can show it.
    await page.reload();
    await expect(popover).toBeVisible();
    await expect(popover).toContainText(/[0-4]\/4/);

    const cancelled = page.waitForResponse((r) => r.url().includes(automationContract.cancel.url({ task_id })));
    await popover.getByRole("button", { name: "Cancelar" }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(popover).toHaveCount(0);
    const status = await api<{ status: string }>(request, "GET", automationContract.status.url({ task_id }));
    expect(status.status).toBe("cancelled");
  }

  test("a failing step shows 'Error de automatización'; Cerrar dismisses it", async ({ page, request }) => {
    const data = await wizardData(request, "Popover Fallo");
    const token = await adminToken(request);
    await request.post(`${BACKEND_URL}${testHooksPaths.automationFaults}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { niche_name_contains: data.name, step: 2, times: 1 },
    });
    await page.goto("/dashboard");
    await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado");
    await api(request, "POST", automationContract.start.path, data);

    const alert = page.getByRole("alert").filter({ hasText: "Error de automatización" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Fallo simulado en el paso 2");
    await expect(alert.getByRole("button", { name: "Reintentar" })).toBeVisible();
    await alert.getByRole("button", { name: "Cerrar" }).click();
    await expect(alert).toHaveCount(0);
  });
});
