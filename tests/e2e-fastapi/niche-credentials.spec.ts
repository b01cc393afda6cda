// The reference upstream neither deletes a niche's client and key with it nor renews a client's secret:
// the panel revokes them itself, and offers a new client instead of a new secret.
import { expect, test, type APIRequestContext } from "../e2e/support/test";
import { unique, upstream } from "./support/upstream";
import { API_CLIENTS_PATH, API_KEYS_PATH, apiKeyPath, nichePath } from "@/tests/support/api-paths";

interface Client {
  id: number;
  name: string;
  client_id: string;
  scopes: string[];
}

async function nicheWithCredentials(request: APIRequestContext, prefix: string) {
  const api = await upstream(request);
  const name = unique(prefix);
  const client = await api.post<Client>(API_CLIENTS_PATH, { name: `Nicho ${name} - Client`, scopes: ["read"] });
  const { key } = await api.post<{ key: string }>(API_KEYS_PATH, { name: `Nicho ${name} - API Key`, email: "admin@example.com" });
  const niche = await api.createNiche({ name, affiliate_tag: "fastapi-21", client_id: client.client_id, external_api_key: key });
  const clients = async () => (await api.get<Client[]>(`${API_CLIENTS_PATH}?limit=1000`)).map((c) => c.client_id);
  return { api, niche, client, key, clients };
}

test("deleting a niche deletes the client and key it named, which the upstream keeps", async ({ page, request }) => {
  const { api, niche, client, key, clients } = await nicheWithCredentials(request, "Borrar FastAPI ");
  await page.goto(`/niches?q=${encodeURIComponent(niche.name)}`);
  await page.getByRole("button", { name: `Acciones de ${niche.name}` }).click();
  await page.getByRole("menuitem", { name: "Eliminar" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
  await expect(dialog.getByTestId("delete-summary")).toContainText(`API Client «${client.name}» (${client.client_id}): dejará de funcionar`);
  await expect(dialog.getByTestId("delete-summary")).toContainText("API key externa del nicho: dejará de funcionar");
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(clients).not.toContain(client.client_id);
  await expect.poll(() => api.status(apiKeyPath(key))).toBe(404);
  expect(await api.status(nichePath(niche.id))).toBe(404);
});

test("'Generar uno nuevo' without the upstream's call gives the niche a new read-only client and deletes the old one", async ({ page, request }) => {
  const { api, niche, client, clients } = await nicheWithCredentials(request, "Rotar FastAPI ");
  await page.goto(`/niches/${niche.id}`);
  const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { level: 2, name: "Credenciales del API Client" }) });
  await card.getByRole("button", { name: "Generar uno nuevo" }).click();
  await page.getByRole("alertdialog", { name: "¿Generar un secreto nuevo?" }).getByRole("button", { name: "Generar secreto nuevo" }).click();
  const offer = page.getByRole("alertdialog", { name: "No se puede generar un secreto nuevo" });
  await expect(offer).toContainText(`El servidor no permite cambiar el secreto del cliente ${client.client_id}`);
  const created = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(API_CLIENTS_PATH));
  await offer.getByRole("button", { name: "Crear API Client nuevo" }).click();
  const fresh = (await (await created).json()) as Client & { client_secret: string };

  const shown = page.getByRole("dialog", { name: `Credenciales de ${fresh.name}` });
  await shown.getByRole("button", { name: "Mostrar secreto de cliente" }).click();
  await expect(shown.getByText(fresh.client_secret, { exact: true })).toBeVisible();
  expect(fresh.scopes).toEqual(["read"]);
  const saved = await api.get<{ client_id: string; client_secret?: string | null }>(nichePath(niche.id));
  expect(saved.client_id).toBe(fresh.client_id);
  expect(saved.client_secret ?? null).toBeNull();
  await expect.poll(clients).not.toContain(client.client_id);
  await shown.getByRole("button", { name: "He guardado el secreto" }).click();
  await expect(page.getByText(fresh.client_secret)).toHaveCount(0);
});
