// Text typed into a server-drawn form before its code is live is unsaved work: leaving asks first.
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { api, unique } from "./niches-support";
import { holdLaterScripts } from "./support/hold-later-scripts";

const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });

/** A niche's edit form drawn by the server, its later scripts held, with a description typed into it. */
async function typeBeforeLive(page: Page, request: APIRequestContext, name: string) {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique(name), affiliate_tag: "antes-21" });
  const path = `/niches/edit/${niche.id}`;
  const later = await holdLaterScripts(page, path);
  await page.goto(path);
  const description = page.getByLabel("Descripción");
  await description.click();
  await description.pressSequentially("Escrito antes de tiempo");
  return { path, later, description };
}

test("a description typed before the niche form is live arms the leave guard", async ({ page, request }) => {
  const { path, later, description } = await typeBeforeLive(page, request, "Tecleado antes ");
  expect(later.held.length).toBeGreaterThan(0);

  later.release();
  await expect(description).toHaveValue("Escrito antes de tiempo");
  await page.getByRole("link", { name: "Nichos", exact: true }).first().click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.getByRole("button", { name: "Seguir editando" }).click();
  await expect(description).toHaveValue("Escrito antes de tiempo");
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test("a link followed while the niche form is not live yet asks before dropping what was typed", async ({ page, request }) => {
  const { path, later, description } = await typeBeforeLive(page, request, "Aún no vivo ");
  await page.getByRole("link", { name: "Nichos", exact: true }).first().click();
  later.release();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.getByRole("button", { name: "Seguir editando" }).click();
  await expect(description).toHaveValue("Escrito antes de tiempo");
});
