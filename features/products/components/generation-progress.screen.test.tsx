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
  // Async: what draws the progress loads with the first progress event.
  const publish = (...updates: ProductUpdateEvent[]) =>
    act(async () => bus.publish(updates.map((payload) => ({ type: "product_update" as const, payload }))));
  return { ...rendered, publish };
}

const card = async (name: string) => (await screen.findByRole("heading", { name })).closest("[data-product-id]") as HTMLElement;

describe("a generation's progress on the product cards", () => {
  afterEach(() => jest.useRealTimers());

  it("shows, on the card of each product being written, its characters, share of the expected length and time, ticking between events", async () => {
    const OTHER = product({ id: 82, niche_id: 7, product_name: "Hervidor", generation_status: "generating" });
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok([WRITING, WAITING, OTHER])));
    const { publish } = renderScreen();
    const writing = await card("Cafetera italiana");
    const waiting = await card("Molinillo manual");
    const other = await card("Hervidor");
    expect(within(writing).getByText("Generando...")).toBeInTheDocument();
    expect(within(writing).queryByRole("progressbar")).not.toBeInTheDocument();

    jest.useFakeTimers({ now: Date.parse("2026-12-02T10:00:00Z") });
    const progress = (product_id: number, characters: number, timestamp: string, started_at = "2026-12-02T10:00:00Z") => ({
      product_id,
      niche_id: 7,
      status: "generating",
      timestamp,
      progress: { characters, expected_characters: 8000, started_at },
    });
    await publish(progress(80, 1, "2026-12-02T10:00:23Z"), progress(82, 4000, "2026-12-02T10:01:05Z", "2026-12-02T09:59:00Z"));
    expect(within(writing).getByText("1 carácter escrito")).toBeInTheDocument();
    expect(within(writing).getByRole("progressbar", { name: "Progreso de la generación" })).toHaveAttribute("aria-valuenow", "0");
    expect(within(writing).getByText("0:23")).toBeInTheDocument();
    expect(within(other).getByText("4000 caracteres escritos")).toBeInTheDocument();
    expect(within(other).getByText("≈ 50 %")).toBeInTheDocument();
    expect(within(other).getByText("2:05")).toBeInTheDocument();

    // No event for two seconds: the time goes on by itself, on every card being written.
    act(() => jest.advanceTimersByTime(2000));
    expect(within(writing).getByText("0:25")).toBeInTheDocument();
    expect(within(other).getByText("2:07")).toBeInTheDocument();

    await publish(progress(80, 12345, "2026-12-02T10:00:26Z"));
    expect(within(writing).getByText("12.345 caracteres escritos")).toBeInTheDocument();
    expect(within(writing).getByRole("progressbar", { name: "Progreso de la generación" })).toHaveAttribute("aria-valuenow", "99");
    expect(within(writing).getByText("≈ 99 %")).toBeInTheDocument();
    // What ticks is no live region: a screen reader is not told every second.
    expect(within(writing).getByText("0:25").closest("[aria-live]")).toHaveAttribute("aria-live", "off");
    expect(within(waiting).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(waiting).queryByText(/caracteres/)).not.toBeInTheDocument();

    // Once the generation ends the progress goes; the list's refetch brings the new status.
    await publish({ product_id: 80, niche_id: 7, status: "completed" });
    expect(within(writing).queryByText(/caracteres/)).not.toBeInTheDocument();
    expect(within(writing).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(other).getByText("≈ 50 %")).toBeInTheDocument();
  });

  it("shows the characters and the time without a share when the upstream sends no expected length nor start", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok([WRITING])));
    const { publish } = renderScreen();
    const writing = await card("Cafetera italiana");
    jest.useFakeTimers({ now: Date.parse("2026-12-02T10:00:00Z") });
    await publish({ product_id: 80, niche_id: 7, status: "generating", progress: { characters: 300 } });
    expect(within(writing).getByText("300 caracteres escritos")).toBeInTheDocument();
    expect(within(writing).getByText("0:00")).toBeInTheDocument();
    expect(within(writing).queryByRole("progressbar")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(within(writing).getByText("0:03")).toBeInTheDocument();
  });
});
