import { test, expect, type Page } from "./support/test";
import { api, unique } from "./niches-support";

/** Creates a client in the open create dialog and returns the dialog that shows its one-time credentials. */
async function createClient(page: Page, name: string) {
  const form = page.getByRole("dialog", { name: "Crear API Client" });
  await form.getByLabel("Nombre").fill(name);
  await form.getByRole("button", { name: "Crear cliente" }).click();
  const credentials = page.getByRole("dialog", { name: `Credenciales de ${name}` });
  await expect(credentials).toBeVisible();
  return credentials;
}

/** Escape and × both ask first; going back keeps the secret, confirming closes it for good. */
async function expectCloseToAsk(page: Page, credentials: ReturnType<Page["getByRole"]>) {
  const question = page.getByRole("alertdialog", { name: "¿Cerrar sin guardar el secreto?" });
  await page.keyboard.press("Escape");
  await expect(question).toBeVisible();
  await expect(question).toContainText("no se volverá a mostrar");
  await question.getByRole("button", { name: "Volver a las credenciales" }).click();
  await expect(question).toBeHidden();
  await expect(credentials).toBeVisible();
  await expect(credentials.getByRole("button", { name: "Mostrar secreto de cliente" })).toBeVisible();

  await credentials.getByRole("button", { name: "Cerrar", exact: true }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cerrar de todos modos" }).click();
  await expect(question).toBeHidden();
  await expect(credentials).toBeHidden();
}

test("the API clients screen asks before Escape or × close a new client's secret", async ({ page }) => {
  await page.goto("/admin/api-clients");
  await page.getByRole("button", { name: "Nuevo API Client" }).first().click();
  const credentials = await createClient(page, unique("Secreto lista "));
  await expectCloseToAsk(page, credentials);
  await expect(page.getByRole("button", { name: "Nuevo API Client" }).first()).toBeVisible();
});

test("the niche form asks the same before closing the secret it created", async ({ page, request }) => {
  const niche = await (await api(request)).createNiche({ name: unique("Secreto nicho "), affiliate_tag: "secreto-21" });
  await page.goto(`/niches/edit/${niche.id}`);
  await page.getByRole("button", { name: "Crear API Client" }).click();
  const credentials = await createClient(page, unique("Secreto form "));
  await expectCloseToAsk(page, credentials);
  await expect(page.getByRole("heading", { level: 1, name: "Editar Nicho" })).toBeVisible();
});
