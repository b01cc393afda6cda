// Leaving the wizard while its automation runs loses nothing: the dialog says the automation goes on and
// where to follow it, and the popover leads to the niche once it is created.
import { expect, test, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { CATALOG_PATH } from "@/tests/support/api-paths";

test.describe.configure({ timeout: 180_000 });

async function fillUpToProject(page: Page, name: string, tag: string) {
  await page.getByLabel("Buscar mercado").fill("España");
  const market = page.getByRole("button", { name: /España/ });
  await expect(market).toHaveCount(1);
  await market.click();
  const next = page.getByRole("button", { name: "Siguiente" });
  await next.click();
  await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(name);
  await next.click();
  await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(tag);
  await next.click();
  await page.getByRole("button", { name: /^Casual/ }).click();
  await next.click();
  await expect(page.getByRole("heading", { level: 2, name: "Plantilla web" })).toBeVisible();
}

test("leaving during the automation says it goes on, and the popover leads to the niche it creates", async ({ page, request }) => {
  const token = await adminToken(request);
  const templates = (await (await request.get(`${BACKEND_URL}${CATALOG_PATH}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    name: string;
    is_active: boolean;
    github_url?: string | null;
  }[];
  const template = templates.find((t) => t.is_active && t.github_url)!;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Salida ${id}`;
  await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, { data: { ms: 1500 } });
  try {
    await page.goto("/niches/new");
    await fillUpToProject(page, name, `salida${id}-21`);
    await page.getByRole("button", { name: new RegExp(template.name) }).first().click();
    await page.getByRole("button", { name: "Crear Nicho" }).click();
    await expect(page.getByTestId("wizard-automation-step")).toBeVisible({ timeout: 20_000 });

    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Nichos" }).click();
    const ask = page.getByRole("alertdialog", { name: "¿Salir mientras se crea el nicho?" });
    await expect(ask).toContainText("La automatización sigue en marcha y creará el nicho aunque salgas.");
    await expect(ask).toContainText("Verás su progreso arriba a la derecha");
    await expect(ask).not.toContainText("Perderás los datos");
    await ask.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/niches$/);

    // Its progress, or already its end: the panel top right follows the run on every screen.
    await expect(page.getByTestId(/^automation-(popover|done)$/)).toBeVisible();
    const done = page.getByTestId("automation-done");
    await expect(done).toContainText(`La automatización de «${name}» ha terminado.`, { timeout: 60_000 });
    await done.getByRole("link", { name: "Ver nicho" }).click();
    await expect(page).toHaveURL(/\/niches\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(done).toHaveCount(0);
  } finally {
    await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, { data: { ms: Number(process.env.PIPELINE_STEP_MS ?? 150) } });
  }
});
