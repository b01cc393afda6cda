/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from "@testing-library/react";
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
    expect(calls.count).toBe(2);
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
});
