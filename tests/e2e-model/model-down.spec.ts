// A model that rejects the key pauses generation: the product waits as pending, never failed, and the
// dashboard's system status names the cause; once the model answers again the product is written.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, signIn } from "../e2e-deploy/support/panel";
import { LOGIN_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";
import { KEY_REJECTED, STAND_IN_OVERRIDE_PATH, type StandInReply } from "../../backend/tests/support/openai-stand-in";

const BACKEND_URL = process.env.E2E_MODEL_BACKEND_URL ?? "http://127.0.0.1:8460";
const STAND_IN_URL = process.env.E2E_MODEL_STAND_IN_URL ?? "http://127.0.0.1:8461";

async function backend<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const login = await request.post(`${BACKEND_URL}${LOGIN_PATH}`, { form: ADMIN });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await request.fetch(`${BACKEND_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function modelAnswers(request: APIRequestContext, reply: StandInReply | null) {
  const response = await request.put(`${STAND_IN_URL}${STAND_IN_OVERRIDE_PATH}`, { data: JSON.stringify(reply) });
  expect(response.status()).toBe(204);
}

test.afterEach(async ({ request }) => modelAnswers(request, null));

test("the dashboard names a model that rejects the key, and the product waits as pending until it answers", async ({ page, request }) => {
  await modelAnswers(request, KEY_REJECTED);
  const id = Date.now().toString(36);
  const niche = await backend<{ id: number }>(request, "POST", NICHES_PATH, { name: `Caído ${id}`, affiliate_tag: "caido-21", mercado: "España" });
  const product = await backend<{ id: number }>(request, "POST", productsPaths.ofNiche(niche.id), {
    amazon_url: `https://www.amazon.es/dp/B2${id.toUpperCase().padStart(8, "X").slice(-8)}`,
  });
  await backend(request, "POST", productsPaths.triggerGeneration(product.id));

  await signIn(page);
  await page.goto("/dashboard");
  const generation = page.getByRole("listitem").filter({ hasText: "Generación de contenido" });
  await expect(generation).toContainText("El modelo no responde: clave rechazada.", { timeout: 60_000 });
  await expect(generation).toContainText("Degradado");
  const status = async () => (await backend<{ generation_status: string }>(request, "GET", productsPaths.one(product.id))).generation_status;
  // Between the model's tries it waits as pending (during one it is briefly in progress again).
  await expect.poll(status, { timeout: 30_000 }).toBe("pending");

  await modelAnswers(request, null);
  await expect(generation).not.toContainText("El modelo no responde", { timeout: 60_000 });
  await expect.poll(status, { timeout: 60_000 }).toBe("completed");
});
