import { expect, test, type Page } from "../e2e/support/test";
import { unique, upstream, type Niche } from "./support/upstream";
import { CATALOG_PATH, nichePath, NICHES_PATH } from "@/tests/support/api-paths";

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const nextButton = (page: Page) => page.getByRole("button", { name: "Siguiente" });

test("the wizard runs the automation to the end and lands on the new niche", async ({ page, request }) => {
  const api = await upstream(request);
  const id = unique("");
  const template = await api.post<{ id: number; name: string }>(CATALOG_PATH, {
    name: `Plantilla FastAPI ${id}`,
    description: "Plantilla para el asistente",
    images: [],
    github_url: `https://github.com/example/plantilla-${id}`,
  });
  const name = `Relojes FastAPI ${id}`;

  await page.goto("/niches/new");
  await expect(page.getByRole("heading", { level: 1, name: "Crear Nuevo Nicho" })).toBeVisible();
  await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible();
  await page.getByLabel("Buscar mercado").fill("España");
  await page.getByRole("button", { name: /España/ }).click();
  await expect(page.getByRole("heading", { name: "Mercado seleccionado" })).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, "Nombre del nicho")).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(name);
  await nextButton(page).click();
  await expect(stepHeading(page, "Affiliate Tag")).toBeVisible();
  await page.getByRole("textbox", { name: "Affiliate Tag" }).fill(`relojes${id}-21`);
  await nextButton(page).click();
  await expect(stepHeading(page, "Tono del contenido")).toBeVisible();
  await page.getByRole("button", { name: /^Casual/ }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, "Plantilla web")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(template.name) }).click();
  await expect(page.getByRole("heading", { name: "Automatización al crear el nicho" })).toBeVisible();

  // The create step makes the API key (wrapper service) and the API client with the user's email, then runs the automation.
  await page.getByRole("button", { name: "Crear Nicho" }).click();
  await expect(page).toHaveURL(/\/niches\/\d+$/, { timeout: 45_000 });
  const nicheId = Number(/\/niches\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Error de automatización")).toHaveCount(0);

  const niche = await api.get<Niche & { vercel_data?: string | null; external_api_key?: string | null }>(nichePath(nicheId));
  expect(niche.name).toBe(name);
  expect(niche.external_api_key, "the generated API key reaches the niche").toBeTruthy();
  expect(JSON.parse(niche.vercel_data ?? "{}").siteUrl).toBeTruthy();
});

test("the wizard refuses the name of a niche the upstream already has, and leaves that niche as it was", async ({ page, request }) => {
  const api = await upstream(request);
  const id = unique("");
  await api.post(CATALOG_PATH, {
    name: `Plantilla Duplicado ${id}`,
    description: "Plantilla para el asistente",
    images: [],
    github_url: `https://github.com/example/duplicado-${id}`,
  });
  const existing = (await api.get<Niche[]>(NICHES_PATH)).find((n) => n.slug === "es-relojes-deportivos");
  expect(existing, "the seeded niche").toBeTruthy();
  const before = await api.get<Niche>(nichePath(existing!.id));

  await page.goto("/niches/new");
  await expect(stepHeading(page, "Selecciona el mercado")).toBeVisible();
  await page.getByLabel("Buscar mercado").fill("España");
  await page.getByRole("button", { name: /España/ }).click();
  await nextButton(page).click();
  await page.getByRole("textbox", { name: "Nombre del nicho" }).fill("Relojes Deportivos");
  await expect(page.getByText("Ya existe un nicho con la URL /es-relojes-deportivos: cambia el nombre.")).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();

  expect(await api.get<Niche>(nichePath(existing!.id))).toEqual(before);
});
