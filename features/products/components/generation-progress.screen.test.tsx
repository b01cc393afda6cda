/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, within } from "@testing-library/react";
import { EventBus } from "@/lib/realtime/event-bus";
import { RealtimeBusContext } from "@/lib/realtime/realtime-context";
import type { ProductUpdateEvent } from "@/features/products/events";
import { api, ok } from "@/tests/support/api-handlers";
import { niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheProductsScreen } from "./niche-products-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const CAFETERAS = niche({ id: 7, name: "Cafeteras", mercado: "España" });
const WRITING = product({ id: 80, niche_id: 7, product_name: "Cafetera italiana", generation_status: "generating" });
const WAITING = product({ id: 81, niche_id: 7, product_name: "Molinillo manual", generation_status: "processing" });

beforeEach(() => setRoute({ pathname: "/niches/7/products", params: { id: "7" } }));

function renderScreen() {
  const bus = new EventBus();
  const rendered = renderWithProviders(
    <RealtimeBusContext.Provider value={bus}>
      <NicheProductsScreen nicheId="7" />
    </RealtimeBusContext.Provider>,
  );
  const publish = (...updates: ProductUpdateEvent[]) =>
    act(() => bus.publish(updates.map((payload) => ({ type: "product_update" as const, payload }))));
  return { ...rendered, publish };
}

const card = async (name: string) => (await screen.findByRole("heading", { name })).closest("[data-product-id]") as HTMLElement;

describe("a generation's progress on the product cards", () => {
  it("counts the characters the model has written on the card of the product being written, and only there", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok([WRITING, WAITING])));
    const { publish } = renderScreen();
    const writing = await card("Cafetera italiana");
    const waiting = await card("Molinillo manual");
    expect(within(writing).getByText("Generando...")).toBeInTheDocument();

    publish({ product_id: 80, niche_id: 7, status: "generating", progress: { characters: 1 } });
    expect(await within(writing).findByText("Generando... 1 carácter")).toBeInTheDocument();

    publish({ product_id: 80, niche_id: 7, status: "generating", progress: { characters: 12345 } });
    expect(await within(writing).findByText("Generando... 12.345 caracteres")).toBeInTheDocument();
    expect(within(waiting).getByText("Generando...")).toBeInTheDocument();

    // Once the generation ends the count goes; the list's refetch brings the new status.
    publish({ product_id: 80, niche_id: 7, status: "completed" });
    expect(await within(writing).findByText("Generando...")).toBeInTheDocument();
    expect(within(writing).queryByText(/caracteres/)).not.toBeInTheDocument();
  });
});
