import { expect, test, type Page } from "./support/test";
import { chooseOption, chosenOption } from "./support/select";
import { clearFaults, injectFault, onlyPath } from "./support/api";
import { api, unique } from "./niches-support";
import { API_CLIENTS_PATH, API_KEYS_PATH, nichePath } from "@/tests/support/api-paths";

test.describe.configure({ timeout: 150_000 });

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

const GOOGLE = [
  { label: "Google Analytics 4 (GA4)", field: "ga_id", valid: "G-ABCDE12345", invalid: "G-123", message: "Formato inválido" },
  { label: "Google Tag Manager", field: "gtm_id", valid: "GTM-AB12CD3", invalid: "GTM-1", message: "Formato inválido (GTM-XXXXXXX)" },
  { label: "Google Ads", field: "google_ads_id", valid: "AW-1234567890", invalid: "AW-12", message: "Formato inválido (AW-XXXXXXXXXX)" },
  {
    label: "Google Tag (Universal Analytics)",
    field: "google_tag_id",
    valid: "UA-12345678-1",
    invalid: "UA-1-1",
    message: "Formato inválido (UA-XXXXXXXX-X)",
  },
  { label: "ID de cliente de AdSense", field: "adsense_client_id", valid: "ca-pub-1234567890123456", invalid: "ca-pub-12", message: "Formato inválido" },
  {
    label: "Verificación de Search Console",
    field: "gsc_verification_id",
    valid: "google-site-verification=xyz",
    invalid: "xyz",
    message: 'Debe comenzar con "google-site-verification="',
  },
] as const;

async function openForm(page: Page, id: number, query = "") {
  await page.goto(`/niches/edit/${id}${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Editar Nicho" })).toBeVisible();
  await expect(page.getByLabel("Nombre")).toBeVisible();
}

test("shows every section, checks each Google format and saves valid values", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Form "), affiliate_tag: "form-21", mercado: "es" });
  await openForm(page, niche.id);
  const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(crumbs).toContainText(niche.name);
  await expect(crumbs).toContainText("Editar Nicho");
  for (const title of [
    "Información Básica",
    "Configuración API",
    "Google Services",
    "OAuth Client Configuration",
    "Mercado y Configuración Regional",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByLabel("Nombre")).toHaveValue(niche.name);

  for (const g of GOOGLE) {
    await page.getByLabel(g.label, { exact: true }).fill(g.invalid);
  }
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  for (const g of GOOGLE) {
    const input = page.getByLabel(g.label, { exact: true });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#niche-${g.field}-error`)).toHaveText(g.message);
  }
  await expect(page).toHaveURL(new RegExp(`/niches/edit/${niche.id}$`));

  for (const g of GOOGLE) {
    await page.getByLabel(g.label, { exact: true }).fill(` ${g.valid} `);
  }
  await page.getByLabel("Descripción").fill("Descripción editada");
  const tone = page.getByRole("combobox", { name: "Tono por defecto" });
  await expect(chosenOption(tone)).toHaveText("Selecciona un tono");
  await chooseOption(tone, "Técnico");
  await expect(chosenOption(tone)).toHaveText("Técnico");
  const market = page.getByRole("combobox", { name: "Mercado", exact: true });
  await expect(chosenOption(market)).toHaveText(/España/);
  // From the keyboard, as a closed native select answers the arrows.
  await market.focus();
  await page.keyboard.press("ArrowDown");
  await expect(chosenOption(market)).not.toHaveText(/España/);
  await chooseOption(market, /Canadá/);
  await expect(chosenOption(market)).toHaveText(/Canadá/);
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niches$/);
  await expect(page.getByText("Nicho actualizado correctamente")).toBeVisible();
  const saved = (await a.getNiche(niche.id)).body;
  for (const g of GOOGLE) expect(saved[g.field]).toBe(g.valid);
  expect(saved.description).toBe("Descripción editada");
  expect(saved.default_tone).toBe("técnico");
  expect(saved.mercado).toBe("Canadá");
});

