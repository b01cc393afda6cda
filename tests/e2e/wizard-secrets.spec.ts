// The credentials the wizard creates for a niche never rest in the tab's storage: not while its
// automation runs (the run a reload finds again holds ids only), not after; and signing out forgets
// the run the tab kept.
import { test, expect, type APIRequestContext, type Page } from "./support/test";
import { ADMIN, BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { CATALOG_PATH, catalogItemPath, nichePath, NICHES_PATH } from "@/tests/support/api-paths";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { apiClientsContract } from "@/features/api-clients/contract";
import { apiKeysContract } from "@/features/api-keys/contract";
import { catalogContract } from "@/features/niche-catalog/contract";

test.use({ storageState: { cookies: [], origins: [] } });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleanups: (() => Promise<void>)[] = [];

async function backend(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  return {
    get: async <T>(path: string) => (await (await request.get(`${BACKEND_URL}${path}`, { headers })).json()) as T,
    post: async <T>(path: string, data: unknown) => (await (await request.post(`${BACKEND_URL}${path}`, { headers, data })).json()) as T,
    delete: async (path: string) => void (await request.delete(`${BACKEND_URL}${path}`, { headers })),
  };
}

/** A template of this test's own, removed afterwards. */
async function createTemplate(request: APIRequestContext, name: string): Promise<string> {
  const api = await backend(request);
  const images = (await api.get<{ images?: string[] | null }[]>(CATALOG_PATH)).flatMap((t) => t.images ?? []).slice(0, 2);
  const template = await api.post<{ id: number }>(CATALOG_PATH, {
    name,
    images: images.length === 2 ? images : [catalogContract.uploadedFile.url({ name: "none-1.png" }), catalogContract.uploadedFile.url({ name: "none-2.png" })],
    github_url: `https://github.com/e2e/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}` });
  cleanups.push(() => api.delete(catalogItemPath(template.id)));
  return name;
}

/** Removes the niche the run creates, once its automation has created it (it goes on after a sign-out). */
function removeNicheOnceCreated(request: APIRequestContext, slug: string) {
  cleanups.push(async () => {
    const api = await backend(request);
    let id: number | undefined;
    await expect
      .poll(async () => (id = (await api.get<{ id: number; slug: string }[]>(NICHES_PATH)).find((n) => n.slug === slug)?.id), { timeout: 30_000 })
      .toBeDefined();
    await api.delete(nichePath(id!));
  });
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const nextButton = (page: Page) => page.getByRole("button", { name: "Siguiente" });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Walks the wizard for a new niche and presses "Crear Nicho"; resolves with the credentials the panel was given. */
async function createNiche(page: Page, name: string, template: string): Promise<{ clientSecret: string; apiKey: string }> {
  await page.goto("/niches/new");
  await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Buscar mercado").fill("España");
  // The list filters once the form is live.
  const market = page.getByRole("button", { name: /España/ });
  await expect(market).toHaveCount(1);
  await market.click();
  await expect(page.getByRole("heading", { name: "Mercado seleccionado" })).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(name);
  await nextButton(page).click();
  await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
  await page.getByRole("textbox", { name: "Affiliate Tag" }).fill("secretos-21");
  await nextButton(page).click();
  await expect(stepHeading(page, "Tono del contenido")).toBeVisible();
  await page.getByRole("button", { name: /^Casual/ }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, "Plantilla web")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(template) }).click();
  const created = (path: string) => page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);
  const client = created(apiClientsContract.create.path);
  const key = created(apiKeysContract.create.path);
  await page.getByRole("button", { name: "Crear Nicho" }).click();
  const { client_secret: clientSecret } = (await (await client).json()) as { client_secret: string };
  const { key: apiKey } = (await (await key).json()) as { key: string };
  return { clientSecret, apiKey };
}

/** Every value the tab's storage holds. */
const storedValues = (page: Page) => page.evaluate(() => [...Object.values(window.sessionStorage), ...Object.values(window.localStorage)] as string[]);
const storedRun = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("niche_wizard_run"));

test.describe("the wizard's new credentials and the tab's storage", () => {
  test.setTimeout(180_000);

  test.beforeEach(async ({ request }) => {
    // A run long enough to look at the tab while its automation goes on.
    await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, { data: { ms: 1500 } });
  });
  test.afterEach(async ({ request }) => {
    await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, { data: { ms: Number(process.env.PIPELINE_STEP_MS ?? 150) } });
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  test("no stored value holds the client secret or the API key, while the run goes on or after it", async ({ page, request }) => {
    const id = unique();
    const template = await createTemplate(request, `Plantilla Secretos ${id}`);
    await signIn(page);
    const { clientSecret, apiKey } = await createNiche(page, `Secretos ${id}`, template);
    removeNicheOnceCreated(request, `es-secretos-${id}`);

    // The run a reload would follow is stored: by its ids.
    await expect.poll(() => storedRun(page)).not.toBeNull();
    for (const value of await storedValues(page)) {
      expect(value).not.toContain(clientSecret);
      expect(value).not.toContain(apiKey);
    }

    await expect(page).toHaveURL(/\/niches\/\d+$/, { timeout: 60_000 });
    for (const value of await storedValues(page)) {
      expect(value).not.toContain(clientSecret);
      expect(value).not.toContain(apiKey);
    }
  });

  test("signing out while the run goes on forgets the run the tab kept", async ({ page, request }) => {
    const id = unique();
    const template = await createTemplate(request, `Plantilla Salida ${id}`);
    await signIn(page);
    await createNiche(page, `Salida ${id}`, template);
    removeNicheOnceCreated(request, `es-salida-${id}`);
    await expect.poll(() => storedRun(page)).not.toBeNull();

    await page.getByRole("button", { name: "Cerrar Sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
    expect(await storedRun(page)).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem("automation_task"))).toBeNull();
  });
});
