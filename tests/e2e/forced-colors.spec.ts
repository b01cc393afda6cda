// Windows' high-contrast themes (forced colours) replace the page's colours: what marks a state must
// still be seen in the colours the system imposes.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { backendPoster } from "./support/api";
import { unique } from "./niches-support";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

/** The contrast ratio of each pair of CSS colours, as the page paints them (any colour syntax). */
const contrasts = (page: Page, pairs: [string, string][]) =>
  page.evaluate((pairs) => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const luminance = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return pairs.map((pair) => {
      const [light, dark] = pair.map(luminance).sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    });
  }, pairs);

test("a selected product's box, and the partial select-all, show their mark in forced colours", async ({ page, request }) => {
  const post = await backendPoster(request);
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Contraste forzado "), affiliate_tag: "contraste-21", mercado: "España" });
  for (const n of [1, 2]) await post(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/B0FC${Date.now().toString(36).toUpperCase().slice(-5)}${n}` });
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto(`/niches/${niche.id}/products`);
  const boxes = page.locator("[data-product-id]").getByRole("checkbox");
  await expect(boxes).toHaveCount(2);
  await boxes.first().check();
  await expect(page.getByRole("checkbox", { name: "Seleccionar todos" })).toBeChecked({ indeterminate: true });

  // Each shown mark stands out from the box it is drawn on (3:1, a control's state).
  const pairs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-slot=checkbox]")].flatMap((box) => {
      const fill = getComputedStyle(box.querySelector("input")!).backgroundColor;
      return [...box.querySelectorAll("svg")]
        .filter((mark) => getComputedStyle(mark).display !== "none")
        .map((mark): [string, string] => [getComputedStyle(mark).color, fill]);
    }),
  );
  expect(pairs).toHaveLength(2);
  for (const ratio of await contrasts(page, pairs)) expect(ratio).toBeGreaterThanOrEqual(3);
});

test("a switch's thumb stands out from its track, on and off, in forced colours", async ({ page, request }) => {
  const post = await backendPoster(request);
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Interruptor forzado "), affiliate_tag: "interruptor-21", mercado: "España" });
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto(`/niches/edit/${niche.id}`);
  const toggle = page.getByRole("switch", { name: "Nicho activo" });
  const measure = async () => {
    const { colors, left } = await toggle.evaluate((input) => {
      const thumb = input.nextElementSibling as HTMLElement;
      return { colors: [getComputedStyle(thumb).backgroundColor, getComputedStyle(input).backgroundColor] as [string, string], left: thumb.getBoundingClientRect().left };
    });
    const [ratio] = await contrasts(page, [colors]);
    return { ratio, left };
  };
  await expect(toggle).toBeChecked();
  const on = await measure();
  expect(on.ratio).toBeGreaterThanOrEqual(3);
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  // The colours and the thumb move with a short transition: wait for them to settle.
  await expect.poll(async () => (await measure()).ratio).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => on.left - (await measure()).left).toBeGreaterThanOrEqual(10);
});
