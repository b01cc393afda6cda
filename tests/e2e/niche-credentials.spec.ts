// A niche's API client and key live as long as the niche names them, and a client secret is shown once.
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { api as niches, unique } from "./niches-support";
import { API_CLIENTS_PATH, API_KEYS_PATH, apiKeyPath, CATALOG_PATH, nichePath, productsPaths } from "@/tests/support/api-paths";
import { API_CLIENT_ID_HEADER, API_CLIENT_SECRET_HEADER } from "@/lib/contract/credential-headers";
import { automationContract } from "@/features/automation/contract";

test.describe.configure({ timeout: 150_000 });

interface Client {
  id: number;
  name: string;
  client_id: string;
  client_secret: string;
}

async function backend(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  return {
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await request.post(`${BACKEND_URL}${path}`, { headers, data });
      expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    async get<T>(path: string): Promise<{ status: number; body: T }> {
      const response = await request.get(`${BACKEND_URL}${path}`, { headers });
      return { status: response.status(), body: (await response.json()) as T };
    },
    clientIds: async () => (await request.get(`${BACKEND_URL}${API_CLIENTS_PATH}`, { headers }).then((r) => r.json()) as Client[]).map((c) => c.client_id),
  };
}

/** What the niche's site does with its credentials: read the products with the client's id and secret. */
async function readsAsClient(request: APIRequestContext, client: { client_id: string; client_secret: string }): Promise<number> {
  const response = await request.get(`${BACKEND_URL}${productsPaths.all}`, {
    headers: { [API_CLIENT_ID_HEADER]: client.client_id, [API_CLIENT_SECRET_HEADER]: client.client_secret },
  });
  return response.status();
}

/** A niche with its own client (read scope) and wrapper key, as the wizard makes them. */
async function nicheWithCredentials(request: APIRequestContext, prefix: string) {
  const b = await backend(request);
  const name = unique(prefix);
  const client = await b.post<Client>(API_CLIENTS_PATH, { name: `Nicho ${name} - Client`, scopes: ["read"] });
  const { key } = await b.post<{ key: string }>(API_KEYS_PATH, { name: `Nicho ${name} - API Key`, email: "admin@example.com" });
  const niche = await (await niches(request)).createNiche({ name, affiliate_tag: "credenciales-21", client_id: client.client_id, external_api_key: key });
  return { niche, client, key, b };
}

async function confirmLeave(page: Page) {
  await page.getByRole("alertdialog", { name: "¿Salir sin guardar?" }).getByRole("button", { name: "Salir sin guardar" }).click();
}

test("deleting a niche says its client and key stop working, and from then on they do not", async ({ page, request }) => {
  const { niche, client, key, b } = await nicheWithCredentials(request, "Borrar credenciales ");
  expect(await readsAsClient(request, client)).toBe(200);

  await page.goto(`/niches?q=${encodeURIComponent(niche.name)}`);
  await page.getByRole("button", { name: `Acciones de ${niche.name}` }).click();
  await page.getByRole("menuitem", { name: "Eliminar" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
  const summary = dialog.getByTestId("delete-summary");
  await expect(summary).toContainText(`API Client «${client.name}» (${client.client_id}): dejará de funcionar`);
  await expect(summary).toContainText("API key externa del nicho: dejará de funcionar");
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog).toBeHidden();

  expect(await readsAsClient(request, client)).toBe(401);
  expect((await b.get(apiKeyPath(key))).status).toBe(404);
  await page.goto("/admin/api-clients");
  await expect(page.getByRole("heading", { level: 1, name: "API Clients" })).toBeVisible();
  await expect(page.getByText(client.client_id)).toHaveCount(0);
  expect(await b.clientIds()).not.toContain(client.client_id);
});

test("'Generar uno nuevo' shows a new secret once; the old one stops working at once", async ({ page, request }) => {
  const { niche, client } = await nicheWithCredentials(request, "Rotar ");
  await page.goto(`/niches/${niche.id}`);
  const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { level: 2, name: "Credenciales del API Client" }) });
  await expect(card).toContainText("Se muestra una sola vez, al generarlo");
  await card.getByRole("button", { name: "Generar uno nuevo" }).click();
  const ask = page.getByRole("alertdialog", { name: "¿Generar un secreto nuevo?" });
  await expect(ask).toContainText(`El secreto actual del cliente ${client.client_id} dejará de funcionar`);
  const rotation = page.waitForResponse((r) => r.url().endsWith("/rotate-secret") && r.request().method() === "POST");
  await ask.getByRole("button", { name: "Generar secreto nuevo" }).click();
  const renewed = (await (await rotation).json()) as Client;

  const shown = page.getByRole("dialog", { name: `Credenciales de ${client.name}` });
  await expect(shown.getByTestId("one-time-client-id")).toHaveText(client.client_id);
  await shown.getByRole("button", { name: "Mostrar secreto de cliente" }).click();
  await expect(shown.getByText(renewed.client_secret, { exact: true })).toBeVisible();
  expect(await readsAsClient(request, client)).toBe(401);
  expect(await readsAsClient(request, renewed)).toBe(200);
  await shown.getByRole("button", { name: "He guardado el secreto" }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(renewed.client_secret)).toHaveCount(0);
});

