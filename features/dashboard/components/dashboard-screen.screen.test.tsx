/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from "@testing-library/react";
import { api, fail, ok, pending } from "@/tests/support/api-handlers";
import { health, niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { HEALTH_PATH } from "@/tests/support/api-paths";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { DashboardScreen } from "./dashboard-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => {
  setRoute({ pathname: "/dashboard" });
  // Most of these read an upstream without the counts call, as the FastAPI reference is: from the lists.
  server.use(api.stats(fail(404, "Not Found")));
});

const NICHES = [
  niche({ id: 1, name: "Cafeteras", vercel_data: JSON.stringify({ siteUrl: "https://cafeteras.example" }) }),
  niche({ id: 2, name: "Bicicletas", is_active: false }),
];
const PRODUCTS = [
  product({ id: 10, niche_id: 1, generation_status: "completed" }),
  product({ id: 11, niche_id: 1, generation_status: "completed" }),
  product({ id: 12, niche_id: 2, generation_status: "pending" }),
];

describe("DashboardScreen", () => {
  it("shows the upstream's own counts without reading the lists when it offers them", async () => {
    const lists = { count: 0 };
    const counted = { niches: { total: 2005, active: 1990, with_site: 12 }, products: { total: 200039, by_status: { completed: 85734, pending: 114000, failed: 305 } } };
    server.use(api.stats(ok(counted)), api.niches(ok(NICHES), lists), api.allProducts(ok(PRODUCTS), lists), api.health(ok(health())));
    renderWithProviders(<DashboardScreen />);
    expect(await screen.findByRole("link", { name: "Total Nichos 2005" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Productos 200.039" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Importar productos" })).toBeEnabled();
    expect(lists.count).toBe(0);
    // An upstream that keeps no tokens (the FastAPI reference): no card for them.
    expect(screen.queryByRole("region", { name: "Consumo de tokens" })).not.toBeInTheDocument();
  });

  it("shows this month's tokens, the last months' and the niches that spent most, when the upstream keeps them", async () => {
    const tokens = {
      this_month: { prompt: 6300, completion: 1_209_200, total: 1_215_500 },
      by_month: [
        { month: "2026-07", total: 0 },
        { month: "2026-08", total: 0 },
        { month: "2026-09", total: 0 },
        { month: "2026-10", total: 30 },
        { month: "2026-11", total: 0 },
        { month: "2026-12", total: 1_215_500 },
      ],
      by_niche: [
        { niche_id: 1, name: "Cafeteras", total: 1_200_000 },
        { niche_id: 2, name: "Bicicletas", total: 500 },
      ],
    };
    const counted = { niches: { total: 2, active: 1, with_site: 1 }, products: { total: 3, by_status: { completed: 3 } }, tokens };
    server.use(api.stats(ok(counted)), api.health(ok(health())));
    renderWithProviders(<DashboardScreen />);
    const card = await screen.findByRole("region", { name: "Consumo de tokens" });
    expect(within(card).getByText("1.215.500 tokens")).toBeInTheDocument();
    expect(within(card).getByText("6300 de entrada · 1.209.200 de salida")).toBeInTheDocument();
    const months = within(card).getByRole("table", { name: "Últimos meses" });
    expect(within(months).getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual([
      "julio de 20260",
      "agosto de 20260",
      "septiembre de 20260",
      "octubre de 202630",
      "noviembre de 20260",
      "diciembre de 20261.215.500",
    ]);
    const niches = within(card).getAllByRole("listitem");
    expect(niches.map((item) => item.textContent)).toEqual(["Cafeteras1.200.000", "Bicicletas500"]);
  });

  it("shows every counter as loading while the lists are on their way", async () => {
    server.use(api.niches(pending()), api.allProducts(pending()), api.health(pending()));
    renderWithProviders(<DashboardScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    const stats = screen.getByRole("region", { name: "Estadísticas" });
    // One announcement for the six counters, not six.
    expect(within(stats).getByRole("status")).toHaveTextContent("Cargando...");
    expect(within(stats).getAllByText("Cargando...")).toHaveLength(1);
    expect(within(stats).getByRole("link", { name: "Total Nichos" })).toHaveAttribute("href", "/niches");
    // Importing needs the niches: the quick action waits for them.
    expect(screen.getByRole("button", { name: "Importar productos" })).toBeDisabled();
  });

  it("shows zeros and no chart when there are no niches or products, and importing asks for a niche first", async () => {
    server.use(api.niches(ok([])), api.allProducts(ok([])), api.health(ok(health())));
    const { user } = renderWithProviders(<DashboardScreen />);
    expect(await screen.findByText("Todavía no hay productos.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Nichos 0" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Productos 0" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear nicho" })).toHaveAttribute("href", "/niches/new");

    await user.click(screen.getByRole("button", { name: "Importar productos" }));
    expect(await findToast("Primero debes crear al menos un nicho")).toBeInTheDocument();
  });

  it("says the statistics could not be loaded, and 'Reintentar' fetches everything again", async () => {
    server.use(
      api.niches(fail(502, "El servidor no está disponible en este momento.")),
      api.allProducts(ok(PRODUCTS)),
      api.health(fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")),
    );
    const { user } = renderWithProviders(<DashboardScreen />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar las estadísticas del panel.");
    expect(await screen.findByText("No se pudo consultar el estado del sistema.")).toBeInTheDocument();

    server.use(api.niches(ok(NICHES)), api.health(ok(health())));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("link", { name: "Total Nichos 2" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("No se pudo consultar el estado del sistema.")).not.toBeInTheDocument();
  });

  it("in an outage shows the failure once, leaves nothing loading, and no longer says the system works", async () => {
    // The health the page read on the server while it was up; then the backend stops.
    server.use(
      api.niches(fail(503, "Service Unavailable")),
      api.allProducts(fail(503, "Service Unavailable")),
      api.health(fail(503, "Service Unavailable")),
    );
    renderWithProviders(
      <ServerDataProvider value={{ fallback: { [HEALTH_PATH]: health() }, errors: {}, partial: [] }}>
        <DashboardScreen />
      </ServerDataProvider>,
      { realtime: "disconnected" },
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar las estadísticas del panel.");
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
    expect(screen.getAllByRole("button", { name: "Reintentar" })).toHaveLength(1);
    // No counter or chart stays a loading placeholder beside the failure.
    expect(screen.queryByRole("region", { name: "Estadísticas" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Productos por estado" })).not.toBeInTheDocument();
    expect(document.querySelector("[aria-busy=true], [data-slot=skeleton]")).toBeNull();

    const system = screen.getByRole("region", { name: "Estado del sistema" });
    expect(
      await within(system).findByText("No se puede conectar con el servidor: se desconoce el estado de la generación de contenido y de la base de datos."),
    ).toBeInTheDocument();
    expect(within(system).queryByText("Operativo")).not.toBeInTheDocument();
    expect(within(system).getByText("Generación de contenido").closest("li")).toHaveTextContent("No disponible");
    expect(within(system).getByText("Conexión en tiempo real").closest("li")).toHaveTextContent("Caído");
    expect(within(system).getByText("Base de datos").closest("li")).toHaveTextContent("No disponible");
  });

  it("'Actualizar' during an outage stops showing the last health report as current", async () => {
    server.use(api.niches(ok(NICHES)), api.allProducts(ok(PRODUCTS)), api.health(ok(health())));
    const { user } = renderWithProviders(<DashboardScreen />, { realtime: "disconnected" });
    const system = screen.getByRole("region", { name: "Estado del sistema" });
    expect(await within(system).findAllByText("Operativo")).toHaveLength(2);
    // This tab's channel is down: the row agrees with the header's "Desconectado", whatever the server counts.
    expect(within(system).getByText("Conexión en tiempo real").closest("li")).toHaveTextContent("Caído");

    server.use(api.niches(fail(502, "x")), api.allProducts(fail(502, "x")), api.health(fail(502, "x")));
    await user.click(screen.getByRole("button", { name: "Actualizar" }));
    expect(await within(system).findAllByText("No disponible")).toHaveLength(2);
    expect(within(system).queryByText("Operativo")).not.toBeInTheDocument();
    // As the header's "Desconectado": the panel's own connection is down.
    expect(within(system).getByText("Conexión en tiempo real").closest("li")).toHaveTextContent("Caído");
    // The counters read before stay: the lists were known, only their refresh failed.
    expect(screen.getByRole("link", { name: "Total Nichos 2" })).toBeInTheDocument();
  });

  it("shows the counters, the products by status and the system's health", async () => {
    server.use(
      api.niches(ok(NICHES)),
      api.allProducts(ok(PRODUCTS)),
      api.health(ok(health({ generation: { status: "ok", queued: 4, processing: 1 } }))),
    );
    renderWithProviders(<DashboardScreen />);
    expect(await screen.findByRole("link", { name: "Total Nichos 2" })).toHaveAttribute("href", "/niches");
    expect(screen.getByRole("link", { name: "Nichos Activos 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Con Sitios Web 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Productos 3" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Productos Pendientes 1" })).toHaveAttribute("href", "/products?status=pending");
    expect(screen.getByRole("link", { name: "Productos Completados 2" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Productos por estado de generación: .*Pendiente: 1.*Completado: 2/ })).toBeInTheDocument();

    const system = screen.getByRole("region", { name: "Estado del sistema" });
    expect(await within(system).findByText("4 en cola · 1 en proceso")).toBeInTheDocument();
    expect(within(system).getByText("Generación de contenido").closest("li")).toHaveTextContent("Operativo");
  });

  it("writes numbers the Spanish way and counts in the singular when there is one", async () => {
    server.use(
      api.niches(ok(NICHES)),
      api.allProducts(ok(PRODUCTS)),
      api.health(ok(health({ database: { status: "ok", latency_ms: 0.57 } }))),
    );
    renderWithProviders(<DashboardScreen />, { eventCount: 1 });
    const system = screen.getByRole("region", { name: "Estado del sistema" });
    expect(await within(system).findByText("Latencia 0,57 ms")).toBeInTheDocument();
    expect(screen.getByText("Actualizaciones en tiempo real activas (1 evento procesado)")).toBeInTheDocument();
  });
});
