/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from "@testing-library/react";
import { api, fail, ok, pending, type CallCounter } from "@/tests/support/api-handlers";
import { apiClient, apiClientsOverview } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { ApiClientsScreen } from "./api-clients-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/admin/api-clients" }));

const CLIENTS = [
  apiClient({ id: 1, name: "Sitio de cafeteras", description: "Web pública", scopes: ["read"], request_count: 1520 }),
  apiClient({ id: 2, name: "Integración ERP", scopes: ["read", "write"], is_active: false }),
];
const OVERVIEW = apiClientsOverview({
  total_clients: 2,
  active_clients: 1,
  inactive_clients: 1,
  total_requests: 1520,
  requests_last_30_days: 340,
});

describe("ApiClientsScreen", () => {
  it("shows the overview and the clients as loading while they are on their way", async () => {
    server.use(api.apiClients(pending()), api.apiClientsOverview(pending()));
    renderWithProviders(<ApiClientsScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "API Clients" })).toBeInTheDocument();
    // Four overview counters and the table each say "Cargando..."; the table's is announced as a status.
    expect(await screen.findAllByText("Cargando...")).toHaveLength(5);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando...");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says there are no API clients yet and offers to create one", async () => {
    server.use(api.apiClients(ok([])), api.apiClientsOverview(ok(apiClientsOverview())));
    renderWithProviders(<ApiClientsScreen />);
    expect(await screen.findByRole("heading", { name: "Aún no hay API Clients" })).toBeInTheDocument();
    expect(
      screen.getByText("Crea un cliente para que un sitio o servicio pueda llamar a la API con sus credenciales."),
    ).toBeInTheDocument();
    // The header's button and the empty state's.
    expect(screen.getAllByRole("button", { name: "Nuevo API Client" })).toHaveLength(2);
    expect(screen.queryByText("Cargando...")).not.toBeInTheDocument();
  });

  it("in an outage tells it once, with one retry that brings back both the clients and the counters", async () => {
    server.use(
      api.apiClients(fail(502, "El servidor no está disponible en este momento.")),
      api.apiClientsOverview(fail(502, "El servidor no está disponible en este momento.")),
    );
    const { user } = renderWithProviders(<ApiClientsScreen />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al cargar los API Clients");
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Reintentar" })).toHaveLength(1);
    // No counter stays loading beside the failure.
    expect(screen.queryByRole("region", { name: "Resumen de API Clients" })).not.toBeInTheDocument();
    expect(screen.queryByText("Cargando...")).not.toBeInTheDocument();

    server.use(api.apiClients(ok(CLIENTS)), api.apiClientsOverview(ok(OVERVIEW)));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    const overview = await screen.findByRole("region", { name: "Resumen de API Clients" });
    expect(within(overview).getByText("340")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("when only the counters fail, they tell it with the server's reason and a retry of their own", async () => {
    server.use(api.apiClients(ok(CLIENTS)), api.apiClientsOverview(fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")));
    const { user } = renderWithProviders(<ApiClientsScreen />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudo cargar el resumen de API Clients");
    expect(alert).toHaveTextContent("Error en el servidor. Inténtalo de nuevo más tarde.");
    expect(screen.getByRole("table")).toBeInTheDocument();

    server.use(api.apiClientsOverview(ok(OVERVIEW)));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("region", { name: "Resumen de API Clients" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists the clients in a table under the overview's counters", async () => {
    server.use(api.apiClients(ok(CLIENTS)), api.apiClientsOverview(ok(OVERVIEW)));
    renderWithProviders(<ApiClientsScreen />);
    const table = await screen.findByRole("table");
    expect(screen.getByRole("heading", { name: /Clientes\s+2 clientes/ })).toBeInTheDocument();

    const cafeteras = within(table).getByRole("row", { name: /Sitio de cafeteras/ });
    expect(within(cafeteras).getByRole("link", { name: "Sitio de cafeteras" })).toHaveAttribute(
      "href",
      "/admin/api-clients?client=1",
    );
    expect(cafeteras).toHaveTextContent("Web pública");
    // Scopes by their Spanish names; the values sent stay admin/read/write.
    expect(within(cafeteras).getByText("Lectura")).toHaveAttribute("title", "Solo lectura");
    expect(within(cafeteras).getByRole("switch", { name: "Cliente Sitio de cafeteras activo" })).toBeChecked();
    const erp = within(table).getByRole("row", { name: /Integración ERP/ });
    expect(erp).toHaveTextContent("Sin descripción");
    expect(erp).toHaveTextContent("LecturaEscritura");
    expect(within(erp).getByRole("switch", { name: "Cliente Integración ERP activo" })).not.toBeChecked();

    const overview = screen.getByRole("region", { name: "Resumen de API Clients" });
    expect(overview).toHaveTextContent("Peticiones (últimos 30 días)340");
  });

  it("on an upstream that pages clients, asks the URL's page with its search and sort, counts them all, and switches one off in place", async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      apiClient({ id: i + 1, name: `Cliente ${String(i + 1).padStart(2, "0")}`, created_at: `2026-11-${String((i % 28) + 1).padStart(2, "0")}T10:00:00Z` }),
    );
    const asked: CallCounter = { count: 0, searches: [] };
    server.use(api.pagedApiClients(many, asked), api.apiClientsOverview(ok(OVERVIEW)), api.toggleApiClient(40, ok({ ...many[39], is_active: false })));
    // Search, sort and page live in the URL: a reload or a link shows the same rows.
    setRoute({ pathname: "/admin/api-clients", search: "sort=name&page=3" });
    const { user } = renderWithProviders(<ApiClientsScreen />);
    const table = await screen.findByRole("table");
    expect(screen.getByRole("heading", { name: /Clientes\s+45 clientes/ })).toBeInTheDocument();
    expect(await within(table).findByRole("link", { name: "Cliente 45" })).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    const pages = screen.getByRole("navigation", { name: "Paginación de clientes" });
    expect(pages).toHaveTextContent("Página 3 de 3");
    expect(within(pages).getByRole("link", { name: "Anterior" })).toHaveAttribute("href", "/admin/api-clients?sort=name&page=2");
    expect(within(table).getByRole("link", { name: "Cliente 45" })).toHaveAttribute("href", "/admin/api-clients?sort=name&page=3&client=45");
    // Choosing another sort is a history entry, from the first page.
    await user.click(within(table).getByRole("button", { name: /Nombre/ }));
    expect(window.location.search).toBe("?sort=-name");

    await user.type(screen.getByRole("searchbox", { name: "Buscar clientes" }), "cliente 4");
    expect(await screen.findByRole("heading", { name: /Clientes\s+10 de 45 clientes/ })).toBeInTheDocument();
    const forty = within(table).getByRole("switch", { name: "Cliente Cliente 40 activo" });
    // The server switches it off, and its page says so when read again.
    many[39] = { ...many[39], is_active: false };
    await user.click(forty);
    await waitFor(() => expect(forty).not.toBeChecked());
    expect(await findToast("Cliente Cliente 40 desactivado")).toBeInTheDocument();
    // Pages were read by search and sort: the whole list never.
    expect(asked.searches!.every((search) => new URLSearchParams(search).has("limit"))).toBe(true);
    expect(asked.searches).toContainEqual(expect.stringContaining("q=cliente+4"));
  });
});

describe("a client's secret, renewed from the list", () => {
  it("asks first, shows the new secret once, and says that losing it means generating another", async () => {
    const rotated = { ...CLIENTS[0], client_secret: "secreto-nuevo-123" };
    server.use(api.apiClients(ok(CLIENTS)), api.apiClientsOverview(ok(OVERVIEW)), api.rotateApiClientSecret(1, ok(rotated)));
    const { user } = renderWithProviders(<ApiClientsScreen />);
    await user.click(await screen.findByRole("button", { name: "Acciones para Sitio de cafeteras" }));
    await user.click(await screen.findByRole("menuitem", { name: "Generar secreto nuevo" }));
    const confirm = await screen.findByRole("alertdialog", { name: "¿Generar un secreto nuevo para Sitio de cafeteras?" });
    expect(confirm).toHaveTextContent(`El secreto actual del cliente ${CLIENTS[0].client_id} dejará de funcionar`);
    await user.click(within(confirm).getByRole("button", { name: "Generar secreto nuevo" }));
    const shown = await screen.findByRole("dialog", { name: "Credenciales de Sitio de cafeteras" });
    await user.click(within(shown).getByRole("button", { name: "Mostrar secreto de cliente" }));
    expect(within(shown).getByTestId("one-time-client-secret")).toHaveTextContent("secreto-nuevo-123");
    expect(shown).toHaveTextContent("si lo pierdes, tendrás que generar otro");
    expect(shown).not.toHaveTextContent("crear un cliente nuevo");
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog", { name: "¿Cerrar sin guardar el secreto?" })).toHaveTextContent("tendrás que generar otro");
  });
});
