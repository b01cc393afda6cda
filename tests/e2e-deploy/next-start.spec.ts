import path from "node:path";
import { fileURLToPath } from "node:url";
import { test, expect } from "@playwright/test";
import { ADMIN, backend, nichePagesHtml, signIn } from "./support/panel";
import { LOGIN_PATH, NICHES_PATH } from "@/tests/support/api-paths";
import { catalogContract } from "@/features/niche-catalog/contract";

// Built with `next build` and served by `next start`: route handlers proxy /api and /wrapper, the
// next.config.mjs rewrite carries /socket.io/ (websocket included) to the backend.
const RED = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "e2e", "fixtures", "template-red.png");

test("signs in, lists niches, connects realtime and uploads a template image", async ({ page, request }) => {
  const niches = await backend<unknown[]>(request, "GET", NICHES_PATH);
  const websocketFrames: string[] = [];
  page.on("websocket", (ws) => ws.on("framereceived", (frame) => websocketFrames.push(String(frame.payload))));
  await signIn(page);
  await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado");
  // Over websocket, through the rewrite: the engine.io handshake arrives as a websocket frame.
  await expect.poll(() => websocketFrames.some((frame) => frame.startsWith('0{"sid"'))).toBe(true);

  await page.goto("/niches");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de Nichos" })).toBeVisible();
  await expect(page.getByTestId("niche-counter")).toHaveText(`${niches.length} de ${niches.length} nichos`);

  await page.goto("/niche-catalog/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nueva Plantilla Web" })).toBeVisible();
  await page.getByLabel("Subir imágenes", { exact: true }).setInputFiles(RED);
  const images = page.getByRole("list", { name: "Imágenes de la plantilla" }).getByRole("img");
  await expect(images).toHaveCount(1);
  const src = await images.first().getAttribute("src");
  expect(src?.startsWith(catalogContract.uploadedFile.url({ name: "" })), `${src} is an uploaded file`).toBe(true);
  expect((await page.request.get(src!)).status()).toBe(200);
});

test("answers Socket.IO long polling with the panel's security headers", async ({ request }) => {
  const response = await request.get("/socket.io/?EIO=4&transport=polling");
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^0\{"sid":/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["referrer-policy"]).toBeTruthy();
});

test("the session cookie is Secure over HTTPS and plain over HTTP", async ({ request }) => {
  const signInOver = async (proto: string) => {
    const response = await request.post(LOGIN_PATH, { form: ADMIN, headers: { "x-forwarded-proto": proto } });
    expect(response.status()).toBe(200);
    return response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("afiliados_session="))?.value;
  };
  expect(await signInOver("https")).toMatch(/; Secure/);
  expect(await signInOver("http")).not.toMatch(/Secure/);
});

test("HSTS is sent on answers to HTTPS requests only", async ({ request }) => {
  const hsts = async (headers: Record<string, string>) => (await request.get("/login", { headers })).headers()["strict-transport-security"];
  expect(await hsts({ "x-forwarded-proto": "https" })).toMatch(/max-age=\d+/);
  expect(await hsts({})).toBeUndefined();
  expect(await hsts({ "x-forwarded-proto": "http" })).toBeUndefined();
});

test("guards a page whose path has a dot", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const dotted = await anonymous.get("/niches/1.0", { maxRedirects: 0 });
    expect(dotted.status()).toBe(307);
    expect(dotted.headers()["location"]).toMatch(/\/login\?next=%2Fniches%2F1\.0$/);
  } finally {
    await anonymous.dispose();
  }
});

test("the niche pages come from the server with their data in the HTML", async ({ request }) => {
  const { name, list, detail } = await nichePagesHtml(request);
  expect(list).toContain(`>${name}<`);
  expect(detail).toContain(`>${name}<`);
});
