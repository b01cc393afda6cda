/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { FORCE_GENERATE_PATH } from "@/tests/support/api-paths";
import { EventBus } from "@/lib/realtime/event-bus";
import { RealtimeBusContext } from "@/lib/realtime/realtime-context";
import type { ProductUpdateEvent } from "@/features/products/events";
import { api, ok } from "@/tests/support/api-handlers";
import { niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheProductsScreen } from "./niche-products-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const CAFETERAS = niche({ id: 7, name: "Cafeteras", mercado: "España", external_api_key: "ak_cafeteras" });
const PRODUCTS = [
  product({ id: 70, niche_id: 7, product_name: "Cafetera italiana", amazon_url: "https://www.amazon.es/dp/B0FORCE070" }),
  product({ id: 71, niche_id: 7, product_name: "Molinillo manual", amazon_url: "https://www.amazon.es/dp/B0FORCE071" }),
  product({ id: 72, niche_id: 7, product_name: "Hervidor eléctrico", amazon_url: "https://www.amazon.es/dp/B0FORCE072" }),
];

beforeEach(() => setRoute({ pathname: "/niches/7/products", params: { id: "7" } }));

/** The wrapper accepts every product's call; the generations then run on their own. */
function wrapperAccepts(sent: string[]) {
  return http.post(FORCE_GENERATE_PATH, async ({ request }) => {
    const body = (await request.json()) as { url: string };
    sent.push(body.url);
    return HttpResponse.json({ success: true, message: "Regeneración iniciada" });
  });
}

function renderScreen(realtime: "connected" | "disconnected" = "connected") {
  const bus = new EventBus();
  const rendered = renderWithProviders(
    <RealtimeBusContext.Provider value={bus}>
      <NicheProductsScreen nicheId="7" />
    </RealtimeBusContext.Provider>,
    { realtime },
  );
  const publish = (...updates: ProductUpdateEvent[]) =>
    act(() => bus.publish(updates.map((payload) => ({ type: "product_update" as const, payload }))));
  return { ...rendered, publish };
}

async function openDialog(user: ReturnType<typeof renderScreen>["user"]) {
  // The selection boxes load apart: a stand-in box holds their place meanwhile.
  const selectAll = async () => {
    const box = await screen.findByRole("checkbox", { name: "Seleccionar todos" });
    expect(box).toBeEnabled();
    return box;
  };
  await user.click(await waitFor(selectAll, { timeout: 10_000 }));
  await user.click(screen.getByRole("button", { name: "Regeneración forzada" }));
  return screen.findByRole("dialog", { name: "Regeneración forzada" }, { timeout: 10_000 });
}

describe("forced regeneration", () => {
  it("waits for each product's generation and reports the one that failed by name, with its reason", async () => {
    const sent: string[] = [];
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok(PRODUCTS)), wrapperAccepts(sent));
    const { user, publish } = renderScreen();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Forzar regeneración" }));

    // Every call was accepted, yet nothing has been regenerated: no report until the generations end.
    await screen.findByText("0 de 3 productos procesados");
    expect(sent).toHaveLength(3);
    publish(...PRODUCTS.map((p) => ({ product_id: p.id, niche_id: 7, status: "processing" })));
    publish({ product_id: 70, niche_id: 7, status: "completed" });
    expect(await within(dialog).findByText("1 de 3 productos procesados")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Regeneración exitosa/)).not.toBeInTheDocument();

    publish({ product_id: 71, niche_id: 7, status: "failed", error_message: "Límite de la API" });
    publish({ product_id: 72, niche_id: 7, status: "completed" });
    expect(await within(dialog).findByText("Regeneración exitosa para 2 productos")).toBeInTheDocument();
    expect(within(dialog).getByText("Falló 1 regeneración")).toBeInTheDocument();
    expect(within(dialog).getByText("Molinillo manual: Límite de la API")).toBeInTheDocument();
    expect(within(dialog).getByText("3 de 3 productos procesados")).toBeInTheDocument();
    expect(await findToast("Regeneración exitosa para 2 productos")).toBeInTheDocument();
    expect(await findToast("Falló 1 regeneración")).toBeInTheDocument();
    expect(within(dialog).getAllByRole("button", { name: "Cerrar" })[0]).toBeEnabled();
  });

  it("names a product whose call the wrapper refused, and one whose generation failed without a reason", async () => {
    server.use(
      api.niche(7, ok(CAFETERAS)),
      api.nicheProducts(7, ok(PRODUCTS.slice(0, 2))),
      http.post(FORCE_GENERATE_PATH, async ({ request }) => {
        const body = (await request.json()) as { url: string };
        if (body.url.endsWith("070")) return HttpResponse.json({ detail: "Producto no encontrado para esta URL" }, { status: 404 });
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, publish } = renderScreen();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Forzar regeneración" }));
    await within(dialog).findByText("1 de 2 productos procesados");
    publish({ product_id: 71, niche_id: 7, status: "error" });

    expect(await within(dialog).findByText("Fallaron 2 regeneraciones")).toBeInTheDocument();
    expect(within(dialog).getByText("Cafetera italiana: Producto no encontrado para esta URL")).toBeInTheDocument();
    expect(within(dialog).getByText("Molinillo manual: La generación no se completó")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Regeneración exitosa/)).not.toBeInTheDocument();
  });

  it("reads the products while the realtime connection is down", async () => {
    const sent: string[] = [];
    server.use(
      api.niche(7, ok(CAFETERAS)),
      api.nicheProducts(7, ok(PRODUCTS.slice(0, 1))),
      wrapperAccepts(sent),
      api.product(70, ok({ ...PRODUCTS[0], generation_status: "completed" })),
    );
    const { user } = renderScreen("disconnected");
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Forzar regeneración" }));
    expect(await within(dialog).findByText("Regeneración exitosa para 1 producto", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
