import { test, expect, type APIRequestContext, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken, clearFaults, injectFault, withQuery } from "./support/api";
import { API_CLIENTS_PATH, nichePath, NICHES_PATH } from "@/tests/support/api-paths";

const LIST = `${BACKEND_URL}${API_CLIENTS_PATH}`;

interface ClientRow {
  id: number;
  name: string;
  client_id: string;
  scopes: string[];
  is_active: boolean;
}

async function listClients(request: APIRequestContext): Promise<ClientRow[]> {
  const token = await adminToken(request);
  const response = await request.get(LIST, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ClientRow[];
}

async function createClientViaApi(request: APIRequestContext, name: string, scopes = ["admin"]): Promise<ClientRow> {
  const token = await adminToken(request);
  const response = await request.post(LIST, { headers: { authorization: `Bearer ${token}` }, data: { name, scopes } });
  expect(response.status()).toBe(201);
  return (await response.json()) as ClientRow;
}

const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
}

async function openRowAction(page: Page, name: string, action: string) {
  // The previous action's toast may cover the row's menu, and it stays while the pointer rests on it.
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const item = page.getByRole("menuitem", { name: action });
  // The row re-renders as the list refreshes after an action: a click that lands while its menu button is
  // being replaced opens nothing, so it is made again until the menu shows.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: `Acciones para ${name}` }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

/** The day the backend counts usage under (UTC), as the data table prints it. */
function todayUtc(): string {
  const iso = new Date().toISOString().slice(0, 10);
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("create shows the secret once, usage reaches the chart, then edit, toggle and delete", async ({ page, context, request }) => {
  // A long journey through every action; the first visit also compiles the route under next dev.
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const name = unique("E2E Cliente");
  await page.goto("/admin/api-clients");
  await expect(page.getByRole("heading", { level: 1, name: "API Clients" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Resumen de API Clients" })).toContainText("Activos");

  // Create (admin is the default scope).
  await page.getByRole("button", { name: "Nuevo API Client" }).first().click();
  const form = page.getByRole("dialog", { name: "Crear API Client" });
  await expect(form.getByRole("checkbox", { name: "Administración" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Lectura" })).not.toBeChecked();
  // Spanish for the concept, as on the list's column.
  await expect(form.getByText("Permisos", { exact: true })).toBeVisible();
  await expect(page.getByText("Scopes")).toHaveCount(0);
  await form.getByLabel("Nombre").fill(name);
  await form.getByLabel("Descripción (opcional)").fill("Cliente de prueba end-to-end");
  await form.getByRole("button", { name: "Crear cliente" }).click();

  // One-time credentials with copy buttons and the warning.
  const secretDialog = page.getByRole("dialog", { name: `Credenciales de ${name}` });
  await expect(secretDialog).toBeVisible();
  await expect(secretDialog).toContainText("El secreto de cliente no se volverá a mostrar");
  const clientId = (await secretDialog.getByTestId("one-time-client-id").textContent())!.trim();
  expect(clientId).toMatch(/\S+/);
  await secretDialog.getByRole("button", { name: "Mostrar secreto de cliente" }).click();
  const secret = (await secretDialog.getByTestId("one-time-client-secret").locator("code").textContent())!.trim();
  expect(secret.length).toBeGreaterThan(10);
  await secretDialog.getByRole("button", { name: "Copiar secreto de cliente" }).click();
  await expect(page.getByText("Secreto de cliente copiado al portapapeles")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await secretDialog.getByRole("button", { name: "Copiar ID de cliente" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientId);
  await secretDialog.getByRole("button", { name: "He guardado el secreto" }).click();
  await expect(secretDialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The same endpoint the niche form's modal uses lists it.
  const created = (await listClients(request)).find((c) => c.client_id === clientId);
  expect(created).toMatchObject({ name, scopes: ["admin"], is_active: true });
  const id = created!.id;
  await expect(row(page, name)).toContainText("Administración");

  // The secret is gone for good: not after a reload, not in storage.
  await page.reload();
  await expect(row(page, name)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(secret);

  // Real usage with the client's credentials: 3 successes and 1 error.
  const credentials = { "X-Client-Id": clientId, "X-Client-Secret": secret };
  for (let i = 0; i < 3; i++) {
    expect((await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers: credentials })).status()).toBe(200);
  }
  expect((await request.get(`${BACKEND_URL}${nichePath(987654321)}`, { headers: credentials })).status()).toBe(404);

  // Detail view on this route with the usage chart.
  await row(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/api-clients\\?client=${id}$`));
  const sheet = page.getByRole("dialog", { name });
  await expect(sheet.getByTestId("detail-client-id")).toHaveText(clientId);
  await expect(sheet.getByRole("button", { name: "30 días" })).toHaveAttribute("aria-pressed", "true");
  await expect(sheet.getByTestId("usage-total-requests")).toHaveText("4");
  await expect(sheet.getByTestId("usage-total-errors")).toHaveText("1");
  await expect(sheet.getByRole("img", { name: /4 peticiones y 1 error\b/ })).toBeVisible();
  await sheet.getByRole("button", { name: "7 días" }).click();
  await expect(sheet.getByRole("button", { name: "7 días" })).toHaveAttribute("aria-pressed", "true");
  await sheet.getByRole("tab", { name: "Tabla" }).click();
  const todayRow = sheet.getByRole("row").filter({ hasText: todayUtc() });
  await expect(todayRow.getByRole("cell")).toHaveText([todayUtc(), "4", "1"]);
  await sheet.getByRole("button", { name: "Cerrar" }).click();
  await expect(page).toHaveURL(/\/admin\/api-clients$/);
  await expect(row(page, name).getByRole("cell").nth(6)).toHaveText("4");

  // Edit scopes: admin → read.
  await openRowAction(page, name, "Editar");
  const edit = page.getByRole("dialog", { name: "Editar API Client" });
  await expect(edit.getByLabel("Nombre")).toHaveValue(name);
  await edit.getByRole("checkbox", { name: "Administración" }).click();
  await edit.getByRole("checkbox", { name: "Lectura" }).click();
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("API Client actualizado")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, name).getByRole("cell").nth(2)).toHaveText("Lectura");
  expect((await listClients(request)).find((c) => c.id === id)?.scopes).toEqual(["read"]);
  // read is read-only on the server.
  expect((await request.post(`${BACKEND_URL}${NICHES_PATH}`, { headers: credentials, data: {} })).status()).toBe(403);

  // Toggle off (optimistic) and the server agrees.
  const toggle = page.getByRole("switch", { name: `Cliente ${name} activo` });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(row(page, name)).toContainText("Inactivo");
  await expect.poll(async () => (await listClients(request)).find((c) => c.id === id)?.is_active).toBe(false);
  expect((await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers: credentials })).status()).toBe(403);

  // A refused toggle rolls back with a toast.
  await injectFault(request, { method: "POST", path: `/api-clients/${id}/toggle-status`, status: 500, detail: "Fallo simulado", times: 1 });
  await toggle.click();
  await expect(page.getByText(`No se pudo cambiar el estado de ${name}`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect((await listClients(request)).find((c) => c.id === id)?.is_active).toBe(false);

  // Back on through the row menu.
  await openRowAction(page, name, "Activar");
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await listClients(request)).find((c) => c.id === id)?.is_active).toBe(true);

  // Delete with confirmation.
  await openRowAction(page, name, "Eliminar");
  const confirm = page.getByRole("alertdialog", { name: `¿Eliminar el cliente ${name}?` });
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("API Client eliminado")).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  expect((await listClients(request)).some((c) => c.id === id)).toBe(false);
});

test("the create form validates before sending and keeps its values when the server fails", async ({ page, request }) => {
  const name = unique("E2E Validación");
  await page.goto("/admin/api-clients");
  await page.getByRole("button", { name: "Nuevo API Client" }).first().click();
  const form = page.getByRole("dialog", { name: "Crear API Client" });
  await form.getByRole("button", { name: "Crear cliente" }).click();
  await expect(form.getByText("El nombre es obligatorio")).toBeVisible();
  await expect(form.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Nombre").fill(name);
  await form.getByRole("checkbox", { name: "Administración" }).click();
  await form.getByRole("button", { name: "Crear cliente" }).click();
  await expect(form.getByText("Selecciona al menos un permiso")).toBeVisible();

  await form.getByRole("checkbox", { name: "Escritura" }).click();
  await injectFault(request, { method: "POST", path: "/admin/api-clients/$", status: 500, detail: "Fallo simulado al crear", times: 1 });
  await form.getByRole("button", { name: "Crear cliente" }).click();
  await expect(form.getByRole("alert")).toContainText("Fallo simulado al crear");
  await expect(form.getByLabel("Nombre")).toHaveValue(name);
  await expect(form.getByRole("checkbox", { name: "Escritura" })).toBeChecked();

  // Retrying succeeds with the kept values.
  await form.getByRole("button", { name: "Crear cliente" }).click();
  await expect(page.getByRole("dialog", { name: `Credenciales de ${name}` })).toBeVisible();
  const created = (await listClients(request)).find((c) => c.name === name);
  expect(created?.scopes).toEqual(["write"]);
});

test("search and sortable headers", async ({ page, request }) => {
  const prefix = unique("E2E Orden");
  await createClientViaApi(request, `${prefix} Beta`);
  await createClientViaApi(request, `${prefix} Alfa`, ["read", "write"]);
  await page.goto("/admin/api-clients");
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill(prefix);
  const body = page.locator("tbody");
  await expect(body.getByRole("row")).toHaveCount(2);

  const nameHeader = page.getByRole("columnheader", { name: "Nombre" });
  await expect(nameHeader).toHaveAttribute("aria-sort", "none");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(body.getByRole("row").first()).toContainText(`${prefix} Alfa`);
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(body.getByRole("row").first()).toContainText(`${prefix} Beta`);

  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill(`${prefix} nada-coincide`);
  await expect(page.getByRole("heading", { name: "Sin resultados" })).toBeVisible();
  await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
  await expect(page.getByRole("searchbox", { name: "Buscar clientes" })).toHaveValue("");
});

test("a failed list load shows the error with a retry", async ({ page, request }) => {
  // Twice: the server's first screen and the browser's own call both fail.
  await injectFault(request, { method: "GET", path: withQuery(API_CLIENTS_PATH), status: 500, detail: "Fallo simulado del listado", times: 2 });
  await page.goto("/admin/api-clients");
  await expect(page.getByRole("alert").filter({ hasText: "Fallo simulado del listado" })).toBeVisible();
  await page.getByRole("alert").filter({ hasText: "Fallo simulado del listado" }).getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("searchbox", { name: "Buscar clientes" })).toBeVisible();
});

test("the detail view edits in place and tells when a client does not exist", async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = unique("E2E Detalle");
  const created = await createClientViaApi(request, name, ["write"]);
  await page.goto(`/admin/api-clients?client=${created.id}`);
  const sheet = page.getByRole("dialog", { name });
  await expect(sheet.getByTestId("detail-client-id")).toHaveText(created.client_id);
  await expect(sheet.getByRole("heading", { name: "Sin peticiones en este periodo" })).toBeVisible();

  await sheet.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar API Client" });
  await edit.getByLabel("Nombre").fill(`${name} v2`);
  await edit.getByLabel("Descripción (opcional)").fill("Descripción nueva");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(edit).toBeHidden();
  const renamed = page.getByRole("dialog", { name: `${name} v2` });
  await expect(renamed).toContainText("Descripción nueva");
  await renamed.getByRole("button", { name: "Cerrar" }).click();
  await expect(row(page, `${name} v2`)).toContainText("Descripción nueva");

  await page.goto("/admin/api-clients?client=987654321");
  await expect(page.getByRole("dialog")).toContainText("No se encontró el API Client solicitado");
});
