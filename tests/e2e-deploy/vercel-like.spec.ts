import { test, expect } from "@playwright/test";
import { backend, newProduct, nichePagesHtml, signIn } from "./support/panel";
import { productsPaths, UPLOAD_PATH } from "@/tests/support/api-paths";

// `next start` with VERCEL=1 behind an edge that refuses websocket upgrades, refuses bodies over
// 4.5 MB with a plain-text 413 and ends requests at 60 s (tests/e2e-deploy/support/vercel-like-proxy.mjs).

test("signs in and gets live product updates over long polling when websocket is refused", async ({ page, request }) => {
  const framesOverWebsocket: string[] = [];
  page.on("websocket", (ws) => ws.on("framereceived", (frame) => framesOverWebsocket.push(String(frame.payload))));
  await signIn(page);
  const indicator = page.getByTestId("connection-indicator");
  await expect(indicator).toHaveText("Conectado");
  await expect(page.getByTestId("realtime-panel")).toContainText("En línea");

  const product = await newProduct(request);
  const before = Number((await page.getByTestId("event-count").textContent())?.match(/\d+/)?.[0]);
  await backend(request, "POST", productsPaths.triggerGeneration(product.id));
  await expect
    .poll(async () => Number((await page.getByTestId("event-count").textContent())?.match(/\d+/)?.[0]), { timeout: 30_000 })
    .toBeGreaterThan(before);
  await expect
    .poll(async () => (await backend<{ generation_status: string }>(request, "GET", productsPaths.one(product.id))).generation_status, { timeout: 30_000 })
    .toBe("completed");
  // The status stayed truthful through the refused upgrade, and every event came over polling.
  await expect(indicator).toHaveText("Conectado");
  expect(framesOverWebsocket).toEqual([]);
});

test("an image over the platform's 4.5 MB request limit gets the Spanish message naming it", async ({ page }) => {
  await signIn(page);
  await page.goto("/niche-catalog/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nueva Plantilla Web" })).toBeVisible();
  // Within the panel's own 5 MB per image, over what the platform lets through.
  const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(4.6 * 1024 * 1024)]);
  await page.getByLabel("Subir imágenes", { exact: true }).setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("La imagen supera el tamaño máximo que admite este servidor por petición (4,5 MB)")).toBeVisible();
  await expect(page.getByText("Error en el servidor")).toHaveCount(0);
});

test("the edge's own plain-text 413 is what the panel's check spares the user", async ({ request }) => {
  const response = await request.post(UPLOAD_PATH, { multipart: { files: { name: "x.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024) } } });
  expect(response.status()).toBe(413);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
});

test("the niche pages come from the server with their data in the HTML", async ({ request }) => {
  const { name, list, detail } = await nichePagesHtml(request);
  expect(list).toContain(`>${name}<`);
  expect(detail).toContain(`>${name}<`);
});
