/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from "@testing-library/react";
import { api, fail, ok, pending } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { NicheListScreen } from "./niche-list-screen";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { nichesQuery } from "@/features/niches";

const NICHES_KEY = serverDataKey(nichesQuery.key);

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niches" }));

const NICHES = [
  niche({ id: 1, name: "Cafeteras", product_count: 12 }),
  niche({ id: 2, name: "Bicicletas", product_count: 3, is_active: false }),
];

describe("NicheListScreen", () => {
  it("shows that the niches are loading while the list is on its way", async () => {
    server.use(api.niches(pending()));
    renderWithProviders(<NicheListScreen />);
    expect(await screen.findByRole("status")).toHaveTextContent("Cargando nichos...");
    expect(screen.getByRole("heading", { level: 1, name: "Gestión de Nichos" })).toBeInTheDocument();
  });

  it("invites to create the first niche when there is none", async () => {
    server.use(api.niches(ok([])));
    renderWithProviders(<NicheListScreen />);
    expect(await screen.findByRole("heading", { name: "Crea tu primer nicho" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear primer nicho" })).toHaveAttribute("href", "/niches/new");
    expect(screen.queryByText("Cargando nichos...")).not.toBeInTheDocument();
  });

  it("says the niches could not be loaded, and a retry shows them once the server answers", async () => {
    server.use(api.niches(fail(502, "El servidor no está disponible en este momento.")));
    const { user } = renderWithProviders(<NicheListScreen />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar los nichos. Por favor, intente de nuevo.");
    expect(await findToast("Error al cargar los nichos")).toBeInTheDocument();

    server.use(api.niches(ok(NICHES)));
    await user.click(within(alert).getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByRole("heading", { name: "Cafeteras" })).toBeInTheDocument();
    expect(screen.queryByText("No se pudieron cargar los nichos. Por favor, intente de nuevo.")).not.toBeInTheDocument();
  });

  it("lists the niches as cards with their status and product counts", async () => {
    server.use(api.niches(ok(NICHES)));
    renderWithProviders(<NicheListScreen />);
    const list = await screen.findByRole("list", { name: "Gestión de Nichos" });
    const cafeteras = within(list).getByRole("article", { name: "Cafeteras" });
    expect(cafeteras).toHaveTextContent("Activo");
    expect(cafeteras).toHaveTextContent("12 productos");
    expect(within(cafeteras).getByRole("link", { name: "Ver Detalles" })).toHaveAttribute("href", "/niches/1");
    const bicicletas = within(list).getByRole("article", { name: "Bicicletas" });
    expect(bicicletas).toHaveTextContent("Inactivo");
    expect(bicicletas).toHaveTextContent("3 productos");
  });

  describe("with the server's first screen", () => {
    it("shows the server's niches at once, before the browser has any answer", async () => {
      server.use(api.niches(pending()));
      renderWithProviders(
        <ServerDataProvider value={{ fallback: { [NICHES_KEY]: NICHES }, errors: {}, partial: [] }}>
          <NicheListScreen />
        </ServerDataProvider>,
      );
      // On the first render, before any answer: nothing is loading.
      expect(screen.getByRole("article", { name: "Cafeteras" })).toBeInTheDocument();
      expect(screen.getByTestId("niche-counter")).toHaveTextContent("2 de 2 nichos");
      expect(screen.queryByText("Cargando nichos...")).not.toBeInTheDocument();
    });

    it("with only the first rows of a long list, shows them and waits for the whole list to count", async () => {
      server.use(api.niches(ok([...NICHES, niche({ id: 3, name: "Tostadoras" })])));
      renderWithProviders(
        <ServerDataProvider value={{ fallback: { [NICHES_KEY]: NICHES }, errors: {}, partial: [NICHES_KEY] }}>
          <NicheListScreen />
        </ServerDataProvider>,
      );
      expect(screen.getByRole("article", { name: "Cafeteras" })).toBeInTheDocument();
      expect(screen.queryByTestId("niche-counter")).not.toBeInTheDocument();
      expect(await screen.findByTestId("niche-counter")).toHaveTextContent("3 de 3 nichos");
      expect(screen.getByRole("article", { name: "Tostadoras" })).toBeInTheDocument();
    });

    it("shows the server's failure as the error state from the first render", async () => {
      server.use(api.niches(pending()));
      renderWithProviders(
        <ServerDataProvider value={{ fallback: {}, errors: { [NICHES_KEY]: { status: 502, detail: null } }, partial: [] }}>
          <NicheListScreen />
        </ServerDataProvider>,
      );
      expect(screen.getByRole("alert")).toHaveTextContent("No se pudieron cargar los nichos. Por favor, intente de nuevo.");
    });
  });
});
