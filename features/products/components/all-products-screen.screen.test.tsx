/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { NICHES_PATH } from "@/tests/support/api-paths";
import { api, fail, ok, pending, type CallCounter } from "@/tests/support/api-handlers";
import { niche, product, productContent } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { AllProductsScreen } from "./all-products-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/products" }));

const CAFETERAS = niche({ id: 1, name: "Cafeteras" });
const PRODUCTS = [
  product({ id: 10, niche_id: 1, niche_name: "Cafeteras", niche_slug: "cafeteras", product_name: "Cafetera italiana de aluminio" }),
  product({
    id: 11,
    niche_id: 1,
    niche_name: "Cafeteras",
    niche_slug: "cafeteras",
    product_name: "Molinillo manual",
    generation_status: "completed",
  }),
];

describe("AllProductsScreen", () => {
  it("shows that the products are loading while the list is on its way", async () => {
    server.use(api.allProducts(pending()), api.niches(ok([CAFETERAS])));
    renderWithProviders(<AllProductsScreen />);
    const status = await screen.findByRole("status", { name: "Cargando productos" });
    expect(status).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Todos los Productos" })).toBeInTheDocument();
  });

  it("says the inventory is waiting when there are no products, with the way to create the first niche", async () => {
    server.use(api.allProducts(ok([])), api.niches(ok([])));
    renderWithProviders(<AllProductsScreen />);
    expect(await screen.findByRole("heading", { name: "Tu inventario está esperando" })).toBeInTheDocument();
    expect(screen.getByText("Crea un nicho y añade productos de Amazon para empezar a generar contenido.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear primer nicho" })).toHaveAttribute("href", "/niches");
    // The hint cards load with the empty state.
    for (const hint of ["Crear Nichos", "Agregar Productos", "Generar Contenido"]) {
      expect(await screen.findByRole("heading", { name: hint })).toBeInTheDocument();
    }
    expect(screen.queryByRole("status", { name: "Cargando productos" })).not.toBeInTheDocument();
  });

  it("tells the list failed, in place and as a toast, and 'Reintentar' shows the products once the server answers", async () => {
    server.use(api.allProducts(fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")), api.niches(ok([CAFETERAS])));
    const { user } = renderWithProviders(<AllProductsScreen />);
    expect(await findToast("Error al cargar productos")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar los productos. Por favor, intente de nuevo.");
    expect(screen.queryByRole("status", { name: "Cargando productos" })).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Lista de productos" })).not.toBeInTheDocument();

    server.use(api.allProducts(ok(PRODUCTS)), api.latestContent(11, ok(productContent({ version: 1, title: "Molinillo manual" }))));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    const list = await screen.findByRole("list", { name: "Lista de productos" });
    expect(within(list).getByRole("heading", { name: "Cafetera italiana de aluminio" })).toBeInTheDocument();
  });

  it("with a niche in the URL and the niche list failing, tells the list failed, and 'Reintentar' shows that niche's products", async () => {
    setRoute({ pathname: "/products", search: "niche=cafeteras" });
    server.use(api.pagedAllProducts(PRODUCTS), api.niches(fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")));
    const { user } = renderWithProviders(<AllProductsScreen />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar los productos. Por favor, intente de nuevo.");
    expect(screen.queryByRole("status", { name: "Cargando productos" })).not.toBeInTheDocument();

    server.use(api.niches(ok([CAFETERAS])));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    const list = await screen.findByRole("list", { name: "Lista de productos" });
    expect(within(list).getByRole("heading", { name: "Cafetera italiana de aluminio" })).toBeInTheDocument();
  });

  it("in an outage says the server is unavailable, leaves no counter loading beside it, and one retry brings everything back", async () => {
    server.use(api.allProducts(fail(503, "Service Unavailable")), api.niches(fail(503, "Service Unavailable")));
    const { user } = renderWithProviders(<AllProductsScreen />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al cargar productos");
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
    expect(screen.queryByRole("region", { name: "Resumen de productos" })).not.toBeInTheDocument();
    expect(document.querySelector("[aria-busy=true], [data-slot=skeleton]")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Reintentar" })).toHaveLength(1);

    // The niche filter's list failed too: the same retry asks for it again.
    const nicheCalls: CallCounter = { count: 0 };
    server.use(
      api.allProducts(ok(PRODUCTS)),
      api.niches(ok([CAFETERAS]), nicheCalls),
      api.latestContent(11, ok(productContent({ version: 1, title: "Molinillo manual" }))),
    );
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("list", { name: "Lista de productos" })).toBeInTheDocument();
    const stats = screen.getByRole("region", { name: "Resumen de productos" });
    expect(within(stats).getByText("Total Productos").closest("[data-slot=stat-card]")).toHaveTextContent("2");
    // The cards' niches by id, then the whole list, as this upstream does not filter niches by id.
    await waitFor(() => expect(nicheCalls.count).toBe(2));
  });

  it("'Actualizar' in the header asks again too", async () => {
    server.use(api.allProducts(fail(502, "El servidor no está disponible en este momento.")), api.niches(ok([CAFETERAS])));
    const { user } = renderWithProviders(<AllProductsScreen />);
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    server.use(api.allProducts(ok(PRODUCTS)), api.latestContent(11, ok(productContent({ version: 1, title: "Molinillo manual" }))));
    await user.click(screen.getByRole("button", { name: "Actualizar" }));
    expect(await screen.findByRole("list", { name: "Lista de productos" })).toBeInTheDocument();
  });

  it("shows every product as a card with its status and niche, newest first", async () => {
    server.use(
      api.allProducts(ok(PRODUCTS)),
      api.niches(ok([CAFETERAS])),
      api.latestContent(11, ok(productContent({ version: 2, title: "El mejor molinillo manual de 2026" }))),
    );
    renderWithProviders(<AllProductsScreen />);
    const list = await screen.findByRole("list", { name: "Lista de productos" });
    const [newest, oldest] = within(list).getAllByRole("listitem");
    // A completed card titles itself with its generated content once that arrives.
    expect(await within(newest).findByRole("heading", { name: "El mejor molinillo manual de 2026" })).toBeInTheDocument();
    expect(newest).toHaveTextContent("Completado");
    expect(within(oldest).getByRole("heading", { name: "Cafetera italiana de aluminio" })).toBeInTheDocument();
    expect(oldest).toHaveTextContent("Pendiente");
    expect(within(oldest).getByRole("link", { name: /Cafeteras/ })).toHaveAttribute("href", "/niches/1/products");
    expect(screen.getAllByText("2 de 2 productos").length).toBeGreaterThan(0);
  });

  it("offers a pending card 'Generar', not an empty content page or 'Regenerar'; a completed one its content and 'Regenerar'", async () => {
    server.use(api.allProducts(ok(PRODUCTS)), api.niches(ok([CAFETERAS])), api.latestContent(11, ok(productContent({ version: 1, title: "Molinillo manual" }))));
    renderWithProviders(<AllProductsScreen />);
    const list = await screen.findByRole("list", { name: "Lista de productos" });
    const [completed, pendingCard] = within(list).getAllByRole("listitem");
    expect(within(pendingCard).getByRole("button", { name: "Generar" })).toBeInTheDocument();
    expect(within(pendingCard).queryByRole("link", { name: "Ver Contenido" })).not.toBeInTheDocument();
    expect(within(pendingCard).queryByRole("button", { name: "Regenerar" })).not.toBeInTheDocument();
    expect(within(completed).getByRole("link", { name: "Ver Contenido" })).toHaveAttribute("href", "/products/11/content");
    expect(within(completed).getByRole("button", { name: "Regenerar" })).toBeInTheDocument();
    expect(within(completed).queryByRole("button", { name: "Generar" })).not.toBeInTheDocument();
  });

  it("on a paging upstream shows the URL's page for its niche, and counts the whole inventory without reading it", async () => {
    const TES = niche({ id: 2, name: "Teteras", slug: "teteras" });
    const rows = Array.from({ length: 120 }, (_, i) =>
      product({
        id: i + 1,
        niche_id: i % 2 ? 2 : 1,
        niche_name: i % 2 ? "Teteras" : "Cafeteras",
        niche_slug: i % 2 ? "teteras" : "cafeteras",
        product_name: `Producto ${i + 1}`,
        generation_status: i < 30 ? "completed" : "pending",
      }),
    );
    setRoute({ pathname: "/products", search: "niche=teteras&page=2" });
    const calls: CallCounter = { count: 0 };
    server.use(api.pagedAllProducts(rows, calls), api.niches(ok([CAFETERAS, TES])));
    renderWithProviders(<AllProductsScreen />);
    const list = await screen.findByRole("list", { name: "Lista de productos" });
    // Teteras holds the 60 even ids; its second page starts at its 49th newest.
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Producto 24");
    const stats = screen.getByRole("region", { name: "Resumen de productos" });
    const stat = (label: string) => within(stats).getByText(label).closest("[data-slot=stat-card]");
    await waitFor(() => expect(stat("Total Productos")).toHaveTextContent("120"));
    expect(stat("Filtrados")).toHaveTextContent("60");
    expect(stat("Pendientes")).toHaveTextContent("90");
    expect(stat("Completados")).toHaveTextContent("30");
    const pages = screen.getByRole("navigation", { name: "Páginas de productos" });
    expect(pages).toHaveTextContent("Página 2 de 2");
    expect(within(pages).getByRole("link", { name: "Anterior" })).toHaveAttribute("href", "/products?niche=teteras");
    expect(within(pages).getByRole("button", { name: "Siguiente" })).toBeDisabled();
    // A page, the whole count and two status counts: never the whole list.
    expect(calls.count).toBe(4);
  });

  describe("words, filters and counters agree: a status filter lists what its word and its counter name, as a niche's page does", () => {
    const statuses = ["pending", "processing", "generating", "completed", "failed", "error"] as const;
    const rows = statuses.map((generation_status, i) =>
      product({ id: i + 1, niche_id: 1, niche_name: "Cafeteras", niche_slug: "cafeteras", product_name: `Producto ${generation_status}`, generation_status }),
    );
    it.each([
      // An older link's raw status is read as its group.
      ["status=failed", "Error", ["Producto error", "Producto failed"]],
      ["status=processing", "Generando...", ["Producto generating", "Producto processing"]],
      ["status=generating", "Generando...", ["Producto generating", "Producto processing"]],
      ["status=pending", "Pendiente", ["Producto pending"]],
    ])("?%s: the select says %s and the cards are %j, each under that word", async (search, word, names) => {
      setRoute({ pathname: "/products", search });
      server.use(api.pagedAllProducts(rows), api.niches(ok([CAFETERAS])));
      renderWithProviders(<AllProductsScreen />);
      const list = await screen.findByRole("list", { name: "Lista de productos" });
      const items = within(list).getAllByRole("listitem");
      expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual(names);
      for (const item of items) expect(item).toHaveTextContent(word);
      const select = screen.getByRole("combobox", { name: "Estado" });
      expect(within(select).getByRole("option", { selected: true })).toHaveTextContent(word);
      expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Todos los estados", "Pendiente", "Generando...", "Completado", "Error"]);
      const stats = screen.getByRole("region", { name: "Resumen de productos" });
      const stat = (label: string) => within(stats).getByText(label).closest("[data-slot=stat-card]");
      await waitFor(() => expect(stat("Pendientes")).toHaveTextContent("1"));
      expect(stat("Filtrados")).toHaveTextContent(String(names.length));
      expect(stat("Completados")).toHaveTextContent("1");
    });
  });

  it("a niche in the URL that is gone (deleted, or its address changed) is named as gone, not only 'Sin resultados'", async () => {
    setRoute({ pathname: "/products", search: "niche=cafeteras-antiguas" });
    server.use(api.pagedAllProducts(PRODUCTS), api.pagedNiches([CAFETERAS]));
    renderWithProviders(<AllProductsScreen />);
    expect(await screen.findByText("No hay ningún nicho «cafeteras-antiguas»: se eliminó o cambió de dirección. Elige otro nicho o quita el filtro.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Sin resultados para estos filtros" })).toBeInTheDocument();
  });

  it("on an upstream that pages niches too, finds the URL's niche by slug and the cards' sites by id, never reading every niche", async () => {
    const TES = niche({ id: 2, name: "Teteras", slug: "teteras", vercel_data: JSON.stringify({ siteUrl: "https://teteras.example.com" }) });
    const rows = [3, 2, 1].map((id) => product({ id, niche_id: 2, product_name: `Tetera ${id}` }));
    setRoute({ pathname: "/products", search: "niche=teteras" });
    const asked: CallCounter = { count: 0, searches: [] };
    server.use(api.pagedAllProducts(rows), api.pagedNiches([CAFETERAS, TES], asked));
    renderWithProviders(<AllProductsScreen />);
    const list = await screen.findByRole("list", { name: "Lista de productos" });
    const first = within(list).getAllByRole("listitem")[0];
    expect(first).toHaveTextContent("Tetera 3");
    expect(await within(first).findByRole("link", { name: /teteras/ })).toHaveAttribute("href", "https://teteras.example.com/");
    expect(screen.getByRole("combobox", { name: "Nicho" })).toHaveValue("Teteras");
    expect(asked.searches!.length).toBeGreaterThan(0);
    expect(asked.searches!.every((search) => new URLSearchParams(search).has("limit"))).toBe(true);
  });

  it("says the niche filter's niches are loading while 'Todos los nichos' is its only option", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.pagedAllProducts(PRODUCTS),
      // The cards' niches answer at once; the select's search by name waits.
      http.get(NICHES_PATH, async ({ request }) => {
        if (new URL(request.url).searchParams.get("sort") === "name") await answered;
        return HttpResponse.json([CAFETERAS] as never, { headers: { "x-total-count": "1" } });
      }),
    );
    renderWithProviders(<AllProductsScreen />);
    await screen.findByRole("list", { name: "Lista de productos" });
    await userEvent.click(screen.getByRole("combobox", { name: "Nicho" }));
    // The list (drawn as it scrolls, so jsdom shows no rows) holds only "Todos los nichos" meanwhile.
    const list = await screen.findByRole("listbox", { name: "Nicho" });
    const popup = list.parentElement!;
    expect(within(popup).getByRole("status")).toHaveTextContent("Cargando...");
    answer();
    await waitFor(() => expect(within(popup).queryByRole("status")).not.toBeInTheDocument());
  });
});
