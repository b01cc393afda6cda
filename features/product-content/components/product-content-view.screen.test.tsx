/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from "@testing-library/react";
import { api, fail, ok, pending } from "@/tests/support/api-handlers";
import { product, productContent } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { CONTENT_ICONS } from "./content-icon-elements";
import { ProductContentView } from "./product-content-view";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/products/30/content", params: { productId: "30" } }));

const MOLINILLO = product({
  id: 30,
  niche_id: 3,
  niche_name: "Cafeteras",
  product_name: "Molinillo manual",
  generation_status: "completed",
});
const LATEST = productContent({
  version: 2,
  title: "El mejor molinillo manual de 2026",
  content: "# El mejor molinillo manual de 2026\n\nMuele café en grano en segundos.",
  content_metadata: { meta_title: "Molinillo manual", seo_score: 82, keywords: ["molinillo", "café"] },
});

function renderView() {
  return renderWithProviders(<ProductContentView productId="30" icons={CONTENT_ICONS} />);
}

describe("ProductContentView", () => {
  it("shows that the content is loading", async () => {
    server.use(api.product(30, pending()), api.latestContent(30, pending()), api.contentVersions(30, pending()));
    renderView();
    expect(await screen.findByRole("status", { name: "Cargando contenido..." })).toBeInTheDocument();
  });

  it("says nothing was generated yet and offers to generate it", async () => {
    server.use(
      api.product(30, ok({ ...MOLINILLO, generation_status: "pending" })),
      api.latestContent(30, fail(404, "Not Found")),
      api.contentVersions(30, ok([])),
    );
    renderView();
    expect(await screen.findByRole("heading", { name: "Sin contenido generado" })).toBeInTheDocument();
    expect(screen.getByText("Este producto aún no tiene contenido generado.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generar Contenido" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/niches/3/products");
  });

  it("tells why the content could not be loaded and leads back to the products", async () => {
    server.use(
      api.product(30, fail(502, "El servidor no está disponible en este momento.")),
      api.latestContent(30, ok(LATEST)),
      api.contentVersions(30, ok([LATEST])),
    );
    const { user } = renderView();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1, name: "Error al cargar contenido" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("No se pudo cargar el contenido del producto. El servidor no está disponible en este momento.");
    // Without the product its niche is unknown: back to the general list.
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/products");

    server.use(api.product(30, ok(MOLINILLO)), api.renderContent(ok({ html: "<p>Muele café en grano en segundos.</p>" })));
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "El mejor molinillo manual de 2026" })).toBeInTheDocument();
  });

  it("offers no retry for a product that does not exist", async () => {
    server.use(
      api.product(30, fail(404, "Producto no encontrado")),
      api.latestContent(30, fail(404, "Not Found")),
      api.contentVersions(30, fail(404, "Not Found")),
    );
    renderView();
    expect(await screen.findByRole("alert")).toHaveTextContent("Producto no encontrado");
    expect(screen.queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
  });

  it("shows the latest version's title, its rendered article and the three views", async () => {
    server.use(
      api.product(30, ok(MOLINILLO)),
      api.latestContent(30, ok(LATEST)),
      api.contentVersions(30, ok([LATEST])),
      api.renderContent(ok({ html: "<h2>Muele café en grano</h2><p>Muele café en grano en segundos.</p>" })),
    );
    renderView();
    expect(await screen.findByRole("heading", { level: 1, name: "El mejor molinillo manual de 2026" })).toBeInTheDocument();
    expect(screen.getByText("Versión 2")).toBeInTheDocument();
    expect(screen.getByText(/· Cafeteras/)).toBeInTheDocument();
    const tabs = screen.getByRole("tablist", { name: "Vistas del contenido" });
    expect(within(tabs).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Vista previa", "Markdown", "Metadatos"]);
    expect(within(tabs).getByRole("tab", { name: "Vista previa" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Muele café en grano" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/niches/3/products");
    // The page's server-rendered icons reach the buttons and links.
    expect(screen.getByRole("link", { name: "Volver" }).querySelector("svg.lucide-arrow-left")).not.toBeNull();
    expect(screen.getAllByRole("button", { name: "Copiar contenido" })[0]!.querySelector("svg.lucide-copy")).not.toBeNull();
  });

  it("links to the product's published article, in a new tab, once the site has it", async () => {
    const articleUrl = "https://sitios.example/sites/cafeteras/molinillo-manual/";
    server.use(
      api.product(30, ok({ ...MOLINILLO, article_url: articleUrl })),
      api.latestContent(30, ok(LATEST)),
      api.contentVersions(30, ok([LATEST])),
      api.renderContent(ok({ html: "<p>Muele café en grano en segundos.</p>" })),
    );
    renderView();
    const link = await screen.findByRole("link", { name: /Ver artículo publicado/ });
    expect(link).toHaveAttribute("href", articleUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it.each([
    ["a product whose article is not published", { article_url: null }],
    ["an upstream that does not say where articles are", {}],
  ])("shows no article link for %s", async (_case, fields) => {
    server.use(
      api.product(30, ok({ ...MOLINILLO, ...fields })),
      api.latestContent(30, ok(LATEST)),
      api.contentVersions(30, ok([LATEST])),
      api.renderContent(ok({ html: "<p>Muele café en grano en segundos.</p>" })),
    );
    renderView();
    expect(await screen.findByRole("heading", { level: 1, name: "El mejor molinillo manual de 2026" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Ver artículo publicado/ })).not.toBeInTheDocument();
  });

  it("says '¡Copiado!', with both marks, once the content is copied", async () => {
    server.use(
      api.product(30, ok(MOLINILLO)),
      api.latestContent(30, ok(LATEST)),
      api.contentVersions(30, ok([LATEST])),
      api.renderContent(ok({ html: "<p>Muele café en grano en segundos.</p>" })),
    );
    const { user } = renderView();
    const [copy] = await screen.findAllByRole("button", { name: "Copiar contenido" });
    await user.click(copy!);
    expect(await screen.findAllByRole("button", { name: "¡Copiado!" })).not.toHaveLength(0);
  });

  it("opens the markdown and metadata views, whose code loads on first use, from the keyboard", async () => {
    server.use(
      api.product(30, ok(MOLINILLO)),
      api.latestContent(30, ok(LATEST)),
      api.contentVersions(30, ok([LATEST])),
      api.renderContent(ok({ html: "<p>Muele café en grano en segundos.</p>" })),
    );
    const { user } = renderView();
    const preview = await screen.findByRole("tab", { name: "Vista previa" });
    await user.click(preview);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Markdown" })).toHaveFocus();
    expect(await screen.findByTestId("content-markdown-source")).toHaveTextContent("Muele café en grano en segundos.");
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByRole("heading", { name: "Metadatos del contenido" })).toBeInTheDocument();
    expect(screen.getByText("Molinillo manual", { selector: "dd, p, span, div" })).toBeInTheDocument();
  });

  it("names the model that wrote a version and the tokens it used, in the metadata view", async () => {
    const written = productContent({
      ...LATEST,
      content_metadata: {
        meta_title: "Molinillo manual",
        model: "gpt-4o-mini",
        usage: { prompt_tokens: 1200, completion_tokens: 2345, total_tokens: 3545 },
      },
    });
    server.use(
      api.product(30, ok(MOLINILLO)),
      api.latestContent(30, ok(written)),
      api.contentVersions(30, ok([written])),
      api.renderContent(ok({ html: "<p>Muele café en grano en segundos.</p>" })),
    );
    const { user } = renderView();
    await user.click(await screen.findByRole("tab", { name: "Metadatos" }));
    const writer = (await screen.findByRole("heading", { name: "Redactado por" })).closest("section")!;
    expect(writer).toHaveTextContent("gpt-4o-mini");
    // Spanish groups thousands from five digits on ("12.345", "3545").
    expect(writer).toHaveTextContent("3545 tokens (1200 de entrada, 2345 de salida)");
  });

  it("opens the version its URL names, and the latest when the URL names none it has", async () => {
    const first = productContent({ version: 1, title: "Molinillo manual: primera guía", content: "# Molinillo manual: primera guía\n\nTexto antiguo." });
    server.use(
      api.product(30, ok(MOLINILLO)),
      api.latestContent(30, ok(LATEST)),
      api.contentVersions(30, ok([LATEST, first])),
      api.renderContent(ok({ html: "<p>Texto antiguo.</p>" })),
    );
    setRoute({ pathname: "/products/30/content", params: { productId: "30" }, search: "version=1" });
    const { unmount } = renderView();
    expect(await screen.findByRole("heading", { level: 1, name: "Molinillo manual: primera guía" })).toBeInTheDocument();
    expect(screen.getByTestId("content-version")).toHaveTextContent("Versión 1");
    unmount();

    setRoute({ pathname: "/products/30/content", params: { productId: "30" }, search: "version=9" });
    renderView();
    expect(await screen.findByRole("heading", { level: 1, name: "El mejor molinillo manual de 2026" })).toBeInTheDocument();
    expect(screen.getByTestId("content-version")).toHaveTextContent("Versión 2");
  });
});
