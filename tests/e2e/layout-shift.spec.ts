// Nothing moves while a page loads and hydrates: the server's first screen is the one the browser
// keeps (values in the fields, images in fixed frames, the same texts), on a desktop and a phone.
import { expect, test } from "./support/test";
import { backendPoster } from "./support/api";
import { unique } from "./niches-support";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { catalogContract } from "@/features/niche-catalog/contract";
import { CATALOG_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

const CLS_BUDGET = 0.02;

/** Installed before the page's scripts: sums the layout shifts not caused by input, naming what moved. */
function recordShifts() {
  const shifts = { total: 0, moved: [] as string[] };
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()} "${(source.node.textContent ?? "").trim().slice(0, 30)}"` : "text"));
      shifts.moved.push(`${entry.value.toFixed(3)}: ${nodes.join(", ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

test("pages with data do not shift while they load and hydrate, on a desktop and on a phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const post = await backendPoster(request);
  const niche = await post<{ id: number }>(NICHES_PATH, { name: unique("Sin saltos "), affiliate_tag: "saltos-21" });
  const product = await post<{ id: number }>(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/B3${Date.now().toString(36).toUpperCase().slice(-8)}` });
  await post(testHooksPaths.productContent(product.id), { title: "Guía sin saltos", content: `# Guía sin saltos\n\n${"Texto largo. ".repeat(200)}` });
  const template = await post<{ id: number }>(CATALOG_PATH, {
    name: unique("Plantilla sin saltos "),
    description: "Una descripción de varias líneas. ".repeat(6),
    images: [catalogContract.uploadedFile.url({ name: "000000000000000000000000.png" })],
    github_url: "https://github.com/acme/sin-saltos",
  });
  const routes = [
    "/dashboard",
    "/niches",
    `/niches/${niche.id}`,
    `/niches/edit/${niche.id}`,
    "/niches/new",
    `/niches/${niche.id}/products`,
    "/products",
    `/products/${product.id}/edit`,
    `/products/${product.id}/content`,
    "/niche-catalog",
    `/niche-catalog/${template.id}`,
    `/niche-catalog/edit/${template.id}`,
    "/admin/api-clients",
  ];
  await page.addInitScript(recordShifts);
  const over: string[] = [];
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      await page.goto(route);
      // The browser's own reads are back (and shown) once the network is quiet.
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { total: number; moved: string[] } }).__shifts);
      if (shifts.total > CLS_BUDGET) over.push(`${viewport.width}px ${route}: ${shifts.total.toFixed(3)} (${shifts.moved.join("; ")})`);
    }
  }
  expect(over).toEqual([]);
});
