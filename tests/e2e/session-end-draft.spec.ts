// The session ends while the niche form holds unsaved work: the panel says so, keeps the draft, and
// signing in again brings the user back to the form with it.
import { expect, test, waitForHydration } from "./support/test";
import { ADMIN, BACKEND_URL } from "./support/admin";
import { api, unique } from "./niches-support";
import { storedToken } from "./support/api";
import { SIGN_OUT_PATH } from "@/tests/support/api-paths";

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

test("the sign-in goes back only to the panel's own pages", async ({ page }) => {
  await page.goto("/login?next=https%3A%2F%2Fevil.example%2Fniches");
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
