import path from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { test, expect, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken, clearFaults, injectFault } from "./support/api";
import { catalogContract } from "@/features/niche-catalog/contract";
import { CATALOG_PATH, catalogItemPath, UPLOAD_PATH } from "@/tests/support/api-paths";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
const RED = path.join(FIXTURES, "template-red.png");
const GREEN = path.join(FIXTURES, "template-green.png");
const BLUE = path.join(FIXTURES, "template-blue.png");

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Under `next dev`, edits by others in the shared tree make the dev server hot-update or reload
// the page mid-test ("HMR hash mismatch"), which resets form state. Keep the HMR socket (the client
// needs its handshake and the binary RSC debug channel) but drop code updates and reload orders once
// the page is built. No effect on a production build, which has no HMR socket.
test.beforeEach(async ({ page }) => {
  await page.routeWebSocket(/\/_next\/(webpack-)?hmr/, (ws) => {
    const server = ws.connectToServer();
    let built = false;
    server.onMessage((message) => {
      if (typeof message === "string") {
        if (/"type":"(reloadPage|serverComponentChanges)"/.test(message)) return;
        if (built && message.includes('"type":"turbopack-message"')) return;
        if (message.includes('"type":"built"')) built = true;
      }
      ws.send(message);
    });
    ws.onMessage((message) => server.send(message));
  });
});

function dropInput(page: Page) {
  return page.getByLabel("Subir imágenes", { exact: true });
}

function galleryImages(page: Page) {
  return page.getByRole("list", { name: "Imágenes de la plantilla" }).getByRole("img");
}

async function gallerySources(page: Page): Promise<string[]> {
  return galleryImages(page).evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
}

