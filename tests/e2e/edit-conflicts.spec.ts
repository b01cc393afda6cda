// Two tabs editing one niche: the tab that saves second never silently undoes what the first saved.
import { expect, test, type Page } from "./support/test";
import { api, unique } from "./niches-support";

const conflict = (page: Page) => page.getByRole("alertdialog", { name: "Este nicho cambió mientras lo editabas" });

async function openBoth(page: Page, other: Page, id: number) {
  await page.goto(`/niches/edit/${id}`);
  await other.goto(`/niches/edit/${id}`);
}

test("the tab opened before the other saved is told, and overwrites only the field it changed", async ({ page, context, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Dos pestañas "), affiliate_tag: "pestanas-21", description: "Original", keywords: "uno" });
  const tabB = await context.newPage();
  await openBoth(page, tabB, niche.id);

  // Tab A saves a new description and keywords.
  await page.getByLabel("Descripción").fill("Descripción de la pestaña A");
  await page.getByLabel("Palabras clave").fill("a, b");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Nicho actualizado correctamente")).toBeVisible();

  // Tab B, loaded before, changes only the tag.
  await tabB.getByLabel(/^Affiliate Tag/).fill("pestanab-21");
  await tabB.getByRole("button", { name: "Guardar Cambios" }).click();
  const dialog = conflict(tabB);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Cambió desde entonces: Descripción y Palabras clave.");
  await expect(tabB.getByText("Nicho actualizado correctamente")).toHaveCount(0);
  expect((await a.getNiche(niche.id)).body).toMatchObject({ affiliate_tag: "pestanas-21", description: "Descripción de la pestaña A" });

  await dialog.getByRole("button", { name: "Sobrescribir" }).click();
  await expect(tabB.getByText("Nicho actualizado correctamente")).toBeVisible();
  await expect(tabB).toHaveURL(/\/niches$/);
  // Tab A's description and keywords stay: tab B sent its tag alone.
  expect((await a.getNiche(niche.id)).body).toMatchObject({ affiliate_tag: "pestanab-21", description: "Descripción de la pestaña A", keywords: "a, b" });
});

test("'Recargar' shows the other tab's changes in the form, without saving this one's", async ({ page, context, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Recargar "), affiliate_tag: "recarga-21", description: "Original" });
  const tabB = await context.newPage();
  await openBoth(page, tabB, niche.id);

  await page.getByLabel("Descripción").fill("Guardada en la pestaña A");
  await page.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page).toHaveURL(/\/niches$/);

  await tabB.getByLabel("Descripción").fill("Escrita en la pestaña B");
  await tabB.getByRole("button", { name: "Guardar Cambios" }).click();
  await conflict(tabB).getByRole("button", { name: "Recargar" }).click();
  await expect(tabB.getByLabel("Descripción")).toHaveValue("Guardada en la pestaña A");
  expect((await a.getNiche(niche.id)).body.description).toBe("Guardada en la pestaña A");
  // Nothing left unsaved: leaving asks nothing.
  await tabB.getByRole("link", { name: "Nichos", exact: true }).first().click();
  await expect(tabB).toHaveURL(/\/niches$/);
});
