/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from "@testing-library/react";
import { api, fail, file, ok, pending } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheDetailScreen } from "./niche-detail-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niches/5", params: { id: "5" } }));

const CAFETERAS = niche({
  id: 5,
  name: "Cafeteras",
  slug: "cafeteras",
  affiliate_tag: "cafeteras-21",
  keywords: "espresso, moka",
  mercado: "España",
  client_id: null,
  client_secret: null,
});

describe("NicheDetailScreen", () => {
  it("shows that the niche is loading", async () => {
    server.use(api.niche(5, pending()));
    renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("status")).toHaveTextContent("Cargando información del nicho...");
  });

  it("says the niche could not be loaded, offers to ask again and leads back to the list", async () => {
    server.use(api.niche(5, fail(502, "El servidor no está disponible en este momento.")));
    const { user } = renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se pudo cargar la información del nicho. Por favor, intente de nuevo.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Error al cargar los datos del nicho" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a Nichos" })).toHaveAttribute("href", "/niches");
    expect(await findToast("Error al cargar los datos del nicho")).toBeInTheDocument();

    server.use(api.niche(5, ok(CAFETERAS)));
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
  });

  it("says a niche that does not exist is missing, without asking to try again", async () => {
    server.use(api.niche(5, fail(404, "Nicho no encontrado")));
    renderWithProviders(<NicheDetailScreen id="5" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("El nicho no existe o ya fue eliminado");
    expect(alert).not.toHaveTextContent("intente de nuevo");
    expect(screen.queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Volver a Nichos" })).toHaveAttribute("href", "/niches");
  });

  it("says the server is unavailable when it is down, and offers to ask again", async () => {
    server.use(api.niche(5, fail(503, "Service Unavailable")));
    renderWithProviders(<NicheDetailScreen id="5" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
    expect(within(alert).getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });

  it("does not ask for an id that is not a number: it names no niche", async () => {
    renderWithProviders(<NicheDetailScreen id="abc" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("El nicho no existe o ya fue eliminado");
    expect(alert).not.toHaveTextContent("intente de nuevo");
  });

  it("shows the niche's name, status, market and its empty sections", async () => {
    server.use(api.niche(5, ok(CAFETERAS)));
    renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
    expect(screen.getByText("Mercado: 🇪🇸 España")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Palabras clave" })).toHaveTextContent("espressomoka");
    expect(screen.getByRole("link", { name: "Ver Productos" })).toHaveAttribute("href", "/niches/5/products");
    expect(screen.getByRole("link", { name: "Editar Nicho" })).toHaveAttribute("href", "/niches/edit/5");
    // No site deployed yet: the site button is there but disabled.
    expect(screen.getByRole("button", { name: "Ver Sitio Web" })).toBeDisabled();
    // What the niche does not have yet is said, not left blank.
    expect(screen.getByText("Este nicho aún no tiene credenciales de API Client.")).toBeInTheDocument();
    expect(screen.getByText("No hay servicios de Google configurados.")).toBeInTheDocument();
  });
});

describe("Descargar sitio", () => {
  const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

  /** What the browser is handed to save: the anchor's file name and the file itself. */
  function watchSaves() {
    const saved: { name: string; file: Blob }[] = [];
    const files = new Map<string, Blob>();
    jest.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      const url = `blob:test/${files.size}`;
      files.set(url, blob as Blob);
      return url;
    });
    jest.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, file: files.get(this.href)! });
    });
    return saved;
  }

  afterEach(() => jest.restoreAllMocks());

  it("is not offered by an upstream that does not say it has the export", async () => {
    server.use(api.niche(5, ok(CAFETERAS)));
    renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Descargar sitio" })).not.toBeInTheDocument();
  });

  it("is not offered when the upstream says the niche has no export", async () => {
    server.use(api.niche(5, ok({ ...CAFETERAS, site_export_available: false })));
    renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Descargar sitio" })).not.toBeInTheDocument();
  });

  it("saves the site's ZIP under the name the upstream gives it", async () => {
    const saved = watchSaves();
    server.use(api.niche(5, ok({ ...CAFETERAS, site_export_available: true })), api.siteExport(5, file(ZIP, "application/zip", "cafeteras-sitio.zip")));
    const { user } = renderWithProviders(<NicheDetailScreen id="5" />);
    await user.click(await screen.findByRole("button", { name: "Descargar sitio" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe("cafeteras-sitio.zip");
    expect(new Uint8Array(await saved[0].file.arrayBuffer())).toEqual(ZIP);
    expect(screen.getByRole("button", { name: "Descargar sitio" })).toBeEnabled();
  });

  it.each([
    [404, "Not Found"],
    [503, "Service Unavailable"],
  ])("says so in Spanish when the upstream answers %i, and saves nothing", async (status, detail) => {
    const saved = watchSaves();
    server.use(api.niche(5, ok({ ...CAFETERAS, site_export_available: true })), api.siteExport(5, fail(status, detail)));
    const { user } = renderWithProviders(<NicheDetailScreen id="5" />);
    await user.click(await screen.findByRole("button", { name: "Descargar sitio" }));
    expect(await findToast("Error al descargar el sitio")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
