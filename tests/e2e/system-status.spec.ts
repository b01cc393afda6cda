import { expect, test } from "./support/test";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { productsPaths } from "@/tests/support/api-paths";

// Figures a user can check against each other agree: online means at least this client connected,
// and products shown mid-generation have a job behind them that moves them on.

test("while the dashboard says En línea, the system status counts this client as connected", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("realtime-panel")).toContainText("En línea");
  await expect(page.getByText(/^[1-9]\d* clientes? conectados?$/)).toBeVisible();
});

test("no demo product stays Procesando or Generando without a job: each one finishes", async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  await expect
    .poll(
      async () => {
        const products = (await (await request.get(`${BACKEND_URL}${productsPaths.all}`, { headers })).json()) as {
          generation_status: string;
        }[];
        return products.filter((p) => p.generation_status === "processing" || p.generation_status === "generating").length;
      },
      { timeout: 60_000 },
    )
    .toBe(0);
});
