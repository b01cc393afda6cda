import { test, expect, type APIRequestContext, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken, clearFaults } from "./support/api";
import { API_CLIENTS_PATH, CATALOG_PATH, catalogItemPath, nichePath, NICHES_PATH } from "@/tests/support/api-paths";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { catalogContract } from "@/features/niche-catalog/contract";

interface ApiClientRow {
  name: string;
  scopes: string[];
}

interface Template {
  id: number;
  name: string;
  is_active: boolean;
  github_url?: string | null;
}
interface Niche {
  id: number;
  name: string;
  slug: string;
  vercel_data?: string | null;
  external_api_key?: string | null;
  client_id?: string | null;
  client_secret?: string | null;
  default_tone?: string | null;
  mercado?: string | null;
}

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  return {
    get: async <T>(path: string) => {
      const res = await request.get(`${BACKEND_URL}${path}`, { headers });
      expect(res.ok(), `GET ${path}`).toBeTruthy();
      return (await res.json()) as T;
    },
    post: async <T>(path: string, data: unknown) => {
      const res = await request.post(`${BACKEND_URL}${path}`, { headers, data });
      expect(res.ok(), `POST ${path}`).toBeTruthy();
      return (await res.json()) as T;
    },
    put: async (path: string, data: unknown) => {
      const res = await request.put(`${BACKEND_URL}${path}`, { headers, data });
      expect(res.ok(), `PUT ${path}`).toBeTruthy();
    },
    delete: async (path: string) => {
      await request.delete(`${BACKEND_URL}${path}`, { headers });
    },
  };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const cleanups: (() => Promise<void>)[] = [];

/**
 * A template of this test's own (so other specs changing the demo ones do not matter), reusing
 * uploaded demo images when there are some; removed again after the test.
 */
