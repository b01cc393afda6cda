// Windows' high-contrast themes (forced colours) replace the page's colours: what marks a state must
// still be seen in the colours the system imposes.
import { expect, test } from "./support/test";
import { backendPoster } from "./support/api";
import { unique } from "./niches-support";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

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
  const ratios = await page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const luminance = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return [...document.querySelectorAll<HTMLElement>("[data-slot=checkbox]")].flatMap((box) => {
      const fill = luminance(getComputedStyle(box.querySelector("input")!).backgroundColor);
      return [...box.querySelectorAll("svg")]
        .filter((mark) => getComputedStyle(mark).display !== "none")
        .map((mark) => {
          const [light, dark] = [luminance(getComputedStyle(mark).color), fill].sort((a, b) => b - a);
          return (light + 0.05) / (dark + 0.05);
        });
    });
  });
  expect(ratios).toHaveLength(2);
  for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
});