async function createViaApi(request: import("@playwright/test").APIRequestContext, name: string, extra: object = {}) {
  const token = await adminToken(request);
  const response = await request.post(`${BACKEND_URL}${CATALOG_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, images: [catalogContract.uploadedFile.url({ name: "000000000000000000000000.png" })], github_url: "https://github.com/acme/api", ...extra },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function deleteViaApi(request: import("@playwright/test").APIRequestContext, id: number) {
  const token = await adminToken(request);
  await request.delete(`${BACKEND_URL}${catalogItemPath(id)}`, { headers: { authorization: `Bearer ${token}` } });
}

async function openNewForm(page: Page) {
  await page.goto("/niche-catalog/new");
  // Enabled once hydrated.
  await expect(page.getByRole("button", { name: "Crear Plantilla Web" })).toBeEnabled();
}

async function apiItems(request: import("@playwright/test").APIRequestContext) {
  const token = await adminToken(request);
  const response = await request.get(`${BACKEND_URL}${CATALOG_PATH}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { id: number; name: string; images: string[]; is_active: boolean; github_url: string | null }[];
}

test("creates a template with uploaded images, reorders, edits, deactivates and deletes it", async ({ page, request }) => {
  test.setTimeout(240_000);
  const name = unique("Plantilla E2E");
  await page.goto("/niche-catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Plantillas Web" })).toBeVisible();
  // The list renders from client data, so the page is hydrated once it shows.
  await expect(page.getByRole("list", { name: "Plantillas Web" })).toBeVisible();
  await page.getByRole("link", { name: "Nueva Plantilla Web" }).click();
  await expect(page).toHaveURL(/\/niche-catalog\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nueva Plantilla Web" })).toBeVisible();
  await expect(page.getByText("PNG, JPG, WEBP hasta 5MB cada una. Máximo 5 imágenes.")).toBeVisible();

  // Validation first: every rule with its text, and errors clear on edit.
  await page.getByRole("button", { name: "Crear Plantilla Web" }).click();
  await expect(page.getByText("El nombre es requerido")).toBeVisible();
  await expect(page.getByText("La URL de GitHub es requerida")).toBeVisible();
  await expect(page.getByText("Debe subir al menos una imagen")).toBeVisible();
  await page.getByLabel("URL de GitHub").fill("no es una url");
  await expect(page.getByText("La URL de GitHub es requerida")).toBeHidden();
  await page.getByRole("button", { name: "Crear Plantilla Web" }).click();
  await expect(page.getByText("La URL de GitHub debe ser válida")).toBeVisible();
  await page.getByLabel("URL de GitHub").fill("https://gitlab.com/acme/tienda");
  await page.getByRole("button", { name: "Crear Plantilla Web" }).click();
  await expect(page.getByText("La URL debe ser de GitHub")).toBeVisible();
  await page.getByLabel("Nombre").fill(name);
  await expect(page.getByText("El nombre es requerido")).toBeHidden();
  await page.getByLabel("URL de GitHub").fill("https://github.com/acme/tienda-e2e");
  await page.getByLabel("Descripción").fill("  Plantilla creada en la prueba  ");

  // Three real uploads through the proxy.
  await dropInput(page).setInputFiles([RED, GREEN, BLUE]);
  await expect(galleryImages(page)).toHaveCount(3);
  await expect(page.getByText("Debe subir al menos una imagen")).toBeHidden();
  const uploaded = await gallerySources(page);
  expect(uploaded.every((src) => src.startsWith(catalogContract.uploadedFile.url({ name: "" })))).toBeTruthy();
  for (const src of uploaded) {
    expect((await page.request.get(src)).status()).toBe(200);
  }
  const gallery = page.getByRole("list", { name: "Imágenes de la plantilla" });
  await expect(gallery.getByText("Principal")).toHaveCount(1);
  await expect(gallery.getByRole("listitem").first().getByText("Principal")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mover imagen 1 a la izquierda" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mover imagen 3 a la derecha" })).toHaveCount(0);

  // Reorder: the second becomes the main image; then remove the last one.
  await page.getByRole("button", { name: "Mover imagen 2 a la izquierda" }).click();
  expect(await gallerySources(page)).toEqual([uploaded[1], uploaded[0], uploaded[2]]);
  await page.getByRole("button", { name: "Mover imagen 2 a la derecha" }).click();
  expect(await gallerySources(page)).toEqual([uploaded[1], uploaded[2], uploaded[0]]);
  await page.getByRole("button", { name: "Eliminar imagen 2" }).click();
  await expect(galleryImages(page)).toHaveCount(2);
  const kept = [uploaded[1], uploaded[0]];
  expect(await gallerySources(page)).toEqual(kept);
  // Uploaded here and never saved: removing it deletes the file on the server.
  await expect.poll(async () => (await page.request.get(uploaded[2])).status()).toBe(404);

  await page.getByRole("button", { name: "Crear Plantilla Web" }).click();
  await expect(page).toHaveURL(/\/niche-catalog$/);
  await expect(page.getByText("Plantilla web creada correctamente")).toBeVisible();

  const created = (await apiItems(request)).find((i) => i.name === name);
  expect(created).toBeTruthy();
  expect(created!.images).toEqual(kept);
  expect(created!.is_active).toBe(true);

  // In the list.
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Activo", { exact: true })).toBeVisible();
  await expect(card.getByText("Con GitHub")).toBeVisible();
  await expect(card.getByText("Plantilla creada en la prueba")).toBeVisible();

  // Detail.
  await card.getByRole("link", { name: "Ver detalles" }).click();
  await expect(page).toHaveURL(new RegExp(`/niche-catalog/${created!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByText(name)).toBeVisible();
  await expect(page.getByRole("link", { name: "Abrir" })).toHaveAttribute("href", "https://github.com/acme/tienda-e2e");
  await expect(page.getByRole("link", { name: "Abrir" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("img", { name: `Vista previa de ${name}` })).toHaveAttribute("src", kept[0]);
  await page.getByRole("button", { name: "Ampliar imagen 1 de 2" }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByText("Imagen 1 de 2", { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByRole("img", { name: "Imagen 2 de 2" })).toHaveAttribute("src", kept[1]);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByRole("img", { name: "Imagen 1 de 2" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // Edit and deactivate.
  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(new RegExp(`/niche-catalog/edit/${created!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Editando: ${name}` })).toBeVisible();
  await expect(page.getByLabel("Nombre")).toHaveValue(name);
  await expect(galleryImages(page)).toHaveCount(2);
  const active = page.getByRole("switch", { name: "Plantilla activa" });
  await expect(active).toBeChecked();
  await active.click();
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niche-catalog$/);
  await expect(page.getByText("Plantilla web actualizada correctamente")).toBeVisible();
  await expect(page.getByRole("article", { name }).getByText("Inactivo", { exact: true })).toBeVisible();
  // The wizard reads the same list: the template is now inactive there too.
  expect((await apiItems(request)).find((i) => i.id === created!.id)!.is_active).toBe(false);

  // Delete.
  await page.getByRole("button", { name: `Más acciones para ${name}` }).click();
  await page.getByRole("menuitem", { name: "Eliminar" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Eliminar Plantilla Web" });
  await expect(dialog.getByText("Esta acción no se puede deshacer")).toBeVisible();
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
  expect((await apiItems(request)).some((i) => i.id === created!.id)).toBe(false);
});

test("rejects a too large file and a non-image, and needs a stored token", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openNewForm(page);
  const big = Buffer.alloc(6 * 1024 * 1024);
  big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await dropInput(page).setInputFiles([
    { name: "grande.png", mimeType: "image/png", buffer: big },
    { name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("hola") },
  ]);
  await expect(page.getByText("grande.png: El archivo supera el tamaño máximo de 5MB")).toBeVisible();
  await expect(page.getByText("notas.txt: Tipo de archivo no permitido (solo PNG, JPG, JPEG, WEBP o GIF)")).toBeVisible();
  await expect(galleryImages(page)).toHaveCount(0);

  // The server's own message on an upload failure.
  await injectFault(request, { method: "POST", path: "/upload/upload-images", status: 500, detail: "Disco lleno", times: 1 });
  await dropInput(page).setInputFiles(RED);
  await expect(page.getByText("Disco lleno")).toBeVisible();
  await clearFaults(request);

  // Without a token the upload does not even start.
  await page.evaluate(() => {
    window.localStorage.removeItem("token");
    window.sessionStorage.removeItem("token");
  });
  await dropInput(page).setInputFiles(GREEN);
  await expect(page.getByText("No authentication token found")).toBeVisible();
  await expect(galleryImages(page)).toHaveCount(0);
});

test("uploads only the remaining slots when seven files are dropped", async ({ page }) => {
  test.setTimeout(120_000);
  await openNewForm(page);
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes(UPLOAD_PATH)) uploads.push(r.url());
  });
  await dropInput(page).setInputFiles([RED, GREEN]);
  await expect(galleryImages(page)).toHaveCount(2);
  const seven = Array.from({ length: 7 }, (_, i) => ({
    name: `extra-${i + 1}.png`,
    mimeType: "image/png",
    buffer: readFileSync(i % 2 ? BLUE : RED),
  }));
  await dropInput(page).setInputFiles(seven);
  await expect(galleryImages(page)).toHaveCount(5);
  // Full: the limit is said, and no longer that more fit.
  await expect(page.getByText("Ya has alcanzado el máximo de 5 imágenes")).toBeVisible();
  await expect(page.getByText(/Solo se pueden? subir/)).toHaveCount(0);
  expect(uploads).toHaveLength(5);
  // Full: the drop zone is disabled.
  await expect(page.getByRole("button", { name: /^Subir imágenes\. PNG/ })).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("button", { name: "Eliminar imagen 5" }).click();
  await expect(page.getByRole("button", { name: /^Subir imágenes\. PNG/ })).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("Solo se puede subir 1 imagen más")).toBeVisible();
});

test("maps save conflicts and failures, keeping the values", async ({ page, request }) => {
  test.setTimeout(180_000);
  const existing = await createViaApi(request, unique("Plantilla Duplicada"));
  try {
    await openNewForm(page);
    await page.getByLabel("Nombre").fill(existing.name.toUpperCase());
    await page.getByLabel("URL de GitHub").fill("https://github.com/acme/duplicada");
    await dropInput(page).setInputFiles(RED);
    await expect(galleryImages(page)).toHaveCount(1);
    const submit = page.getByRole("button", { name: "Crear Plantilla Web" });

    await submit.click();
    await expect(page.getByText("Ya existe una plantilla con este nombre")).toBeVisible();
    await expect(page.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Nombre").fill(`${existing.name}!`);
    await expect(page.getByText("Ya existe una plantilla con este nombre")).toBeHidden();

    // Same slug, different name.
    await submit.click();
    await expect(page.getByText("Ya existe una plantilla con este slug")).toBeVisible();

    await page.getByLabel("Nombre").fill(unique("Plantilla Nueva"));
    await injectFault(request, { method: "POST", path: "/niche-catalogo/$", status: 409, detail: "Conflicto de prueba", times: 1 });
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Conflicto de prueba" })).toBeVisible();

    await injectFault(request, { method: "POST", path: "/niche-catalogo/$", status: 500, detail: "Fallo interno", times: 1 });
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Error al crear el nicho del catálogo" })).toBeVisible();
    await expect(page).toHaveURL(/\/niche-catalog\/new$/);
    await expect(page.getByLabel("URL de GitHub")).toHaveValue("https://github.com/acme/duplicada");
    await expect(galleryImages(page)).toHaveCount(1);
  } finally {
    await clearFaults(request);
    await deleteViaApi(request, existing.id);
  }
});

test("toggles a template from its card menu and shows the error states", async ({ page, request }) => {
  test.setTimeout(180_000);
  const item = await createViaApi(request, unique("Plantilla Menu"));
  try {
    await page.goto("/niche-catalog");
    const card = page.getByRole("article", { name: item.name });
    await expect(card.getByText("Activo", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: `Más acciones para ${item.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Ver en GitHub" })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("menuitem", { name: "Ver en GitHub" })).toHaveAttribute("rel", /noopener/);
    await page.getByRole("menuitem", { name: "Desactivar" }).click();
    await expect(card.getByText("Inactivo", { exact: true })).toBeVisible();
    await expect.poll(async () => (await apiItems(request)).find((i) => i.id === item.id)?.is_active).toBe(false);

    // Delete failure keeps the dialog open with the spec's message.
    await injectFault(request, { method: "DELETE", path: `/niche-catalogo/${item.id}$`, status: 500, times: 1 });
    await card.getByRole("button", { name: `Más acciones para ${item.name}` }).click();
    await page.getByRole("menuitem", { name: "Eliminar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Eliminar Plantilla Web" });
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(dialog.getByText("Error al eliminar el elemento del catálogo")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(card).toBeVisible();

    // List load error with Retry.
    // Twice: the server's first screen and the browser's own call both fail (the newest page, not its counters).
    await injectFault(request, { method: "GET", path: `^${CATALOG_PATH}\\?sort=-id&skip=0&limit=24$`, status: 500, times: 2 });
    await page.reload();
    await expect(page.getByText("Error al cargar los elementos del catálogo de nichos")).toBeVisible();
    await page.getByRole("button", { name: "Reintentar" }).click();
    await expect(page.getByRole("article", { name: item.name })).toBeVisible();

    // Detail: missing and failing.
    await page.goto("/niche-catalog/99999999");
    await expect(page.getByRole("heading", { level: 1, name: "No se encontró el elemento solicitado" })).toBeVisible();
    await injectFault(request, { method: "GET", path: `/niche-catalogo/${item.id}$`, status: 500, times: 2 });
    await page.goto(`/niche-catalog/${item.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "No se pudo cargar el elemento del catálogo" })).toBeVisible();
    await page.getByRole("button", { name: "Reintentar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByText("No hay descripción disponible")).toBeVisible();

    // Edit form load failure: alert and back to the list.
    await injectFault(request, { method: "GET", path: `/niche-catalogo/${item.id}$`, status: 500, times: 1 });
    await page.goto(`/niche-catalog/edit/${item.id}`);
    await expect(page.getByText("Error al cargar el nicho del catálogo")).toBeVisible();
    await expect(page).toHaveURL(/\/niche-catalog$/);
  } finally {
    await clearFaults(request);
    await deleteViaApi(request, item.id);
  }
});
