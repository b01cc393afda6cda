import { expect, test, type Page } from "../e2e/support/test";
import { FASTAPI } from "./support/env";
import { everyItem } from "./support/paging";
import { clearFaults, injectFault, needsTestHooks, unique, upstream, type Niche } from "./support/upstream";
import { longDate } from "../support/long-date";
import { nichePath, NICHES_PATH } from "@/tests/support/api-paths";

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function openActions(page: Page, name: string) {
  await page.goto(`/niches?q=${encodeURIComponent(name)}`);
  await card(page, name).getByRole("button", { name: `Acciones de ${name}` }).click();
}

async function openDelete(page: Page, name: string) {
  await openActions(page, name);
  await page.getByRole("menuitem", { name: "Eliminar" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("the list shows every niche with its product count, null fields and all", async ({ page, request }) => {
  const api = await upstream(request);
  const niches = await everyItem<Niche>(api, NICHES_PATH);
  const biggest = [...niches].sort((a, b) => (b.product_count ?? 0) - (a.product_count ?? 0))[0];

  await page.goto("/niches");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de Nichos" })).toBeVisible();
  await expect(page.getByTestId("niche-counter")).toHaveText(`${niches.length} de ${niches.length} nichos`);
  const products = await api.allProducts(biggest.id);
  await expect(card(page, biggest.name).getByText(`${products.length} productos`)).toBeVisible();
});

test("the detail reads a datetime without zone as UTC and shows the niche's optional fields as absent", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Detalle "), affiliate_tag: "detalle-21" });
  const stored = await api.get<Niche & { created_at: string }>(nichePath(niche.id));

  await page.goto(`/niches/${niche.id}`);
  await expect(page.getByRole("heading", { level: 1, name: niche.name })).toBeVisible();
  await expect(page.getByText(longDate(stored.created_at), { exact: true }).first()).toBeVisible();
  await expect(page.getByText("No configurada")).toBeVisible();
  await expect(page.getByText("Sin mercado definido")).toBeVisible();
});

test("the detail offers no «Descargar sitio»: the reference upstream has no site export", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Sin exportar "), affiliate_tag: "sinexportar-21" });

  await page.goto(`/niches/${niche.id}`);
  await expect(page.getByRole("heading", { level: 1, name: niche.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver Productos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Descargar sitio" })).toHaveCount(0);
});

test("edits a niche, and a 422 from the upstream marks the field in Spanish and keeps the values", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Editar "), affiliate_tag: "editar-21" });

  await page.goto(`/niches/edit/${niche.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Editar Nicho" })).toBeVisible();
  await expect(page.getByLabel("Nombre")).toHaveValue(niche.name);
  await page.getByLabel("Descripción").fill("Descripción desde FastAPI");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Nicho actualizado correctamente")).toBeVisible();
  await expect.poll(async () => (await api.get<Niche & { description?: string }>(nichePath(niche.id))).description).toBe(
    "Descripción desde FastAPI",
  );

  if (FASTAPI.ownUpstream) return;
  // A tag outside Amazon's format is refused on its field, in Spanish, before anything is sent.
  await page.goto(`/niches/edit/${niche.id}`);
  await page.getByLabel("Palabras clave").fill("uno, dos");
  const tag = page.getByLabel("Affiliate Tag");
  await tag.fill("tag con espacios");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(tag).toHaveAttribute("aria-invalid", "true");
  const errorId = (await tag.getAttribute("aria-describedby"))?.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId, "the field points at its error message").toBeTruthy();
  const message = page.locator(`[id="${errorId}"]`);
  await expect(message).toHaveText(/\S/);
  await expect(message).not.toContainText(/string does not match|regex|field required/i);
  await expect(page.getByText(/string does not match/i)).toHaveCount(0);
  await expect(tag).toHaveValue("tag con espacios");
  await expect(page.getByLabel("Palabras clave")).toHaveValue("uno, dos");
  await expect(page).toHaveURL(new RegExp(`/niches/edit/${niche.id}$`));
  expect((await api.get<Niche>(nichePath(niche.id))).affiliate_tag).toBe("editar-21");
});

test("toggles a niche and the saved state survives a reload", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Toggle "), affiliate_tag: "toggle-21" });
  await openActions(page, niche.name);
  await page.getByRole("menuitem", { name: "Desactivar" }).click();
  await expect(card(page, niche.name).getByText("Inactivo", { exact: true })).toBeVisible();
  await expect(page.getByText("Error al cambiar el estado del nicho")).toHaveCount(0);
  await expect.poll(async () => (await api.get<Niche>(nichePath(niche.id))).is_active).toBe(false);
  await page.reload();
  await expect(card(page, niche.name).getByText("Inactivo", { exact: true })).toBeVisible();
});

test("deletes a niche", async ({ page, request }) => {
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Borrar "), affiliate_tag: "borrar-21" });
  const dialog = await openDelete(page, niche.name);
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, niche.name)).toHaveCount(0);
  expect(await api.status(nichePath(niche.id))).toBe(404);
});

test("a niche with generated content cannot be confirmed: the dialog says why and what to do", async ({ page, request }) => {
  const api = await upstream(request);
  const withContent = (await everyItem<Niche>(api, NICHES_PATH)).find((n) => n.has_generated_content);
  test.skip(!withContent, "the upstream has no niche with generated content");
  const dialog = await openDelete(page, withContent!.name);
  await expect(dialog.getByTestId("delete-summary")).toContainText("con contenido generado");
  await expect(dialog.getByRole("button", { name: "Eliminar" })).toBeDisabled();
  await expect(dialog.getByTestId("delete-remedy")).toContainText("Elimina primero los productos con contenido generado de este nicho");
  expect(await api.status(nichePath(withContent!.id))).toBe(200);
});

test("a 403 on delete is a refused action, not an expired session: the user stays signed in", async ({ page, request }) => {
  needsTestHooks();
  const api = await upstream(request);
  const niche = await api.createNiche({ name: unique("Prohibido "), affiliate_tag: "prohibido-21" });
  const dialog = await openDelete(page, niche.name);
  await injectFault(request, { method: "DELETE", path: nichePath(niche.id), status: 403, detail: "Not enough permissions" });
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog.getByTestId("delete-error")).toHaveText("No tienes permisos para eliminar este nicho");
  await expect(page).toHaveURL(/\/niches/);
  await page.reload();
  await expect(card(page, niche.name)).toBeVisible();
});

test("a search with a status filter shows only matching niches, though the upstream ignores both", async ({ page, request }) => {
  const api = await upstream(request);
  const word = unique("Estado");
  const active = await api.createNiche({ name: `${word} activo`, affiliate_tag: "estado-21", mercado: "España" });
  const inactive = await api.createNiche({ name: `${word} inactivo`, affiliate_tag: "estado-21", mercado: "España", is_active: false });
  // The upstream answers its niches whatever the status asked.
  const asked = await api.get<Niche[]>(`${NICHES_PATH}?status=inactive`);
  expect(asked.some((niche) => niche.is_active !== false)).toBe(true);

  await page.goto(`/niches?q=${encodeURIComponent(word)}&status=inactive`);
  await expect(card(page, inactive.name)).toBeVisible();
  await expect(card(page, active.name)).toHaveCount(0);
  await expect(page.getByTestId("niche-counter")).toHaveText(/^1 de \d+ nichos$/);
});