async function createTemplate(request: APIRequestContext, name: string): Promise<Template> {
  const client = await api(request);
  const existing = await client.get<(Template & { images?: string[] | null })[]>(CATALOG_PATH);
  const images = existing.flatMap((x) => x.images ?? []).slice(0, 2);
  const template = await client.post<Template>(CATALOG_PATH, {
    name,
    description: "Plantilla creada por la prueba del asistente",
    images: images.length === 2 ? images : [catalogContract.uploadedFile.url({ name: "none-1.png" }), catalogContract.uploadedFile.url({ name: "none-2.png" })],
    github_url: `https://github.com/e2e/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
  });
  cleanups.push(() => client.delete(catalogItemPath(template.id)));
  return template;
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const nextButton = (page: Page) => page.getByRole("button", { name: "Siguiente" });

async function chooseMarket(page: Page, country: string) {
  await page.getByLabel("Buscar mercado").fill(country);
  // The list filters once the form is live (its server-rendered copy takes the keys before).
  const market = page.getByRole("button", { name: new RegExp(country) });
  await expect(market).toHaveCount(1);
  await market.click();
  await expect(page.getByRole("heading", { name: "Mercado seleccionado" })).toBeVisible();
}

/** Steps 1 to 4 with valid data, leaving the wizard on step 5. */
async function fillUpToProject(page: Page, name: string, tag: string) {
  await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible();
  await chooseMarket(page, "España");
  await nextButton(page).click();
  await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(name);
  await nextButton(page).click();
  await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
  await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(tag);
  await nextButton(page).click();
  await expect(stepHeading(page, "Tono del contenido")).toBeVisible();
  await page.getByRole("button", { name: /^Casual/ }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, "Plantilla web")).toBeVisible();
}

test.describe("niche creation wizard", () => {
  // The first visit of each route compiles it under `next dev` on a busy machine.
  test.setTimeout(180_000);

  test.afterEach(async ({ request }) => {
    await clearFaults(request);
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  test("creates a niche from step 1 to its detail page, with a live generated site", async ({ page, request }) => {
    const id = unique();
    const name = `Cafeteras Wizard ${id}`;
    const template = await createTemplate(request, `Plantilla Wizard ${id}`);

    await page.goto("/niches/new");
    await expect(page.getByRole("heading", { level: 1, name: "Crear Nuevo Nicho" })).toBeVisible({ timeout: 60_000 });

    // Step 1: counters, search help, filters with counts, selected panel and tips.
    await expect(page.getByText("21 de 21 mercados")).toBeVisible();
    await expect(page.getByRole("button", { name: /América\s*4/ })).toBeVisible();
    await page.getByLabel("Buscar mercado").fill("amazon.de");
    await expect(page.getByText("1 de 21 mercados")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mercados principales" })).toHaveCount(0);
    await page.getByLabel("Buscar mercado").fill("zzz");
    await expect(page.getByText("No se encontraron mercados")).toBeVisible();
    await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
    await expect(page.getByRole("heading", { name: "Mercados principales" })).toBeVisible();
    await chooseMarket(page, "Estados Unidos");
    await expect(page.getByText(/comisiones llegan hasta el 10%/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Programa de afiliados/ })).toHaveAttribute("target", "_blank");
    await chooseMarket(page, "España");
    await nextButton(page).click();

    // Step 2: automatic slug and validation texts.
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre del nicho" })).toBeFocused();
    await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(name);
    await expect(page.getByTestId("wizard-slug")).toHaveText(`/es-cafeteras-wizard-${id}`);
    await expect(page.getByText("Válido", { exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "Nombre del nicho" }).press("Enter");

    // Step 3: Enter advances from the input too.
    await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
    await expect(page.getByRole("link", { name: "Abrir programa de afiliados" })).toHaveAttribute("href", "https://afiliados.amazon.es/");
    await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(`cafe${id}-21`);
    await expect(page.getByText("Affiliate Tag configurado")).toBeVisible();
    await page.getByRole("textbox", { name: "Affiliate Tag" }).press("Enter");

    // Step 4: tone; the credentials wait for the niche.
    await expect(stepHeading(page, "Tono del contenido")).toBeVisible();
    await expect(page.getByText("Selecciona un tono para continuar")).toBeVisible();
    await page.getByRole("button", { name: /^Técnico/ }).click();
    await expect(page.getByText("Tono seleccionado: Técnico")).toBeVisible();
    await nextButton(page).click();

    // Step 5: pick our template, see the automation panel, create.
    await expect(stepHeading(page, "Plantilla web")).toBeVisible();
    await page.getByRole("button", { name: new RegExp(template.name) }).click();
    await expect(page.getByRole("heading", { name: "Automatización al crear el nicho" })).toBeVisible();
    await expect(page.getByText("+1 imagen más").first()).toBeVisible();

    // Record every automation step the wizard shows (navigation is client-side, so this survives).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __wizardSteps: string[] }).__wizardSteps = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="wizard-automation-step"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("button", { name: "Crear Nicho" }).click();
    await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await expect(page).toHaveURL(/\/niches\/\d+$/, { timeout: 30_000 });

    const steps = await page.evaluate(() => (window as unknown as { __wizardSteps: string[] }).__wizardSteps);
    const numbers = steps.map((s) => Number(/Paso (\d) de 4/.exec(s)?.[1]));
    expect(numbers.at(-1)).toBe(4);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBeGreaterThanOrEqual(2);

    const nicheId = Number(/\/niches\/(\d+)$/.exec(page.url())?.[1]);
    const client = await api(request);
    const niche = await client.get<Niche>(nichePath(nicheId));
    expect(niche.name).toBe(name);
    expect(niche.slug).toBe(`es-cafeteras-wizard-${id}`);
    expect(niche.default_tone).toBe("técnico");
    expect(niche.mercado).toBe("España");
    expect(niche.external_api_key).toBeTruthy();
    expect(niche.client_id).toBeTruthy();
    // One API client for the niche, read-only: its website only reads.
    const clients = await client.get<ApiClientRow[]>(API_CLIENTS_PATH);
    expect(clients.filter((c) => c.name === `Nicho ${name} - Client`).map((c) => c.scopes)).toEqual([["read"]]);
    const all = await client.get<Niche[]>(NICHES_PATH);
    expect(all.filter((n) => n.slug === niche.slug)).toHaveLength(1);

    const vercel = JSON.parse(niche.vercel_data ?? "{}") as { siteUrl?: string };
    expect(vercel.siteUrl).toBeTruthy();
    const site = await request.get(vercel.siteUrl!);
    expect(site.status()).toBe(200);
    expect(await site.text()).toContain(name);

    // The detail page's View Website opens that site.
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Ver Sitio Web" }).or(page.getByRole("link", { name: "Ver Sitio Web" })).first().click();
    const sitePage = await popup;
    await expect(sitePage).toHaveURL(vercel.siteUrl!);
    await expect(sitePage.getByText(name).first()).toBeVisible();
    await sitePage.close();
  });

  test("shows 'Configuración Requerida' when no template is active with a repository", async ({ page, request }) => {
    const client = await api(request);
    const templates = await client.get<Template[]>(CATALOG_PATH);
    const active = templates.filter((x) => x.is_active);
    try {
      for (const x of active) await client.put(catalogItemPath(x.id), { is_active: false });
      await page.goto("/niches/new");
      await expect(page.getByRole("heading", { level: 1, name: "Configuración Requerida" })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText("Crea una plantilla web en el catálogo")).toBeVisible();
      await expect(page.getByText("Indica una URL de repositorio de GitHub válida")).toBeVisible();
      await expect(page.getByText("Activa la plantilla")).toBeVisible();
      await expect(page.getByRole("link", { name: "Crear Primera Plantilla Web" })).toHaveAttribute("href", "/niche-catalog/new");
      await expect(page.getByRole("link", { name: "Ver Plantillas Web" })).toHaveAttribute("href", "/niche-catalog");
      await page.getByRole("link", { name: "Volver a Nichos" }).click();
      await expect(page).toHaveURL(/\/niches$/);
    } finally {
      for (const x of active) await client.put(catalogItemPath(x.id), { is_active: true });
    }
  });

  test("blocks Next on every invalid step, jumps only to completed steps and asks before leaving", async ({ page, request }) => {
    const id = unique();
    await createTemplate(request, `Plantilla Saltos ${id}`);
    await page.goto("/niches/new");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
    const indicator = (n: number, label: string) => page.getByRole("button", { name: `Paso ${n}: ${label}` });

    // Step 1: no market, no Next (button nor Enter); later steps locked.
    await expect(nextButton(page)).toBeDisabled();
    await expect(indicator(2, "Nombre")).toBeDisabled();
    await page.getByLabel("Buscar mercado").press("Enter");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible();
    await chooseMarket(page, "México");
    await page.getByLabel("Buscar mercado").press("Enter");

    // Step 2: under 3 characters, or nothing left for the slug.
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
    const name = page.getByRole("textbox", { name: "Nombre del nicho" });
    await name.fill("ab");
    await expect(page.getByText("Mínimo 3 caracteres (2/3)")).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await name.press("Enter");
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
    await name.fill("¡¿?!");
    await expect(nextButton(page)).toBeDisabled();
    await name.fill(`Juguetes ${id}`);
    await expect(page.getByTestId("wizard-slug")).toHaveText(`/mx-juguetes-${id}`);
    await nextButton(page).click();

    // Step 3: a blank tag is not a tag.
    await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
    await page.getByRole("textbox", { name: "Affiliate Tag" }).fill("   ");
    await expect(nextButton(page)).toBeDisabled();
    await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(`jug${id}-20`);
    await nextButton(page).click();

    // Step 4: a tone is required.
    await expect(stepHeading(page, "Tono del contenido")).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await page.getByRole("button", { name: /^Formal/ }).click();
    await nextButton(page).click();

    // Step 5: no template, no creation.
    await expect(stepHeading(page, "Plantilla web")).toBeVisible();
    await expect(page.getByRole("button", { name: "Crear Nicho" })).toBeDisabled();

    // Jumping: back to any step, forward only up to the furthest completed one.
    await indicator(2, "Nombre").click();
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre del nicho" })).toHaveValue(`Juguetes ${id}`);
    await expect(indicator(4, "Tono")).toBeEnabled();
    await expect(indicator(5, "Proyecto")).toBeDisabled();
    await page.getByRole("textbox", { name: "Nombre del nicho" }).fill("ab");
    await expect(indicator(3, "Affiliate Tag")).toBeDisabled();
    await expect(indicator(1, "Mercado")).toBeEnabled();
    await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(`Juguetes ${id}`);
    await indicator(4, "Tono").click();
    await expect(stepHeading(page, "Tono del contenido")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Formal/ })).toHaveAttribute("aria-pressed", "true");

    // Leaving through an in-app link asks first.
    await page.getByRole("link", { name: "Nichos" }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "¿Salir del asistente?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Seguir editando" }).click();
    await expect(page).toHaveURL(/\/niches\/new\?step=4$/);
    await expect(stepHeading(page, "Tono del contenido")).toBeVisible();
    await page.getByRole("link", { name: "Nichos" }).first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/niches$/);
    // Choosing the tone made no credentials: leaving leaves none behind.
    const clients = await (await api(request)).get<ApiClientRow[]>(API_CLIENTS_PATH);
    expect(clients.filter((c) => c.name.includes(`Juguetes ${id}`))).toEqual([]);
  });

  test("a failure in step 3 of the automation shows the error and Retry succeeds without retyping", async ({ page, request }) => {
    const id = unique();
    const name = `Fallo Paso Tres ${id}`;
    const template = await createTemplate(request, `Plantilla Fallo ${id}`);
    const client = await api(request);
    await client.post(testHooksPaths.automationFaults, { niche_name_contains: id, step: 3, times: 1 });

    await page.goto("/niches/new");
    await fillUpToProject(page, name, `fallo${id}-21`);
    await page.getByRole("button", { name: new RegExp(template.name) }).click();
    await page.getByRole("button", { name: "Crear Nicho" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Error generando página web" });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText("Fallo simulado en el paso 3");
    await expect(page).toHaveURL(/\/niches\/new\?step=5$/);
    // The run ended without a niche: its credentials are removed.
    const clientsOf = async () =>
      (await client.get<ApiClientRow[]>(API_CLIENTS_PATH)).filter((c) => c.name === `Nicho ${name} - Client`);
    await expect.poll(clientsOf).toEqual([]);
    await expect(page.getByRole("button", { name: new RegExp(template.name) })).toHaveAttribute("aria-pressed", "true");

    await alert.getByRole("button", { name: "Reintentar" }).click();
    await expect(page).toHaveURL(/\/niches\/\d+$/, { timeout: 30_000 });
    const nicheId = Number(/\/niches\/(\d+)$/.exec(page.url())?.[1]);
    const niche = await client.get<Niche>(nichePath(nicheId));
    expect(niche.name).toBe(name);
    const all = await client.get<Niche[]>(NICHES_PATH);
    expect(all.filter((n) => n.slug === niche.slug)).toHaveLength(1);
    expect(await clientsOf()).toHaveLength(1);
  });


  test("refuses the name of an existing niche, and a niche that existed before the run is never changed", async ({ page, request }) => {
    const id = unique();
    const client = await api(request);
    const template = await createTemplate(request, `Plantilla Previa ${id}`);
    const previous = await client.post<Niche>(NICHES_PATH, {
      name: `Cafeteras Previas ${id}`,
      slug: `es-cafeteras-previas-${id}`,
      affiliate_tag: "previas-21",
      description: "Un nicho que ya existía",
      keywords: "cafe, previo",
      default_tone: "formal",
    });
    cleanups.push(() => client.delete(nichePath(previous.id)));
    const before = await client.get<Niche>(nichePath(previous.id));

    await page.goto("/niches/new");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
    await chooseMarket(page, "España");
    await nextButton(page).click();
    const nameBox = page.getByRole("textbox", { name: "Nombre del nicho" });
    await nameBox.fill(`Cafeteras Previas ${id}`);
    await expect(page.getByText(`Ya existe un nicho con la URL /es-cafeteras-previas-${id}: cambia el nombre.`)).toBeVisible();
    await expect(page.getByText("Válido", { exact: true })).toHaveCount(0);
    await expect(nextButton(page)).toBeDisabled();
    await nameBox.press("Enter");
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();

    // A name taken after step 2 is refused by the create step, before anything is made.
    const name = `Carrera ${id}`;
    await nameBox.fill(name);
    await expect(page.getByText("Válido", { exact: true })).toBeVisible();
    await nextButton(page).click();
    await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(`carrera${id}-21`);
    await nextButton(page).click();
    await page.getByRole("button", { name: /^Casual/ }).click();
    await nextButton(page).click();
    await page.getByRole("button", { name: new RegExp(template.name) }).click();
    const raced = await client.post<Niche>(NICHES_PATH, { name: `Otro ${id}`, slug: `es-carrera-${id}`, affiliate_tag: "otro-21" });
    cleanups.push(() => client.delete(nichePath(raced.id)));
    const racedBefore = await client.get<Niche>(nichePath(raced.id));
    await page.getByRole("button", { name: "Crear Nicho" }).click();
    // Refused before anything is made, and step 2 shows why.
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
    await expect(page.getByText(`Ya existe un nicho con la URL /es-carrera-${id}: cambia el nombre.`)).toBeVisible();
    await expect(page).toHaveURL(/\/niches\/new\?step=2$/);

    expect(await client.get<Niche>(nichePath(previous.id))).toEqual(before);
    expect(await client.get<Niche>(nichePath(raced.id))).toEqual(racedBefore);
    const clients = await client.get<ApiClientRow[]>(API_CLIENTS_PATH);
    expect(clients.filter((c) => c.name.includes(`Carrera ${id}`))).toEqual([]);
  });

  test("each step is a history entry: Back goes one step back, and leaving from step 1 asks first", async ({ page, request }) => {
    const id = unique();
    await createTemplate(request, `Plantilla Historia ${id}`);
    await page.goto("/niches");
    await page.goto("/niches/new");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });

    // Enter continues after a click on a market card, as the hint says.
    await page.getByLabel("Buscar mercado").fill("España");
    await page.getByRole("button", { name: /España/ }).click();
    await expect(page.getByRole("button", { name: /España/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
    await expect(page).toHaveURL(/\/niches\/new\?step=2$/);
    await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(`Historia ${id}`);
    await nextButton(page).click();
    await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
    await expect(page).toHaveURL(/\?step=3$/);

    await page.goBack();
    await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre del nicho" })).toHaveValue(`Historia ${id}`);
    await page.goForward();
    await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible();
    await expect(page).toHaveURL(/\?step=1$/);

    // Back from step 1 would lose the data: the leave guard asks.
    await page.goBack();
    const dialog = page.getByRole("alertdialog", { name: "¿Salir del asistente?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Seguir editando" }).click();
    await expect(page).toHaveURL(/\/niches\/new\?step=1$/);
    await expect(page.getByRole("button", { name: /España/ }).first()).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    await page.getByRole("alertdialog").getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/niches$/);

    // A URL naming a step the user cannot be at yet shows the furthest reachable one.
    await page.goto("/niches/new?step=4");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/niches\/new$/);
  });

  test("a reload before the run asks first, then comes back to the same step with the same values", async ({ page, request }) => {
    const id = unique();
    await createTemplate(request, `Plantilla Antes ${id}`);
    await page.goto("/niches/new");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
    await chooseMarket(page, "España");
    await nextButton(page).click();
    await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(`Antes ${id}`);
    await nextButton(page).click();
    await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
    await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(`antes${id}-21`);

    const asked = page.waitForEvent("dialog");
    const reloaded = page.reload();
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
    await reloaded;

    await expect(stepHeading(page, "Affiliate Tag")).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/niches\/new\?step=3$/);
    await expect(page.getByRole("textbox", { name: "Affiliate Tag" })).toHaveValue(`antes${id}-21`);
    await page.getByRole("button", { name: "Anterior" }).click();
    await expect(page.getByRole("textbox", { name: "Nombre del nicho" })).toHaveValue(`Antes ${id}`);
    await page.getByRole("button", { name: "Anterior" }).click();
    await expect(page.getByRole("button", { name: /España/ }).first()).toHaveAttribute("aria-pressed", "true");
  });

  test("a reload during the automation follows it again to the created niche", async ({ page, request }) => {
    test.slow();
    const id = unique();
    const name = `Recarga ${id}`;
    const template = await createTemplate(request, `Plantilla Recarga ${id}`);
    await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, { data: { ms: 1500 } });
    try {
      await page.goto("/niches/new");
      await fillUpToProject(page, name, `recarga${id}-21`);
      await page.getByRole("button", { name: new RegExp(template.name) }).click();
      await page.getByRole("button", { name: "Crear Nicho" }).click();
      await expect(page.getByTestId("wizard-automation-step")).toBeVisible({ timeout: 20_000 });

      page.on("dialog", (dialog) => void dialog.accept());
      await page.reload();
      await expect(page.getByText("La automatización de tu nicho sigue en marcha: aquí ves su progreso.")).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId("wizard-automation-step")).toBeVisible();
      const link = page.getByRole("link", { name: "Ver nicho" });
      await expect(link).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("status").getByText("Nicho creado", { exact: true })).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/niches\/\d+$/);
      const niche = await (await api(request)).get<Niche>(nichePath(/\/niches\/(\d+)$/.exec(page.url())![1]));
      expect(niche.name).toBe(name);
      expect(niche.client_id).toBeTruthy();
    } finally {
      await request.put(`${BACKEND_URL}${testHooksPaths.pipelineStepMs}`, { data: { ms: Number(process.env.PIPELINE_STEP_MS ?? 150) } });
    }
  });

  test("takes names in any script: refuses only symbols, with the reason; writes Arabic in Latin letters; asks for the URL of a kanji name and creates it", async ({ page, request }) => {
    const id = unique();
    const template = await createTemplate(request, `Plantilla Escrituras ${id}`);
    // A name of kanji only, unique to this run.
    const kanji = [...id].map((c) => String.fromCharCode(0x4e00 + c.charCodeAt(0))).join("");
    await page.goto("/niches/new");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
    await chooseMarket(page, "Arabia Saudita");
    await nextButton(page).click();
    const name = page.getByRole("textbox", { name: "Nombre del nicho" });
    await name.fill("😀😀😀");
    await expect(page.getByText("El nombre necesita letras o números: no puede ser solo símbolos o emojis")).toBeVisible();
    await expect(page.getByText("Válido", { exact: true })).toHaveCount(0);
    await expect(nextButton(page)).toBeDisabled();
    await name.fill("متجر القهوة");
    await expect(page.getByTestId("wizard-slug")).toHaveText("/sa-mtjr-alqhwa");
    await expect(page.getByText("Válido", { exact: true })).toBeVisible();
    await expect(nextButton(page)).toBeEnabled();

    await page.getByRole("button", { name: "Paso 1: Mercado" }).click();
    await chooseMarket(page, "Japón");
    await nextButton(page).click();
    await name.fill(`日本酒${kanji}`);
    await expect(page.getByText("Válido", { exact: true })).toBeVisible();
    await expect(page.getByTestId("wizard-slug")).toHaveText("Escríbela más abajo");
    await expect(nextButton(page)).toBeDisabled();
    const typed = page.getByRole("textbox", { name: "URL del sitio" });
    await typed.fill("日本");
    await expect(page.getByText(/^Usa letras latinas \(a-z\), números o guiones/)).toBeVisible();
    await typed.fill(`Sake ${id}`);
    await expect(page.getByTestId("wizard-slug")).toHaveText(`/jp-sake-${id}`);
    await nextButton(page).click();

    await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
    await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(`sake${id}-22`);
    await nextButton(page).click();
    await page.getByRole("button", { name: /^Formal/ }).click();
    await nextButton(page).click();
    await page.getByRole("button", { name: new RegExp(template.name) }).click();
    await page.getByRole("button", { name: "Crear Nicho" }).click();
    await expect(page).toHaveURL(/\/niches\/\d+$/, { timeout: 30_000 });
    const niche = await (await api(request)).get<Niche>(nichePath(Number(/\/niches\/(\d+)$/.exec(page.url())?.[1])));
    expect([niche.name, niche.slug, niche.mercado]).toEqual([`日本酒${kanji}`, `jp-sake-${id}`, "Japón"]);
  });

  test("a 150-character name's generated URL wraps inside its box on a phone", async ({ page, request }) => {
    await createTemplate(request, `Plantilla Larga ${unique()}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/niches/new");
    await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible({ timeout: 60_000 });
    await chooseMarket(page, "España");
    await nextButton(page).click();
    await page.getByRole("textbox", { name: "Nombre del nicho" }).fill("cafeteraexpress".repeat(10));
    const box = page.getByTestId("wizard-slug");
    await expect(box).toContainText("cafeteraexpresscafetera");
    const fits = await box.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