test("name and affiliate tag are required", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Req "), affiliate_tag: "req-21" });
  await openForm(page, niche.id);
  await page.getByLabel("Nombre").fill("  ");
  await page.getByLabel("Affiliate Tag").fill("");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("El nombre y el affiliate tag son obligatorios").first()).toBeVisible();
  await expect(page.getByText("Por favor completa todos los campos obligatorios")).toBeVisible();
  expect((await a.getNiche(niche.id)).body.name).toBe(niche.name);
});

test("another niche's exact name is refused under the name field, and nothing is saved", async ({ page, request }) => {
  const a = await api(request);
  const taken = await a.createNiche({ name: unique("Tomado "), affiliate_tag: "t-21" });
  const niche = await a.createNiche({ name: unique("Propio "), affiliate_tag: "p-21" });
  await openForm(page, niche.id);
  await page.getByLabel("Nombre").fill(taken.name);
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByLabel("Nombre")).toHaveAccessibleDescription("Ya existe un nicho con este nombre");
  expect((await a.getNiche(niche.id)).body.name).toBe(niche.name);
});

test("?section=google scrolls to and focuses the Google section", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Sec "), affiliate_tag: "s-21" });
  await openForm(page, niche.id, "?section=google");
  const section = page.getByRole("region", { name: "Google Services" });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
});

test("a failed save keeps every value and shows the server's detail or the default", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Fallo "), affiliate_tag: "f-21" });
  await openForm(page, niche.id);
  await page.getByLabel("Nombre").fill(`${niche.name} editado`);
  await page.getByLabel("Palabras clave").fill("uno, dos");
  await page.getByLabel("Google Tag Manager").fill("GTM-AB12CD3");

  await injectFault(request, { method: "PUT", path: onlyPath(nichePath(niche.id)), status: 500, detail: "Disco lleno", times: 1 });
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByTestId("save-error")).toHaveText("Disco lleno");
  await expect(page.getByLabel("Nombre")).toHaveValue(`${niche.name} editado`);
  await expect(page.getByLabel("Palabras clave")).toHaveValue("uno, dos");
  await expect(page.getByLabel("Google Tag Manager")).toHaveValue("GTM-AB12CD3");

  await injectFault(request, { method: "PUT", path: onlyPath(nichePath(niche.id)), status: 500, detail: "", times: 1 });
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByTestId("save-error")).toHaveText("Error al guardar el nicho. Por favor, intente de nuevo.");
  await expect(page.getByLabel("Nombre")).toHaveValue(`${niche.name} editado`);
  expect((await a.getNiche(niche.id)).body.name).toBe(niche.name);
});

test("leaving with unsaved changes asks in the panel's own dialog, never the browser's", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Salir "), affiliate_tag: "x-21" });
  await openForm(page, niche.id);
  await page.getByLabel("Descripción").fill("cambio sin guardar");
  let browserPrompts = 0;
  page.on("dialog", (dialog) => {
    browserPrompts++;
    void dialog.dismiss();
  });
  const cancel = page.getByRole("link", { name: "Cancelar" });
  await cancel.click();
  const ask = page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText("Tienes cambios sin guardar. ¿Seguro que quieres salir?");
  await ask.getByRole("button", { name: "Seguir editando" }).click();
  await expect(ask).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/niches/edit/${niche.id}$`));
  await expect(page.getByLabel("Descripción")).toHaveValue("cambio sin guardar");
  await cancel.click();
  await page.getByRole("alertdialog", { name: "¿Salir sin guardar?" }).getByRole("button", { name: "Salir sin guardar" }).click();
  await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}$`));
  expect(browserPrompts).toBe(0);
});

test("the external API key opens masked and empty and is read when revealed; the client secret is never shown", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Clave "), affiliate_tag: "c-21" });
  await a.updateNiche(niche.id, { external_api_key: "sk_visible_solo_a_peticion" });
  await openForm(page, niche.id);
  const key = page.getByLabel("API key externa", { exact: true });
  await expect(key).toHaveAttribute("type", "password");
  // The page does not hold the stored key: the field says one is stored.
  await expect(key).toHaveValue("");
  await expect(key).toHaveAttribute("placeholder", "Guardado: pulsa el ojo para verlo o escribe uno nuevo");
  await page.getByRole("button", { name: "Mostrar API key externa" }).click();
  await expect(key).toHaveAttribute("type", "text");
  await expect(key).toHaveValue("sk_visible_solo_a_peticion");
  await page.getByRole("button", { name: "Ocultar API key externa" }).click();
  await expect(key).toHaveAttribute("type", "password");
  await expect(page.getByRole("group", { name: "Secreto de cliente" })).toContainText("Se muestra una sola vez, al generarlo");
  await expect(page.getByRole("button", { name: "Mostrar secreto de cliente" })).toHaveCount(0);
});

