// A form whose rules are still loading: what is typed into it and an Enter pressed there are not lost,
// and never go out natively (the values in the address).
import { expect, test } from "./support/test";
import { api, unique } from "./niches-support";
import { holdLaterScripts } from "./support/hold-later-scripts";

test("a niche edited and sent with Enter while its rules are loading is saved with what was typed", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Antes de vivo "), affiliate_tag: "vivo-21", mercado: "es" });
  const path = `/niches/edit/${niche.id}`;
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const later = await holdLaterScripts(page, path);
  await page.goto(path);

  const renamed = `${niche.name} editado`;
  const name = page.getByLabel("Nombre");
  await name.click();
  await name.press("End");
  await name.pressSequentially(" editado");
  await name.press("Enter");
  // The form's rules were asked for and are still held: the submit waits for them.
  expect(later.held.length).toBeGreaterThan(0);
  await expect(name).toHaveValue(renamed);
  expect(page.url()).toMatch(new RegExp(`${path}$`));

  later.release();
  await expect(page).toHaveURL(/\/niches$/, { timeout: 20_000 });
  await expect.poll(async () => (await a.getNiche(niche.id)).body.name).toBe(renamed);
  expect(requested.filter((url) => url.includes("affiliate_tag=") || url.includes("name="))).toEqual([]);
});
