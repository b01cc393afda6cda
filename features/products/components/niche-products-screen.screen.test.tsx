/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { productsPaths } from "@/tests/support/api-paths";
import { api, fail, ok, pending, type CallCounter, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheProductsScreen } from "./niche-products-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const CAFETERAS = niche({ id: 7, name: "Cafeteras", mercado: "España" });
const PRODUCTS = [
  product({ id: 70, niche_id: 7, product_name: "Cafetera italiana de aluminio" }),
  product({ id: 71, niche_id: 7, product_name: "Molinillo manual", generation_status: "failed", error_message: "Límite de la API" }),
];

beforeEach(() => setRoute({ pathname: "/niches/7/products", params: { id: "7" } }));

function renderScreen() {
  return renderWithProviders(<NicheProductsScreen nicheId="7" />);
}

describe("NicheProductsScreen", () => {
  it("shows that the niche's products are loading", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, pending()));
    renderScreen();
    expect(await screen.findByRole("status", { name: "Cargando productos" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Productos de: Cafeteras" })).toBeInTheDocument();
  });

  it("says the niche has no products yet and offers both ways to add them", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok([])));
    renderScreen();
    expect(await screen.findByRole("heading", { name: "No hay productos disponibles" })).toBeInTheDocument();
    expect(screen.getByText("Añade productos uno a uno o importa varios a la vez.")).toBeInTheDocument();
    // The empty state repeats the header's actions.
    expect(screen.getAllByRole("link", { name: "Añadir Producto" })[1]).toHaveAttribute("href", "/niches/7/products/new");
    expect(screen.getAllByRole("button", { name: "Importar Masivamente" })).toHaveLength(2);
    expect(screen.queryByRole("status", { name: "Cargando productos" })).not.toBeInTheDocument();
  });

  it("says the products could not be loaded, and 'Reintentar' asks again and shows them", async () => {
    const calls: CallCounter = { count: 0 };
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, fail(500, "Error en el servidor. Inténtalo de nuevo más tarde."), calls));
    const { user } = renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al cargar productos");
    expect(alert).toHaveTextContent("No se pudieron cargar los productos. Por favor, intente de nuevo.");
    expect(await findToast("Error al cargar los productos")).toBeInTheDocument();
    expect(calls.count).toBe(1);

    server.use(api.nicheProducts(7, ok(PRODUCTS), calls));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { name: "Cafetera italiana de aluminio" })).toBeInTheDocument();
    // The page asked again; its answer, with no total, says the upstream does not page: the whole list follows.
    expect(calls.count).toBe(3);
    expect(screen.queryByText("No se pudieron cargar los productos. Por favor, intente de nuevo.")).not.toBeInTheDocument();
  });

  it("lists the niche's products with their status, newest first, under the niche's market", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok(PRODUCTS)));
    renderScreen();
    const list = await screen.findByRole("list", { name: "Productos del nicho" });
    const [newest, oldest] = within(list).getAllByRole("listitem");
    expect(within(newest).getByRole("heading", { name: "Molinillo manual" })).toBeInTheDocument();
    expect(newest).toHaveTextContent("Límite de la API");
    expect(within(oldest).getByRole("heading", { name: "Cafetera italiana de aluminio" })).toBeInTheDocument();
    expect(oldest).toHaveTextContent("Pendiente");
    expect(screen.getByText("2 de 2 productos disponibles")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Mercado" })).toHaveTextContent("España");
  });

  it("shows a paging upstream's list a page at a time, with the true totals and links to the other pages", async () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      product({ id: i + 1, niche_id: 7, product_name: `Producto ${i + 1}`, generation_status: i % 10 === 0 ? "error" : "pending" }),
    );
    server.use(api.niche(7, ok(CAFETERAS)), api.pagedNicheProducts(7, many));
    renderScreen();
    const list = await screen.findByRole("list", { name: "Productos del nicho" });
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Producto 50");
    expect(screen.getByText("50 de 50 productos disponibles")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Páginas de productos" });
    expect(pages).toHaveTextContent("Página 1 de 2");
    expect(within(pages).getByRole("link", { name: "Siguiente" })).toHaveAttribute("href", "/niches/7/products?page=2");
  });

  it("a page that fails to load is told as a failure with its retry, never shown with the previous page's products", async () => {
    const many = Array.from({ length: 50 }, (_, i) => product({ id: i + 1, niche_id: 7, product_name: `Producto ${i + 1}` }));
    server.use(api.niche(7, ok(CAFETERAS)), api.pagedNicheProducts(7, many));
    const { rerender, user } = renderScreen();
    const list = await screen.findByRole("list", { name: "Productos del nicho" });
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Producto 50");

    // The server is down when the user turns to the second page.
    server.use(api.nicheProducts(7, fail(503, "Service Unavailable")));
    setRoute({ pathname: "/niches/7/products", params: { id: "7" }, search: "page=2" });
    rerender(<NicheProductsScreen nicheId="7" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor");
    expect(screen.queryByText("Producto 50")).not.toBeInTheDocument();
    expect(screen.queryByText(/Página 2 de 2/)).not.toBeInTheDocument();

    server.use(api.pagedNicheProducts(7, many));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Producto 2")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Páginas de productos" })).toHaveTextContent("Página 2 de 2");
  });

  it("while the next page is read, keeps the last page's cards marked busy and says the page is loading", async () => {
    const many = Array.from({ length: 50 }, (_, i) => product({ id: i + 1, niche_id: 7, product_name: `Producto ${i + 1}` }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // The second page's answer waits; anything else is answered at once by the paging upstream below.
      http.get(productsPaths.ofNiche(7), async ({ request }) => {
        if (new URL(request.url).searchParams.get("skip") === "48") await held;
      }),
      api.niche(7, ok(CAFETERAS)),
      api.pagedNicheProducts(7, many),
    );
    const { rerender } = renderScreen();
    const list = await screen.findByRole("list", { name: "Productos del nicho" });
    const region = screen.getByRole("region", { name: "Productos del nicho" });
    const pages = screen.getByRole("navigation", { name: "Páginas de productos" });
    expect(region).toHaveAttribute("aria-busy", "false");

    act(() => setRoute({ pathname: "/niches/7/products", params: { id: "7" }, search: "page=2" }));
    rerender(<NicheProductsScreen nicheId="7" />);
    await waitFor(() => expect(region).toHaveAttribute("aria-busy", "true"));
    expect(pages).toHaveTextContent("Cargando página 2 de 2…");
    expect(within(list).getAllByRole("listitem")).toHaveLength(48);

    release();
    await waitFor(() => expect(region).toHaveAttribute("aria-busy", "false"));
    expect(pages).toHaveTextContent("Página 2 de 2");
    expect(within(screen.getByRole("list", { name: "Productos del nicho" })).getAllByRole("listitem")).toHaveLength(2);
  });

  it("asks a paging upstream for the URL's page and status, 'Con errores' taking 'error' too", async () => {
    setRoute({ pathname: "/niches/7/products", params: { id: "7" }, search: "status=failed&page=1" });
    const many = Array.from({ length: 50 }, (_, i) =>
      product({ id: i + 1, niche_id: 7, product_name: `Producto ${i + 1}`, generation_status: i % 10 === 0 ? "error" : "pending" }),
    );
    server.use(api.niche(7, ok(CAFETERAS)), api.pagedNicheProducts(7, many));
    renderScreen();
    expect(await screen.findByText("5 de 50 productos disponibles")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Productos del nicho" });
    expect(within(list).getAllByRole("listitem").map((item) => item.querySelector("h3")?.textContent)).toEqual(
      ["Producto 41", "Producto 31", "Producto 21", "Producto 11", "Producto 1"],
    );
    expect(screen.queryByRole("navigation", { name: "Páginas de productos" })).not.toBeInTheDocument();
  });

  it("labels its search with what it matches", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok(PRODUCTS)));
    const { user } = renderScreen();
    await screen.findByRole("heading", { name: "Molinillo manual" });
    await user.type(screen.getByRole("searchbox", { name: "Buscar por URL, título o ASIN" }), "molinillo");
    const list = screen.getByRole("list", { name: "Productos del nicho" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("heading", { name: "Molinillo manual" })).toBeInTheDocument();
  });

  it("once its niche is found deleted, says so and offers no way to add products", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok(PRODUCTS)));
    renderScreen();
    expect(await screen.findByRole("heading", { level: 1, name: "Productos de: Cafeteras" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Importar Masivamente" })).toBeInTheDocument();

    server.use(api.niche(7, fail(404, "Nicho no encontrado")), api.nicheProducts(7, fail(404, "Nicho no encontrado")));
    // The user comes back to the tab a while later: its reads are asked again.
    const later = Date.now() + 60_000;
    jest.spyOn(Date, "now").mockReturnValue(later);
    window.dispatchEvent(new Event("focus"));
    expect(await screen.findByRole("heading", { level: 1, name: "El nicho no existe o ya fue eliminado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a Nichos" })).toHaveAttribute("href", "/niches");
    expect(screen.queryByRole("button", { name: "Importar Masivamente" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Añadir Producto" })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("names each line that cannot be imported with its own reason, refuses to send them, and removes them on request", async () => {
    const post: RequestRecorder = { bodies: [] };
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok([])), api.importProducts(7, ok({}), post));
    const { user } = renderScreen();
    await user.click((await screen.findAllByRole("button", { name: "Importar Masivamente" }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Importar productos masivamente" });
    const box = within(dialog).getByLabelText("URLs o ASIN");
    expect(box).toHaveAttribute("placeholder", expect.stringContaining("https://amazon.es/dp/"));
    await user.click(box);
    await user.paste(
      [
        "https://www.amazon.es/dp/B000000001",
        "https://www.amazon.com/dp/B000000002",
        "esto no es una url",
        "https://www.amazon.es/gp/bestsellers",
        "B000000003",
      ].join("\n"),
    );

    expect(within(dialog).getByText(/URLs detectadas/)).toHaveTextContent("URLs detectadas: 2/");
    const problems = within(dialog).getByRole("list", { name: "3 líneas no se pueden importar" });
    expect(within(problems).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Línea 2: Este enlace es de Amazon Estados Unidos (amazon.com); el nicho vende en Amazon España (amazon.es)",
      "Línea 3: La URL debe ser de Amazon (amazon.com, amazon.es, etc.)",
      "Línea 4: Este enlace es de Amazon, pero no es la página de un producto: abre el producto y copia su dirección (lleva /dp/ y el código ASIN)",
    ]);
    expect(dialog).not.toHaveTextContent(/no son URLs de Amazon/);

    await user.click(within(dialog).getByRole("button", { name: "Importar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Corrige o quita las líneas que no se pueden importar.");
    expect(post.bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Quitar esas líneas" }));
    expect(box).toHaveValue("https://www.amazon.es/dp/B000000001\nB000000003");
    expect(within(dialog).queryByRole("list", { name: /no se pueden importar/ })).not.toBeInTheDocument();
  });

  it("says in the singular that one product was imported", async () => {
    server.use(
      api.niche(7, ok(CAFETERAS)),
      api.nicheProducts(7, ok([])),
      api.importProducts(7, ok({ successfully_imported: 1, failed_imports: 0, errors: [], products: [] })),
    );
    const { user } = renderScreen();
    await user.click((await screen.findAllByRole("button", { name: "Importar Masivamente" }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Importar productos masivamente" });
    await user.type(within(dialog).getByLabelText("URLs o ASIN"), "B000000001");
    await user.click(within(dialog).getByRole("button", { name: "Importar" }));
    expect(await findToast("1 producto importado exitosamente")).toBeInTheDocument();
  });
});