test("the edit form deletes the client it created when left unsaved, and the one it replaced when saved", async ({ page, request }) => {
  const { niche, client, b } = await nicheWithCredentials(request, "Formulario credenciales ");
  const createClient = async () => {
    await page.getByRole("button", { name: "Crear API Client" }).click();
    const form = page.getByRole("dialog", { name: "Crear API Client" });
    await expect(form.getByRole("checkbox", { name: "Lectura" })).toBeChecked();
    const post = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(API_CLIENTS_PATH));
    await form.getByRole("button", { name: "Crear cliente" }).click();
    const created = (await (await post).json()) as Client;
    await page.getByRole("dialog", { name: `Credenciales de ${created.name}` }).getByRole("button", { name: "He guardado el secreto" }).click();
    await expect(page.getByLabel("ID de cliente", { exact: true })).toHaveValue(created.client_id);
    return created;
  };

  await page.goto(`/niches/edit/${niche.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Editar Nicho" })).toBeVisible();
  const abandoned = await createClient();
  expect(await b.clientIds()).toContain(abandoned.client_id);
  await page.getByRole("link", { name: "Cancelar" }).click();
  await confirmLeave(page);
  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}$`));
  await expect.poll(() => b.clientIds()).not.toContain(abandoned.client_id);
  expect(await readsAsClient(request, abandoned)).toBe(401);

  await page.goto(`/niches/edit/${niche.id}`);
  const kept = await createClient();
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niches$/);
  const saved = (await b.get<{ client_id: string; client_secret?: string | null }>(nichePath(niche.id))).body;
  expect(saved.client_id).toBe(kept.client_id);
  expect(saved.client_secret ?? null).toBeNull();
  await expect.poll(() => b.clientIds()).not.toContain(client.client_id);
  expect(await b.clientIds()).toContain(kept.client_id);
  expect(await readsAsClient(request, kept)).toBe(200);
});

test("a deployed niche's new slug is asked about first, and its site moves to the new address", async ({ page, request }) => {
  const b = await backend(request);
  const templates = await b.get<{ id: number; is_active: boolean; github_url?: string | null }[]>(CATALOG_PATH);
  const template = templates.body.find((t) => t.is_active && t.github_url)!;
  const name = unique("Sitio movido ");
  const slug = `es-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const { task_id } = await b.post<{ task_id: string }>(automationContract.start.path, {
    market: { countryCode: "ES", pais: "España", dominio: "amazon.es", lang: "es" },
    name,
    slug,
    affiliateTag: "movido-21",
    tone: "profesional",
    project: { selectedProject: template.id },
  });
  const status = automationContract.status.url({ task_id });
  await expect.poll(async () => (await b.get<{ status: string }>(status)).body.status, { timeout: 60_000 }).toBe("completed");
  const nicheId = (await b.get<{ niche_id: number }>(status)).body.niche_id;
  const oldUrl = JSON.parse((await b.get<{ vercel_data: string }>(nichePath(nicheId))).body.vercel_data).siteUrl as string;
  expect((await request.get(oldUrl)).status()).toBe(200);

  await page.goto(`/niches/edit/${nicheId}`);
  const slugField = page.getByRole("textbox", { name: "Slug" });
  await slugField.fill(`${slug}-nuevo`);
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  const ask = page.getByRole("alertdialog", { name: "¿Cambiar el slug de un nicho publicado?" });
  await expect(ask).toContainText(`El sitio de este nicho está publicado en ${oldUrl}.`);
  await expect(ask).toContainText("la dirección actual deja de funcionar");
  await ask.getByRole("button", { name: "Cambiar el slug y guardar" }).click();
  await expect(page).toHaveURL(/\/niches$/);

  const newUrl = oldUrl.replace(`/sites/${slug}/`, `/sites/${slug}-nuevo/`);
  await page.goto(`/niches/${nicheId}`);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Ver Sitio Web" }).click();
  await expect.poll(async () => (await popup).url()).toBe(newUrl);
  expect((await request.get(newUrl)).status()).toBe(200);
  expect((await request.get(oldUrl)).status()).toBe(404);
});
