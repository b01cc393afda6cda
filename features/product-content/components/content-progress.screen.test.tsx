/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen } from "@testing-library/react";
import { EventBus } from "@/lib/realtime/event-bus";
import { RealtimeBusContext } from "@/lib/realtime/realtime-context";
import { api, fail, ok } from "@/tests/support/api-handlers";
import { product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { CONTENT_ICONS } from "./content-icon-elements";
import { ProductContentView } from "./product-content-view";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/products/30/content", params: { productId: "30" } }));

describe("the content page while a model writes", () => {
  it("shows the characters written, their share of the expected length and the time until the article arrives", async () => {
    server.use(
      api.product(30, ok(product({ id: 30, niche_id: 3, product_name: "Molinillo manual", generation_status: "generating" }))),
      api.latestContent(30, fail(404, "Not Found")),
      api.contentVersions(30, ok([])),
    );
    const bus = new EventBus();
    renderWithProviders(
      <RealtimeBusContext.Provider value={bus}>
        <ProductContentView productId="30" icons={CONTENT_ICONS} />
      </RealtimeBusContext.Provider>,
    );
    expect(await screen.findByText("Generando contenido: aparecerá aquí en cuanto termine.")).toBeInTheDocument();

    act(() =>
      bus.publish([
        {
          type: "product_update",
          payload: { product_id: 30, status: "generating", progress: { characters: 2048, expected_characters: 8000, started_at: new Date().toISOString() } },
        },
      ]),
    );
    expect(await screen.findByText("2048 caracteres escritos")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progreso de la generación" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText("≈ 25 %")).toBeInTheDocument();
    expect(screen.getByText("0:00")).toBeInTheDocument();
    // The page says what is going on once; the counts and the time tick outside what a screen reader is told.
    expect(screen.getByText("Generando contenido: aparecerá aquí en cuanto termine.")).toBeInTheDocument();
    expect(screen.getByText("0:00").closest("[aria-live]")).toHaveAttribute("aria-live", "off");
  });
});
