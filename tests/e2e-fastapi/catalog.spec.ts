import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../e2e/support/test";
import { unique, upstream } from "./support/upstream";
import { CATALOG_PATH } from "@/tests/support/api-paths";

const IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "e2e", "fixtures", "template-green.png");

test("creates a template with an uploaded image, and a 409 on a taken name marks the name field", async ({ page, request }) => {
  const api = await upstream(request);
  const name = unique("Plantilla subida ");

  await page.goto("/niche-catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Plantillas Web" })).toBeVisible();
  await page.getByRole("link", { name: "Nueva Plantilla Web" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Nueva Plantilla Web" })).toBeVisible();
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("URL de GitHub").fill("https://github.com/example/plantilla-subida");
  await page.getByLabel("Subir imágenes", { exact: true }).setInputFiles([IMAGE]);
  const gallery = page.getByRole("list", { name: "Imágenes de la plantilla" });
  await expect(gallery.getByRole("img")).toHaveCount(1);
  // The uploaded image is served through the panel, never from the upstream's own address.
  const src = await gallery.getByRole("img").first().getAttribute("src");
  expect(src).not.toContain("127.0.0.1:");
  await expect.poll(async () => gallery.getByRole("img").first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Crear Plantilla Web" }).click();
  await expect(page.getByText("Plantilla web creada correctamente")).toBeVisible();
  await expect(page.getByRole("article", { name })).toBeVisible();
  const stored = (await api.get<{ name: string; images: string[] }[]>(CATALOG_PATH)).find((t) => t.name === name);
  expect(stored?.images).toHaveLength(1);

  // Same name again: the upstream answers 409 with a detail that mentions "nombre".
  await page.getByRole("link", { name: "Nueva Plantilla Web" }).first().click();
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("URL de GitHub").fill("https://github.com/example/otra");
  await page.getByLabel("Subir imágenes", { exact: true }).setInputFiles([IMAGE]);
  await expect(gallery.getByRole("img")).toHaveCount(1);
  await page.getByRole("button", { name: "Crear Plantilla Web" }).click();
  await expect(page.getByText("Ya existe una plantilla con este nombre")).toBeVisible();
  await expect(page.getByLabel("Nombre")).toHaveValue(name);
  await expect(page.getByLabel("URL de GitHub")).toHaveValue("https://github.com/example/otra");
});
