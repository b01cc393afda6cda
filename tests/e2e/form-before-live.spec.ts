// A form's code loads after the page: until then the server's form is on screen. What is typed into it
// and an Enter pressed there are not lost, and never go out natively (the values in the address).
import { expect, test } from "./support/test";
import { api, unique } from "./niches-support";
import { holdLaterScripts } from "./support/hold-later-scripts";

test("a niche edited and sent with Enter before its form is live is saved with what was typed", async ({ page, request }) => {
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
  // The form's code was asked for and is still held: the server's form took the keys.
  expect(later.held.length).toBeGreaterThan(0);
  await expect(name).toHaveValue(renamed);
  expect(page.url()).toMatch(new RegExp(`${path}$`));

  later.release();
  await expect(page).toHaveURL(/\/niches$/, { timeout: 20_000 });
  await expect.poll(async () => (await a.getNiche(niche.id)).body.name).toBe(renamed);
  expect(requested.filter((url) => url.includes("affiliate_tag=") || url.includes("name="))).toEqual([]);
});

test("a form's code is asked for only once the page has loaded", async ({ page }) => {
  const later = await holdLaterScripts(page, "/niche-catalog/new");
  await page.goto("/niche-catalog/new");
  await expect.poll(() => later.held.length).toBeGreaterThan(0);
  later.release();
  const timing = () =>
    page.evaluate((held) => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const starts = performance
        .getEntriesByType("resource")
        .filter((entry) => held.some((path) => entry.name.includes(path)))
        .map((entry) => entry.startTime);
      return { loaded: navigation.loadEventStart, starts };
    }, later.held);
  await expect.poll(async () => (await timing()).starts.length).toBeGreaterThanOrEqual(later.held.length);
  const { loaded, starts } = await timing();
  expect(loaded).toBeGreaterThan(0);
  expect(Math.min(...starts)).toBeGreaterThanOrEqual(loaded);
  // Live: its button, off in the server's form, is on.
  await expect(page.getByRole("button", { name: "Crear Plantilla Web" })).toBeEnabled();
});
