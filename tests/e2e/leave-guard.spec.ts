// Unsaved edits are never lost without asking: in-app links, the browser's Back, reload.
import { expect, test, type Page } from "./support/test";
import { backendPoster } from "./support/api";
import { unique } from "./niches-support";
import { catalogContract } from "@/features/niche-catalog/contract";
import { CATALOG_PATH, NICHES_PATH } from "@/tests/support/api-paths";

const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });

test("a template's edits: Back asks, staying keeps them, a sidebar link and a reload ask too", async ({ page, request }) => {
  const post = await backendPoster(request);
  const template = await post<{ id: number; name: string }>(CATALOG_PATH, {
    name: unique("Plantilla guardada "),
    images: [catalogContract.uploadedFile.url({ name: "000000000000000000000000.png" })],
    github_url: `https://github.com/acme/${unique("guarda-")}`,
  });
  await page.goto(`/niche-catalog/${template.id}`);
  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(new RegExp(`/niche-catalog/edit/${template.id}$`));
  const name = page.getByLabel("Nombre");
  await expect(name).toHaveValue(template.name);
  const edited = `${template.name} editada`;
  await name.fill(edited);

  await page.goBack({ waitUntil: "commit" });
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/niche-catalog/edit/${template.id}$`));
  await page.getByRole("button", { name: "Seguir editando" }).click();
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(name).toHaveValue(edited);

  await page.getByRole("link", { name: "Nichos", exact: true }).first().click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.getByRole("button", { name: "Seguir editando" }).click();
  await expect(name).toHaveValue(edited);

  const asked = page.waitForEvent("dialog");
  void page.reload().catch(() => {});
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(name).toHaveValue(edited);

  // Leaving through Back, once confirmed, goes back.
  await page.goBack({ waitUntil: "commit" });
  await page.getByRole("button", { name: "Salir sin guardar" }).click();
  await expect(page).toHaveURL(new RegExp(`/niche-catalog/${template.id}$`));
});

test("the niche edit form asks on Back too", async ({ page, request }) => {
  const post = await backendPoster(request);
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Nicho guardado "), affiliate_tag: "guarda-21" });
  await page.goto(`/niches/${niche.id}`);
  await page.getByRole("link", { name: "Editar" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/niches/edit/${niche.id}$`));
  await page.getByLabel("Descripción").fill("Cambios sin guardar");
  await page.goBack({ waitUntil: "commit" });
  await expect(leaveDialog(page)).toBeVisible();
  await page.getByRole("button", { name: "Seguir editando" }).click();
  await expect(page.getByLabel("Descripción")).toHaveValue("Cambios sin guardar");
  await expect(page).toHaveURL(new RegExp(`/niches/edit/${niche.id}$`));
});
