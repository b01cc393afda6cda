// The session ends while the niche form holds unsaved work: the panel says so, keeps the draft, and
// signing in again brings the user back to the form with it.
import { expect, test, waitForHydration } from "./support/test";
import { ADMIN, BACKEND_URL } from "./support/admin";
import { api, unique } from "./niches-support";
import { storedToken } from "./support/api";
import { adminToken } from "./support/api";
import { catalogContract } from "@/features/niche-catalog/contract";
import { CATALOG_PATH, catalogItemPath, SIGN_OUT_PATH } from "@/tests/support/api-paths";

// A session of its own: ending it must not sign the rest of the suite out.
test.use({ storageState: { cookies: [], origins: [] } });

test("a session that ends mid-edit keeps the draft and comes back to the form after signing in", async ({ page, context, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Sesión terminada "), affiliate_tag: "sesion-21", description: "Original" });
  const path = `/niches/edit/${niche.id}`;
  const browserPrompts: string[] = [];
  page.on("dialog", (dialog) => {
    browserPrompts.push(dialog.type());
    void dialog.dismiss();
  });

  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  // The deep link opened while signed out is where signing in lands.
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.getByLabel("Descripción").fill("Texto largo que no se puede perder");

  // The session ends elsewhere: the cookie goes and the backend refuses the token.
  const token = await storedToken(page);
  await context.clearCookies();
  expect((await request.post(`${BACKEND_URL}${SIGN_OUT_PATH}`, { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);

  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  const ended = page.getByRole("alertdialog", { name: "Tu sesión ha terminado" });
  await expect(ended).toContainText("este navegador los conserva");
  await ended.getByRole("button", { name: "Quedarme aquí" }).click();
  await expect(page.getByText(/^No se puede guardar hasta que vuelvas a iniciar sesión/)).toBeVisible();
  await expect(page.getByLabel("Descripción")).toHaveValue("Texto largo que no se puede perder");
  await page.getByLabel("Descripción").press("End");
  await page.getByLabel("Descripción").pressSequentially(", ni una coma");

  await page.getByRole("button", { name: "Iniciar sesión de nuevo" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  await waitForHydration(page);
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();

  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForHydration(page);
  await expect(page.getByText("Cambios recuperados")).toBeVisible();
  await expect(page.getByLabel("Descripción")).toHaveValue("Texto largo que no se puede perder, ni una coma");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niches$/);
  expect((await a.getNiche(niche.id)).body.description).toBe("Texto largo que no se puede perder, ni una coma");
  // The panel spoke for itself: the browser's own leave prompt never came up.
  expect(browserPrompts).toEqual([]);
});

async function signIn(page: import("@playwright/test").Page) {
  await waitForHydration(page);
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

/** Ends the page's session elsewhere: the cookie goes and the backend refuses the token. */
async function endSession(page: import("@playwright/test").Page, request: import("@playwright/test").APIRequestContext) {
  const token = await storedToken(page);
  await page.context().clearCookies();
  expect((await request.post(`${BACKEND_URL}${SIGN_OUT_PATH}`, { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
}

test("the template form keeps its draft, an emptied description included, when the session ends", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post(`${BACKEND_URL}${CATALOG_PATH}`, {
    headers,
    data: { name: unique("Plantilla sesión "), description: "Texto que se vacía", images: [catalogContract.uploadedFile.url({ name: "000000000000000000000000.png" })], github_url: "https://github.com/acme/sesion" },
  });
  const { id } = (await created.json()) as { id: number };
  const path = `/niche-catalog/edit/${id}`;
  const browserPrompts: string[] = [];
  page.on("dialog", (dialog) => {
    browserPrompts.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto("/login");
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel("Descripción").fill("");
  await endSession(page, request);

  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  const ended = page.getByRole("alertdialog", { name: "Tu sesión ha terminado" });
  await expect(ended).toContainText("este navegador los conserva");
  await ended.getByRole("button", { name: "Iniciar sesión de nuevo" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  await signIn(page);

  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForHydration(page);
  await expect(page.getByText("Cambios recuperados")).toBeVisible();
  await expect(page.getByLabel("Descripción")).toHaveValue("");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niche-catalog$/);
  expect(((await (await request.get(`${BACKEND_URL}${catalogItemPath(id)}`, { headers })).json()) as { description: string | null }).description ?? null).toBeNull();
  expect(browserPrompts).toEqual([]);
});

test("a form whose session was renewed in another tab saves again", async ({ page, context, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Sesión renovada "), affiliate_tag: "renovada-21", description: "Original" });
  const path = `/niches/edit/${niche.id}`;
  await page.goto("/login");
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel("Descripción").fill("Guardado tras renovar");
  await endSession(page, request);
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await page.getByRole("alertdialog", { name: "Tu sesión ha terminado" }).getByRole("button", { name: "Quedarme aquí" }).click();
  await expect(page.getByText(/^No se puede guardar hasta que vuelvas a iniciar sesión/)).toBeVisible();

  const other = await context.newPage();
  await other.goto("/login");
  await signIn(other);
  await expect(other).toHaveURL(/\/dashboard$/);

  await expect(page.getByText(/^No se puede guardar hasta que vuelvas a iniciar sesión/)).toBeHidden();
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niches$/);
  expect((await a.getNiche(niche.id)).body.description).toBe("Guardado tras renovar");
});

test("the sign-in goes back only to the panel's own pages", async ({ page }) => {
  await page.goto("/login?next=https%3A%2F%2Fevil.example%2Fniches");
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
