import { expect, test } from "../e2e/support/test";
import { FASTAPI } from "./support/env";
import { signIn } from "./support/sign-in";
import { unique, upstream, type Product } from "./support/upstream";
import { productsPaths } from "@/tests/support/api-paths";

// This panel's upstream runs python-socketio with the websocket transport refused: realtime must work
// over long polling through the panel's proxy, after the client gives up on the websocket.
test.skip(!FASTAPI.pollingUpstreamURL, "set POLLING_UPSTREAM_URL to a backend whose realtime server refuses websocket");

test("realtime works over long polling only: connected, and live product status", async ({ page, request }) => {
  const api = await upstream(request, FASTAPI.pollingUpstreamURL);
  const niche = await api.createNiche({ name: unique("Polling "), affiliate_tag: "polling-21", mercado: "España" });
  const product = await api.post<Product>(productsPaths.ofNiche(niche.id), {
    amazon_url: `https://www.amazon.es/dp/B0POL${Date.now().toString().slice(-5)}`,
  });
  const pollingPosts: number[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (url.includes("/socket.io/") && url.includes("transport=polling") && response.request().method() === "POST") {
      pollingPosts.push(response.status());
    }
  });
  const openedSockets: string[] = [];
  page.on("websocket", (ws) => {
    if (ws.url().includes("/socket.io/")) ws.on("framereceived", () => openedSockets.push(ws.url()));
  });

  await signIn(page);
  await expect(page.getByTestId("connection-indicator")).toHaveText("Conectado", { timeout: 30_000 });
  await expect(page.getByTestId("realtime-panel")).toContainText("En línea");
  // The client sent its packets (at least the namespace connect) by POST over polling, and they were accepted.
  expect(pollingPosts.length).toBeGreaterThan(0);
  expect(pollingPosts.every((status) => status === 200)).toBe(true);
  expect(openedSockets).toHaveLength(0);

  await page.goto(`/niches/${niche.id}/products`);
  const card = page.locator(`[data-product-id="${product.id}"]`);
  await expect(card.getByText("Pendiente", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Generar", exact: true }).click();
  await expect(card.getByText("Completado", { exact: true })).toBeVisible({ timeout: 30_000 });
});
