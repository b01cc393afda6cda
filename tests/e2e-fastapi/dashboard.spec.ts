import { expect, test } from "../e2e/support/test";
import { FASTAPI } from "./support/env";
import { everyItem } from "./support/paging";
import { upstream, type Niche, type Product } from "./support/upstream";
import { HEALTH_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

const stat = (page: import("@playwright/test").Page, key: string) =>
  page.getByTestId(`stat-${key}`).locator('[data-slot="stat-card-value"]');
const fmt = (n: number) => new Intl.NumberFormat("es-ES").format(n);

test("the dashboard works without a health endpoint, counts past the first page and goes live", async ({ page, request }) => {
  const api = await upstream(request);
  // The contract has no health call: a FastAPI app without one answers 404.
  if (!FASTAPI.ownUpstream) expect(await api.status(HEALTH_PATH)).toBe(404);
  const niches = await everyItem<Niche>(api, NICHES_PATH);
  const products = await everyItem<Product>(api, productsPaths.all);
  expect(products.length, "the upstream holds more products than one default page").toBeGreaterThan(100);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(stat(page, "total")).toHaveText(fmt(niches.length));
  await expect(stat(page, "totalProducts")).toHaveText(fmt(products.length));
  await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado");
  await expect(page.getByTestId("realtime-panel")).toContainText("En línea");
});
