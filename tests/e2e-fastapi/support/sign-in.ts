import { expect, type Page } from "@playwright/test";
import { FASTAPI } from "./env";

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, password = FASTAPI.password): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Usuario").fill(FASTAPI.username);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  if (password === FASTAPI.password) await expect(page).toHaveURL(/\/dashboard$/, { timeout: 90_000 });
}
