import { expect, test } from "../e2e/support/test";
import { unique, upstream } from "./support/upstream";
import { API_CLIENTS_PATH } from "@/tests/support/api-paths";

test("lists API clients with null fields and creates one whose secret is shown once", async ({ page, request }) => {
  const api = await upstream(request);
  const existing = await api.get<{ name: string }[]>(API_CLIENTS_PATH);
  const name = unique("Cliente FastAPI ");

  await page.goto("/admin/api-clients");
  await expect(page.getByRole("heading", { level: 1, name: "API Clients" })).toBeVisible();
  for (const client of existing.slice(0, 3)) await expect(page.getByRole("link", { name: client.name, exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Nuevo API Client" }).first().click();
  const form = page.getByRole("dialog", { name: "Crear API Client" });
  await form.getByLabel("Nombre").fill(name);
  await form.getByRole("button", { name: "Crear cliente" }).click();
  const secretDialog = page.getByRole("dialog", { name: `Credenciales de ${name}` });
  await expect(secretDialog).toBeVisible();
  await secretDialog.getByRole("button", { name: "Mostrar secreto de cliente" }).click();
  const secret = (await secretDialog.getByTestId("one-time-client-secret").locator("code").textContent())!.trim();
  expect(secret.length).toBeGreaterThan(10);
  await secretDialog.getByRole("button", { name: "He guardado el secreto" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  expect((await api.get<{ name: string }[]>(API_CLIENTS_PATH)).some((c) => c.name === name)).toBe(true);
});