test("creates an external API key into the form", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Key "), affiliate_tag: "k-21" });
  await openForm(page, niche.id);
  await page.getByRole("button", { name: "Crear API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear API key externa" });
  await dialog.getByLabel("Nombre").fill("");
  await dialog.getByRole("button", { name: "Crear API key" }).click();
  await expect(dialog.getByText("Todos los campos son obligatorios")).toBeVisible();

  await dialog.getByLabel("Nombre").fill("Clave de prueba");
  await dialog.getByLabel("Email").fill("admin@example.com");
  await injectFault(request, { method: "POST", path: onlyPath(API_KEYS_PATH), status: 500, detail: "", times: 1 });
  await dialog.getByRole("button", { name: "Crear API key" }).click();
  await expect(dialog.getByText("Error al crear la API key").first()).toBeVisible();

  await dialog.getByRole("button", { name: "Crear API key" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("API key externa", { exact: true })).not.toHaveValue("");
});

test("creates a read-only API client whose secret is shown once and never held by the form", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Cliente "), affiliate_tag: "c-21" });
  await openForm(page, niche.id);
  await page.getByRole("button", { name: "Crear API Client" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear API Client" });
  await expect(dialog.getByLabel("Nombre")).toHaveValue(`Nicho ${niche.name} - Client`);
  await expect(dialog.getByRole("checkbox", { name: "Administración" })).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Lectura" })).toBeChecked();
  await expect(dialog.getByText("Acceso completo", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Solo lectura", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Lectura y escritura", { exact: true })).toBeVisible();

  await dialog.getByLabel("Nombre").fill("");
  await dialog.getByRole("button", { name: "Crear cliente" }).click();
  await expect(dialog.getByText("El nombre es obligatorio")).toBeVisible();

  await dialog.getByLabel("Nombre").fill(`Cliente ${niche.name}`);
  const post = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(API_CLIENTS_PATH));
  await dialog.getByRole("button", { name: "Crear cliente" }).click();
  const created = (await (await post).json()) as { client_id: string; client_secret: string };
  expect((await (await post).request().postDataJSON()).scopes).toEqual(["read"]);

  const shown = page.getByRole("dialog", { name: `Credenciales de Cliente ${niche.name}` });
  await expect(shown).toContainText("El secreto de cliente no se volverá a mostrar");
  await expect(shown.getByText(created.client_id)).toBeVisible();
  await shown.getByRole("button", { name: "Mostrar secreto de cliente" }).click();
  await expect(shown.getByText(created.client_secret, { exact: true })).toBeVisible();
  await shown.getByRole("button", { name: "He guardado el secreto" }).click();
  await expect(shown).toBeHidden();

  await expect(page.getByLabel("ID de cliente", { exact: true })).toHaveValue(created.client_id);
  expect(await page.content()).not.toContain(created.client_secret);

  // Reopening starts a new creation: the secret is not shown again.
  await page.getByRole("button", { name: "Crear API Client" }).click();
  await expect(page.getByRole("dialog", { name: "Crear API Client" })).toBeVisible();
  await expect(page.getByText(created.client_secret)).toHaveCount(0);
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click();

  page.once("dialog", (d) => void d.dismiss());
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niches$/);
  const saved = (await a.getNiche(niche.id)).body;
  expect(saved.client_id).toBe(created.client_id);
  expect(saved.client_secret ?? null).toBeNull();
});

test("an unknown niche cannot be edited", async ({ page }) => {
  await page.goto("/niches/edit/987654321");
  await expect(page.getByText("No se pudo cargar la información del nicho", { exact: true })).toBeVisible();
});
