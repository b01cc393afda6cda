/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from "@testing-library/react";
import { api, fail, ok, pending, type CallCounter } from "@/tests/support/api-handlers";
import { catalogItem } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { CatalogList } from "./catalog-list";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niche-catalog" }));

const TEMPLATES = [
  catalogItem({ id: 1, name: "Tienda Minimal", created_at: "2026-01-01T10:00:00Z" }),
  catalogItem({ id: 2, name: "Revista Tech", images: [], github_url: null, is_active: false, created_at: "2026-03-01T10:00:00Z" }),
];

describe("CatalogList", () => {
  it("shows that the web templates are loading", async () => {
    server.use(api.catalog(pending()));
    renderWithProviders(<CatalogList />);
    expect(await screen.findByRole("status")).toHaveTextContent("Cargando plantillas web...");
    expect(screen.getByRole("heading", { level: 1, name: "Plantillas Web" })).toBeInTheDocument();
  });

  it("invites to create the first web template when there is none", async () => {
    server.use(api.catalog(ok([])));
    renderWithProviders(<CatalogList />);
    expect(await screen.findByRole("heading", { name: "No hay plantillas web" })).toBeInTheDocument();
    expect(screen.getByText("Crea una plantilla con sus imágenes de vista previa y su repositorio de GitHub.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear Primera Plantilla Web" })).toHaveAttribute("href", "/niche-catalog/new");
    expect(screen.queryByText("Cargando plantillas web...")).not.toBeInTheDocument();
  });

  it("shows the server's reason when the catalogue fails, and 'Reintentar' loads it", async () => {
    const calls: CallCounter = { count: 0 };
    server.use(api.catalog(fail(500, "Error en el servidor. Inténtalo de nuevo más tarde."), calls));
    const { user } = renderWithProviders(<CatalogList />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al cargar los elementos del catálogo de nichos");
    expect(alert).toHaveTextContent("Error en el servidor. Inténtalo de nuevo más tarde.");

    server.use(api.catalog(ok(TEMPLATES), calls));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("article", { name: "Tienda Minimal" })).toBeInTheDocument();
    // The failed first page, then the page again (this upstream does not page it) and the whole list.
    expect(calls.count).toBe(3);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows each web template as a card, newest first, with its status and preview", async () => {
    server.use(api.catalog(ok(TEMPLATES)));
    renderWithProviders(<CatalogList />);
    const list = await screen.findByRole("list", { name: "Plantillas Web" });
    const [newest, oldest] = within(list).getAllByRole("article");
    expect(newest).toHaveAccessibleName("Revista Tech");
    expect(newest).toHaveTextContent("Inactivo");
    expect(newest).toHaveTextContent("Sin imagen");
    expect(oldest).toHaveAccessibleName("Tienda Minimal");
    expect(oldest).toHaveTextContent("Activo");
    expect(within(oldest).getByRole("img", { name: "Vista previa de Tienda Minimal" })).toBeInTheDocument();
    expect(within(oldest).getByRole("link", { name: "Ver detalles: Tienda Minimal" })).toHaveAttribute("href", "/niche-catalog/1");
  });

  it("fetches the first card's image first; the others load lazily", async () => {
    const images = ["/uploads/a.png"];
    server.use(api.catalog(ok(TEMPLATES.map((item) => ({ ...item, images })))));
    renderWithProviders(<CatalogList />);
    const list = await screen.findByRole("list", { name: "Plantillas Web" });
    const [first, second] = within(list).getAllByRole("img");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).not.toHaveAttribute("loading");
    expect(second).toHaveAttribute("loading", "lazy");
    expect(second).not.toHaveAttribute("fetchpriority");
  });

  it("'Desactivar' shows the template inactive at once, before the server answers", async () => {
    server.use(api.catalog(ok(TEMPLATES)), api.updateCatalogItem(1, pending()));
    const { user } = renderWithProviders(<CatalogList />);
    const card = await screen.findByRole("article", { name: "Tienda Minimal" });
    await user.click(within(card).getByRole("button", { name: "Más acciones para Tienda Minimal" }));
    await user.click(await screen.findByRole("menuitem", { name: "Desactivar" }));
    expect(await within(card).findByText("Inactivo")).toBeInTheDocument();
  });

  it("puts the status back and says why when the server refuses the change", async () => {
    server.use(api.catalog(ok(TEMPLATES)), api.updateCatalogItem(1, fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")));
    const { user } = renderWithProviders(<CatalogList />);
    const card = await screen.findByRole("article", { name: "Tienda Minimal" });
    await user.click(within(card).getByRole("button", { name: "Más acciones para Tienda Minimal" }));
    await user.click(await screen.findByRole("menuitem", { name: "Desactivar" }));
    expect(await findToast("Error en el servidor. Inténtalo de nuevo más tarde.")).toBeInTheDocument();
    expect(within(card).getByText("Activo")).toBeInTheDocument();
  });

  it("on an upstream that pages templates, shows the newest 24 with the true counters, and 'Mostrar más' the rest", async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      catalogItem({ id: i + 1, name: `Plantilla ${i + 1}`, is_active: i % 3 !== 0, github_url: i % 2 ? null : "https://github.com/acme/tienda" }),
    );
    const asked: CallCounter = { count: 0, searches: [] };
    server.use(api.pagedCatalog(many, asked));
    const { user } = renderWithProviders(<CatalogList />);
    const list = await screen.findByRole("list", { name: "Plantillas Web" });
    expect(within(list).getAllByRole("article")).toHaveLength(24);
    expect(within(list).getAllByRole("article")[0]).toHaveAccessibleName("Plantilla 30");
    const stats = screen.getByRole("region", { name: "Resumen de plantillas" });
    const stat = (label: string) => within(stats).getByText(label).closest("[data-slot=stat-card]");
    expect(await within(stats).findByText("20")).toBeInTheDocument();
    expect(stat("Total Plantillas")).toHaveTextContent("30");
    expect(stat("Activas")).toHaveTextContent("20");
    expect(stat("Con GitHub")).toHaveTextContent("15");
    expect(screen.getByText("24 de 30 plantillas")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Mostrar más (6 restantes)" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(30));
    expect(screen.queryByRole("button", { name: /Mostrar más/ })).not.toBeInTheDocument();
    // Read as far as shown, and counted: the whole list never.
    expect(asked.searches!.every((search) => new URLSearchParams(search).has("limit"))).toBe(true);
  });
});
