import { expect, test, type Page } from "./support/test";
import { chooseOption, chosenOption } from "./support/select";
import { clearFaults, injectFault, onlyPath, withQuery } from "./support/api";
import { api, unique } from "./niches-support";
import { nichePath, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const cardTitles = (page: Page) => page.getByTestId("niche-card").locator("h3");

async function pickOption(page: Page, label: string, option: string) {
  await chooseOption(page.getByRole("combobox", { name: label }), option);
}

// This machine is shared and slow: page compiles under next dev can take a while.
test.describe.configure({ timeout: 150_000 });

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("shows the title, stats and counter, and searches name, slug, affiliate tag and description", async ({ page, request }) => {
  const a = await api(request);
  const token = unique("busq");
  const byName = await a.createNiche({ name: `Nombre ${token}`, affiliate_tag: "tag-21", mercado: "es" });
  const bySlug = await a.createNiche({ name: unique("Slug buscable "), slug: `slug-${token}`, affiliate_tag: "x-21" });
  const byTag = await a.createNiche({ name: unique("Tag buscable "), affiliate_tag: `tag-${token}-21` });
  const byDescription = await a.createNiche({ name: unique("Descripción buscable "), affiliate_tag: "d-21", description: `Texto ${token} aquí` });
  const total = (await a.listNiches()).length;

  await page.goto("/niches");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de Nichos" })).toBeVisible();
  await expect(page.getByText("Total Nichos")).toBeVisible();
  await expect(page.getByTestId("niche-counter")).toHaveText(`${total} de ${total} nichos`);
  await expect(page.getByText("Filtrado", { exact: true })).toHaveCount(0);

  const search = page.getByLabel("Buscar nichos");
  await search.fill(token.toUpperCase());
  await expect(page.getByTestId("niche-counter")).toHaveText(`4 de ${total} nichos`);
  await expect(page.getByText("Filtrado", { exact: true })).toBeVisible();
  for (const n of [byName, bySlug, byTag, byDescription]) await expect(card(page, n.name)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${token}`, "i"));

  await search.fill(`slug-${token}`);
  await expect(page.getByTestId("niche-counter")).toHaveText(`1 de ${total} nichos`);
  await expect(card(page, bySlug.name)).toBeVisible();

  // The card shows every element of the spec.
  await search.fill(`Nombre ${token}`);
  const c = card(page, byName.name);
  await expect(c.getByText("Activo", { exact: true })).toBeVisible();
  await expect(c.getByText("Sin descripción disponible")).toBeVisible();
  await expect(c.getByText("0 productos")).toBeVisible();
  await expect(c.getByText(byName.slug)).toBeVisible();
  await expect(c.getByRole("link", { name: "Ver Detalles" })).toHaveAttribute("href", `/niches/${byName.id}`);
  await expect(c.getByRole("link", { name: "Productos" })).toHaveAttribute("href", `/niches/${byName.id}/products`);

  await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
  await expect(search).toHaveValue("");
  await expect(page.getByTestId("niche-counter")).toHaveText(`${total} de ${total} nichos`);

  await search.fill(`${token}-nada-coincide`);
  await expect(page.getByRole("heading", { name: "No se encontraron nichos" })).toBeVisible();
  await page.getByRole("button", { name: "Limpiar filtros" }).click();
  await expect(search).toHaveValue("");
  await expect(page.getByTestId("niche-counter")).toHaveText(`${total} de ${total} nichos`);
});

test("filters by status and site, sorts by each field, and keeps both in the URL", async ({ page, request }) => {
  const a = await api(request);
  const token = unique("filt");
  const active = await a.createNiche({ name: `B ${token} activo`, affiliate_tag: "t-21" });
  const inactive = await a.createNiche({ name: `C ${token} inactivo`, affiliate_tag: "t-21", is_active: false });
  const withSite = await a.createNiche({
    name: `A ${token} con sitio`,
    affiliate_tag: "t-21",
    vercel_data: JSON.stringify({ deployment: { url: "https://sitio.example.com" } }),
  });
  await a.addProduct(inactive.id, "B0TEST0001");
  await a.addProduct(inactive.id, "B0TEST0002");
  await a.addProduct(active.id, "B0TEST0003");
  // Touch the first niche last so it leads the default sort.
  await a.updateNiche(active.id, { description: "actualizado" });

  await page.goto(`/niches?q=${token}`);
  await expect(page.getByLabel("Buscar nichos")).toHaveValue(token);
  await expect(cardTitles(page)).toHaveText([active.name, withSite.name, inactive.name]);

  await pickOption(page, "Estado", "Inactivos");
  await expect(page).toHaveURL(/status=inactive/);
  await expect(cardTitles(page)).toHaveText([inactive.name]);
  await expect(card(page, inactive.name).getByText("Inactivo", { exact: true })).toBeVisible();

  await pickOption(page, "Estado", "Activos");
  await expect(cardTitles(page)).toHaveText([active.name, withSite.name]);

  await pickOption(page, "Estado", "Con sitio web");
  await expect(cardTitles(page)).toHaveText([withSite.name]);

  await pickOption(page, "Estado", "Sin sitio web");
  await expect(cardTitles(page)).toHaveText([active.name, inactive.name]);

  // Back and forward restore the filters.
  await page.goBack();
  await expect(cardTitles(page)).toHaveText([withSite.name]);
  await expect(chosenOption(page.getByRole("combobox", { name: "Estado" }))).toHaveText("Con sitio web");
  await page.goForward();
  await expect(cardTitles(page)).toHaveText([active.name, inactive.name]);

  await pickOption(page, "Estado", "Todos los nichos");
  await pickOption(page, "Ordenar por", "Nombre");
  await expect(page).toHaveURL(/sort=name/);
  await expect(cardTitles(page)).toHaveText([withSite.name, active.name, inactive.name]);
  await pickOption(page, "Ordenar por", "Número de productos");
  await expect(cardTitles(page)).toHaveText([inactive.name, active.name, withSite.name]);
  await expect(card(page, inactive.name).getByText("2 productos")).toBeVisible();
  await pickOption(page, "Ordenar por", "Fecha de creación");
  await expect(cardTitles(page)).toHaveText([withSite.name, inactive.name, active.name]);
  await pickOption(page, "Ordenar por", "Última actualización");
  await expect(cardTitles(page)).toHaveText([active.name, withSite.name, inactive.name]);
});

test("the dashboard's links filter the list", async ({ page, request }) => {
  const a = await api(request);
  const all = await a.listNiches();
  const activeCount = all.filter((n) => n.is_active).length;

  await page.goto("/niches?status=active");
  await expect(chosenOption(page.getByRole("combobox", { name: "Estado" }))).toHaveText("Activos");
  await expect(page.getByTestId("niche-counter")).toHaveText(`${activeCount} de ${all.length} nichos`);
  await expect(page.getByText("Filtrado", { exact: true })).toBeVisible();

  await page.goto("/niches?sites=true");
  await expect(chosenOption(page.getByRole("combobox", { name: "Estado" }))).toHaveText("Con sitio web");
  await expect(card(page, "Cafeteras Espresso")).toBeVisible();
  await expect(card(page, "Gartenwerkzeuge")).toHaveCount(0);
});

test("toggles a niche optimistically and rolls back when the server refuses", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Toggle "), affiliate_tag: "t-21" });
  await page.goto(`/niches?q=${encodeURIComponent(niche.name)}`);
  const c = card(page, niche.name);
  await expect(c.getByText("Activo", { exact: true })).toBeVisible();

  const put = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith(nichePath(niche.id)));
  await c.getByRole("button", { name: `Acciones de ${niche.name}` }).click();
  await page.getByRole("menuitem", { name: "Desactivar" }).click();
  expect((await put).postDataJSON()).toEqual({ is_active: false });
  await expect(c.getByText("Inactivo", { exact: true })).toBeVisible();
  await expect.poll(async () => (await a.getNiche(niche.id)).body.is_active).toBe(false);

  await injectFault(request, { method: "PUT", path: onlyPath(nichePath(niche.id)), status: 500, detail: "fallo", times: 1 });
  await c.getByRole("button", { name: `Acciones de ${niche.name}` }).click();
  await page.getByRole("menuitem", { name: "Activar" }).click();
  await expect(page.getByText("Error al cambiar el estado del nicho")).toBeVisible();
  await expect(c.getByText("Inactivo", { exact: true })).toBeVisible();
  expect((await a.getNiche(niche.id)).body.is_active).toBe(false);
});

test("a failed load shows the error card and retries", async ({ page, request }) => {
  // Four times: the server's first screen (the page and its two counters, asked at once) and the browser's own call all fail.
  await injectFault(request, { method: "GET", path: withQuery(NICHES_PATH), status: 500, times: 4 });
  await page.goto("/niches");
  await expect(page.getByText("No se pudieron cargar los nichos. Por favor, intente de nuevo.")).toBeVisible();
  await expect(page.getByText("Error al cargar los nichos")).toBeVisible();
  await page.getByRole("button", { name: "Intentar de nuevo" }).click();
  await expect(page.getByTestId("niche-counter")).toBeVisible();
});

test.describe("delete", () => {
  async function openDelete(page: Page, name: string) {
    await page.goto(`/niches?q=${encodeURIComponent(name)}`);
    await card(page, name).getByRole("button", { name: `Acciones de ${name}` }).click();
    await page.getByRole("menuitem", { name: "Eliminar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test("shows what goes with the niche and deletes it", async ({ page, request }) => {
    const a = await api(request);
    const niche = await a.createNiche({
      name: unique("Borrar "),
      affiliate_tag: "t-21",
      vercel_data: JSON.stringify({ siteUrl: "https://borrar.example.com" }),
    });
    await a.addProduct(niche.id, "B0DELETE01");
    const dialog = await openDelete(page, niche.name);
    await expect(dialog.getByTestId("delete-summary")).toContainText("1 producto");
    await expect(dialog.getByTestId("delete-summary")).toContainText("Sin contenido generado");
    await expect(dialog.getByTestId("delete-summary")).toContainText("https://borrar.example.com");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, niche.name)).toHaveCount(0);
    expect((await a.getNiche(niche.id)).status).toBe(404);
  });

  test("a niche with generated content cannot be confirmed: the dialog says why and what to do", async ({ page, request }) => {
    const a = await api(request);
    const withContent = (await a.listNiches()).find((n) => n.has_generated_content);
    expect(withContent).toBeTruthy();
    const dialog = await openDelete(page, withContent!.name);
    const confirm = dialog.getByRole("button", { name: "Eliminar" });
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByTestId("delete-summary")).toContainText("con contenido generado");
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByTestId("delete-remedy")).toContainText(
      "Elimina primero los productos con contenido generado de este nicho; después podrás eliminarlo.",
    );
    await dialog.getByRole("link", { name: "Ver productos del nicho" }).click();
    await expect(page).toHaveURL(new RegExp(`/niches/${withContent!.id}/products$`));
    expect((await a.getNiche(withContent!.id)).status).toBe(200);
  });

  test("a 409 refusal is shown once, explains the way out and leaves no retry that must fail", async ({ page, request }) => {
    const a = await api(request);
    const withContent = (await a.listNiches()).find((n) => n.has_generated_content);
    expect(withContent).toBeTruthy();
    // Without the details the dialog cannot know in advance: the server's refusal decides. Two
    // failures, as development mode loads the details twice; the leftover is cleared after each test.
    await injectFault(request, { method: "GET", path: onlyPath(productsPaths.ofNiche(withContent!.id)), status: 500, times: 2 });
    const dialog = await openDelete(page, withContent!.name);
    await expect(dialog.getByText("Error al cargar la información del nicho")).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Eliminar" });
    await confirm.click();
    const refusal = "No se puede eliminar el nicho porque tiene productos asociados con contenido generado";
    await expect(dialog.getByTestId("delete-error")).toHaveText(refusal);
    await expect(page.getByText(refusal)).toHaveCount(1);
    await expect(dialog.getByTestId("delete-remedy")).toBeVisible();
    await expect(confirm).toBeDisabled();
    expect((await a.getNiche(withContent!.id)).status).toBe(200);
  });

  for (const [status, detail, expected] of [
    [403, "prohibido", "No tienes permisos para eliminar este nicho"],
    [404, "no está", "El nicho no existe o ya fue eliminado"],
    [500, "Base de datos caída", "Base de datos caída"],
    [500, "", "Error al eliminar el nicho"],
  ] as const) {
    test(`a ${status} answer${detail ? ` with detail '${detail}'` : " without detail"} shows '${expected}'`, async ({ page, request }) => {
      const a = await api(request);
      const niche = await a.createNiche({ name: unique("Fallo "), affiliate_tag: "t-21" });
      const dialog = await openDelete(page, niche.name);
      await injectFault(request, { method: "DELETE", path: onlyPath(nichePath(niche.id)), status, detail, times: 1 });
      await dialog.getByRole("button", { name: "Eliminar" }).click();
      await expect(dialog.getByTestId("delete-error")).toHaveText(expected);
      expect((await a.getNiche(niche.id)).status).toBe(200);
    });
  }

  test("when the detailed information fails the modal says so and still deletes", async ({ page, request }) => {
    const a = await api(request);
    const niche = await a.createNiche({ name: unique("SinInfo "), affiliate_tag: "t-21" });
    await page.goto(`/niches?q=${encodeURIComponent(niche.name)}`);
    await injectFault(request, { method: "GET", path: onlyPath(productsPaths.ofNiche(niche.id)), status: 500, times: 1 });
    await card(page, niche.name).getByRole("button", { name: `Acciones de ${niche.name}` }).click();
    await page.getByRole("menuitem", { name: "Eliminar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
    await expect(dialog.getByText("Error al cargar la información del nicho")).toBeVisible();
    await expect(page.getByText("No se pudo obtener información detallada del nicho")).toBeVisible();
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(dialog).toBeHidden();
  });
});
