import { test as setup, expect } from "@playwright/test";
import { ADMIN, AUTH_FILE } from "./support/admin";

setup("sign in once for the suite", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 90_000 });
  await page.context().storageState({ path: AUTH_FILE });
});
