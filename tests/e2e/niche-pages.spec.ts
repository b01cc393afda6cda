// The niche list past one page, on the embedded backend (which pages it on the server): a search that
// finds 50 niches shows them 48 at a time with the true totals, its links work with the keyboard, Back
// returns, a page past the end becomes the last, a niche on the second page switches off in place, and
// the product filter finds a niche past the first 48 by typing.
import { expect, test, type Page } from "./support/test";
import { chooseOption } from "./support/select";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { api, unique } from "./niches-support";
import { nichePath } from "@/tests/support/api-paths";

test.describe.configure({ timeout: 180_000 });

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("a search that finds 50 niches shows them 48 at a time, with links to the other page, and Back returns", async ({ page, request }) => {
  const a = await api(request);
  const token = unique("pags");
  const names: string[] = [];
  const ids: number[] = [];
  for (let i = 0; i < 50; i++) {
    const made = await a.createNiche({ name: `Página ${token} ${String(i).padStart(2, "0")}`, affiliate_tag: "pag-21" });
    names.push(made.name);
    ids.push(made.id);
  }
  try {
    // By name: the first page ends at the 48th, the second holds the last two.
    await page.goto(`/niches?q=${token}&sort=name`);
    const counter = page.getByTestId("niche-counter");
    await expect(counter).toHaveText(/^50 de \d+ nichos$/, { timeout: 60_000 });
    const pages = page.getByRole("navigation", { name: "Páginas de nichos" });
    await expect(pages).toContainText("Página 1 de 2");
    await expect(card(page, names[0])).toBeVisible();
    await expect(card(page, names[49])).toHaveCount(0);

    await pages.getByRole("link", { name: "Siguiente" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?q=${token}&sort=name&page=2$`));
    await expect(pages).toContainText("Página 2 de 2");
    await expect(card(page, names[49])).toBeVisible();
    await expect(card(page, names[0])).toHaveCount(0);

    // A niche on the second page switches off at once, and stays so.
    const last = card(page, names[49]);
    await last.getByRole("button", { name: `Acciones de ${names[49]}` }).click();
    await page.getByRole("menuitem", { name: "Desactivar" }).click();
    await expect(last.getByText("Inactivo", { exact: true })).toBeVisible();
    await expect.poll(async () => (await a.getNiche(ids[49])).body.is_active).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?q=${token}&sort=name$`));
    await expect(card(page, names[0])).toBeVisible();

    // A page past the last one shows the last page, in place of the address it corrects.
    await page.goto(`/niches?q=${token}&sort=name&page=9`);
    await expect(page).toHaveURL(new RegExp(`\\?q=${token}&sort=name&page=2$`), { timeout: 60_000 });
    await expect(card(page, names[48])).toBeVisible();

    // A status filter starts from the first page, with its own total.
    await chooseOption(page.getByRole("combobox", { name: "Estado" }), "Inactivos");
    await expect(counter).toHaveText(/^1 de \d+ nichos$/);
    await expect(page).toHaveURL(new RegExp(`\\?q=${token}&status=inactive&sort=name$`));
    await expect(card(page, names[49])).toBeVisible();

    // The product filter lists the first 48 niches by name and finds any other by typing, on the server;
    // the URL's niche keeps its name on a reload.
    await page.goto("/products");
    const select = page.getByRole("combobox", { name: "Nicho" });
    await select.click();
    await expect(page.getByText(/^Se muestran 48 de [\d.]+ nichos/)).toBeVisible({ timeout: 60_000 });
    await select.fill(`${token} 49`);
    await page.getByRole("option", { name: names[49], exact: true }).click();
    await expect(page).toHaveURL(/[?&]niche=/);
    await expect(select).toHaveValue(names[49]);
    await page.reload();
    await expect(select).toHaveValue(names[49]);
  } finally {
    // The 50 niches go, so other specs' lists stay as they expect them.
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    for (const id of ids) await request.delete(`${BACKEND_URL}${nichePath(id)}`, { headers });
  }
});
