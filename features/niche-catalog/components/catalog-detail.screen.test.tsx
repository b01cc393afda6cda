/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from "@testing-library/react";
import { api, fail, ok, pending, type CallCounter } from "@/tests/support/api-handlers";
import { catalogItem } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { CatalogDetail } from "./catalog-detail";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niche-catalog/4", params: { id: "4" } }));

const TIENDA = catalogItem({
  id: 4,
  name: "Tienda Minimal",
  description: "Una tienda sencilla y rápida.",
  images: ["/uploads/tienda-1.png", "/uploads/tienda-2.png"],
  github_url: "https://github.com/ejemplo/tienda-minimal",
});

describe("CatalogDetail", () => {
  it("shows that the web template is loading", async () => {
    server.use(api.catalogItem(4, pending()));
    renderWithProviders(<CatalogDetail id="4" />);
    expect(await screen.findByRole("status")).toHaveTextContent("Cargando plantilla web...");
  });

  it("says the web template does not exist, with no retry but the way back", async () => {
    server.use(api.catalogItem(4, fail(404, "Not Found")));
    renderWithProviders(<CatalogDetail id="4" />);
    expect(await screen.findByRole("heading", { level: 1, name: "No se encontró el elemento solicitado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al Catálogo" })).toHaveAttribute("href", "/niche-catalog");
    expect(screen.queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
  });

  it("shows the server's reason when loading fails, and 'Reintentar' loads the template", async () => {
    const calls: CallCounter = { count: 0 };
    server.use(api.catalogItem(4, fail(500, "Error en el servidor. Inténtalo de nuevo más tarde."), calls));
    const { user } = renderWithProviders(<CatalogDetail id="4" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudo cargar el elemento del catálogo");
    expect(alert).toHaveTextContent("Error en el servidor. Inténtalo de nuevo más tarde.");

    server.use(api.catalogItem(4, ok(TIENDA), calls));
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Tienda Minimal" })).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the template's preview, description, repository and gallery", async () => {
    server.use(api.catalogItem(4, ok(TIENDA)));
    renderWithProviders(<CatalogDetail id="4" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Tienda Minimal" })).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Vista previa de Tienda Minimal" })[0]).toHaveAttribute("src", "/uploads/tienda-1.png");
    expect(screen.getByText("Una tienda sencilla y rápida.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "https://github.com/ejemplo/tienda-minimal" })).toHaveAttribute(
      "href",
      "https://github.com/ejemplo/tienda-minimal",
    );
    expect(screen.getByRole("heading", { name: "Galería" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Editar" })).toHaveAttribute("href", "/niche-catalog/edit/4");
  });

  it("says what a template without description or repository lacks", async () => {
    server.use(api.catalogItem(4, ok({ ...TIENDA, description: null, github_url: null, images: [] })));
    renderWithProviders(<CatalogDetail id="4" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Tienda Minimal" })).toBeInTheDocument();
    expect(screen.getByText("Sin imagen de vista previa")).toBeInTheDocument();
    expect(screen.getByText("No hay descripción disponible")).toBeInTheDocument();
    expect(screen.getByText("No hay repositorio de GitHub configurado")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Galería" })).not.toBeInTheDocument();
  });
});
