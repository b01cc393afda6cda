import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { routeRealtime } from "./support/realtime-outage";
import { adminToken } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// Another client (the API, a second admin, an automation) creates and deletes products while the
// lists are open: they must show it without a reload.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

async function secondClient(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  return {
    async niche() {
      const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, {
        headers,
        data: { name: `Vivo ${unique()}`, affiliate_tag: "vivo-21", mercado: "España" },
      });
      expect(r.ok(), await r.text()).toBe(true);
      return (await r.json()) as { id: number };
    },
    async product(nicheId: number, code: string) {
      const r = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(nicheId)}`, {
        headers,
        data: { amazon_url: `https://www.amazon.es/dp/${code}` },
      });
      expect(r.ok(), await r.text()).toBe(true);
      return (await r.json()) as { id: number };
    },
    async remove(productId: number) {
      const r = await request.delete(`${BACKEND_URL}${productsPaths.one(productId)}`, { headers });
      expect(r.ok(), await r.text()).toBe(true);
    },
  };
}

test.describe.configure({ timeout: 180_000 });

/** Opens a screen and waits until its realtime channel is joined (the server's greeting arrived). */
async function openLive(page: Page, url: string): Promise<void> {
  const joined = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes("connection_status")) resolve();
      });
    });
  });
  await page.goto(url);
  await joined;
}
const card = (page: Page, productId: number) => page.locator(`[data-product-id="${productId}"]`);

test("a product created and deleted by another client appears on and leaves the open product lists", async ({
  page,
  request,
}) => {
  const other = await secondClient(request);
  const niche = await other.niche();
  const code = asin();

  await openLive(page, "/products");
  await page.getByRole("searchbox", { name: "Buscar productos" }).fill(code);
  await expect(page.getByTestId("all-products-shown")).toHaveText(/^0 de [\d.]+ productos$/);
  const created = await other.product(niche.id, code);
  await expect(card(page, created.id)).toBeVisible();
  await other.remove(created.id);
  await expect(card(page, created.id)).toBeHidden();
  await expect(page.getByTestId("all-products-shown")).toHaveText(/^0 de [\d.]+ productos$/);

  await openLive(page, `/niches/${niche.id}/products`);
  await expect(page.getByText("0 de 0 productos disponibles")).toBeVisible();
  const second = await other.product(niche.id, asin());
  await expect(card(page, second.id)).toBeVisible();
  await other.remove(second.id);
  await expect(card(page, second.id)).toBeHidden();
});

test("the dashboard's Total Productos moves when another client creates a product", async ({ page, request }) => {
  const other = await secondClient(request);
  const niche = await other.niche();
  await openLive(page, "/dashboard");
  const total = page.getByTestId("stat-totalProducts").locator('[data-slot="stat-card-value"]');
  await expect(total).not.toHaveText("");
  const before = Number((await total.innerText()).replace(/\D/g, ""));
  const created = await other.product(niche.id, asin());
  await expect(total).toHaveText(new Intl.NumberFormat("es-ES").format(before + 1));
  await other.remove(created.id);
  await expect(total).toHaveText(new Intl.NumberFormat("es-ES").format(before));
});

test("a product created while the realtime connection was down shows once it is back", async ({ page, request }) => {
  const other = await secondClient(request);
  const niche = await other.niche();
  const realtime = await routeRealtime(page);
  await page.goto(`/niches/${niche.id}/products`);
  await realtime.joined;
  await expect(page.getByText("0 de 0 productos disponibles")).toBeVisible();

  await realtime.cut();
  const created = await other.product(niche.id, asin());
  realtime.restore();
  // The client comes back on its own (within its reconnection back-off) and reads the list again.
  await expect(card(page, created.id)).toBeVisible({ timeout: 20_000 });
  await other.remove(created.id);
});
