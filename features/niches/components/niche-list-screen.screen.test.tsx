/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from "@testing-library/react";
import { api, fail, ok, pending, type CallCounter } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { router, setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { NicheListScreen } from "./niche-list-screen";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { NICHE_COUNTS, nicheListAsk, nicheListSource, nichesQuery } from "@/features/niches";
import { DEFAULT_QUERY } from "@/features/niches/list-query";
import { listCountsQuery, listPageQuery } from "@/lib/contract/list";

const NICHES_KEY = serverDataKey(nichesQuery.key);
const PAGE_KEY = serverDataKey(listPageQuery(nicheListSource, nicheListAsk(DEFAULT_QUERY)).key);
const COUNTS_KEY = serverDataKey(listCountsQuery(nicheListSource, { active: NICHE_COUNTS.active, withSites: NICHE_COUNTS.withSites }).key);
/** What the server read of an upstream that does not page: a null page and null counts. */
const UNPAGED = { [PAGE_KEY]: null, [COUNTS_KEY]: null };

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

  it("on an upstream that does not page, pages the whole list itself with the same links and counts", async () => {
    const many = Array.from({ length: 60 }, (_, i) => niche({ id: i + 1, name: `Nicho ${String(i + 1).padStart(2, "0")}` }));
    setRoute({ pathname: "/niches", search: "sort=name&page=2" });
    server.use(api.niches(ok(many)));
    renderWithProviders(<NicheListScreen />);
    const list = await screen.findByRole("list", { name: "Gestión de Nichos" });
    expect(within(list).getAllByRole("article")[0]).toHaveAccessibleName("Nicho 49");
    const pages = screen.getByRole("navigation", { name: "Páginas de nichos" });
    expect(pages).toHaveTextContent("Página 2 de 2");
    expect(within(pages).getByRole("link", { name: "Anterior" })).toHaveAttribute("href", "/niches?sort=name");
    expect(await screen.findByTestId("niche-counter")).toHaveTextContent("60 de 60 nichos");
  });

  describe("with the server's first screen", () => {
    it("shows the server's niches at once, before the browser has any answer", async () => {
      server.use(api.niches(pending()));
      renderWithProviders(
        <ServerDataProvider value={{ fallback: { ...UNPAGED, [NICHES_KEY]: NICHES }, errors: {}, partial: [] }}>
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
        <ServerDataProvider value={{ fallback: { ...UNPAGED, [NICHES_KEY]: NICHES }, errors: {}, partial: [NICHES_KEY] }}>
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
        <ServerDataProvider value={{ fallback: {}, errors: { [PAGE_KEY]: { status: 502, detail: null } }, partial: [] }}>
          <NicheListScreen />
        </ServerDataProvider>,
      );
      expect(screen.getByRole("alert")).toHaveTextContent("No se pudieron cargar los nichos. Por favor, intente de nuevo.");
    });
  });

  describe("on an upstream that pages", () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      niche({
        id: i + 1,
        name: `Nicho ${String(i + 1).padStart(2, "0")}`,
        is_active: i % 3 !== 0,
        updated_at: `2026-11-${String(1 + (i % 27)).padStart(2, "0")}T10:00:00`,
        vercel_data: i < 5 ? JSON.stringify({ siteUrl: `https://n${i}.example.com` }) : null,
      }),
    );

    it("shows the URL's page with the server's totals and counters, and never reads the whole list", async () => {
      setRoute({ pathname: "/niches", search: "status=active&sort=name" });
      const calls: CallCounter = { count: 0 };
      server.use(api.pagedNiches(many, calls));
      renderWithProviders(<NicheListScreen />);
      const list = await screen.findByRole("list", { name: "Gestión de Nichos" });
      expect(within(list).getAllByRole("article")[0]).toHaveAccessibleName("Nicho 02");
      expect(await screen.findByTestId("niche-counter")).toHaveTextContent("40 de 60 nichos");
      const stats = screen.getByRole("region", { name: "Estadísticas de nichos" });
      const stat = (label: string) => within(stats).getByText(label).closest("[data-slot=stat-card]");
      await waitFor(() => expect(stat("Nichos Activos")).toHaveTextContent("40"));
      expect(stat("Total Nichos")).toHaveTextContent("60");
      expect(stat("Nichos Inactivos")).toHaveTextContent("20");
      expect(stat("Con Sitios Web")).toHaveTextContent("5");
      // The page (whose total counts the active ones), the whole count and the sites' counter: never the whole list.
      expect(calls.count).toBe(3);
      expect(screen.queryByRole("navigation", { name: "Páginas de nichos" })).not.toBeInTheDocument();
    });

    it("turns a page past the last into the last, replacing the address", async () => {
      setRoute({ pathname: "/niches", search: "status=active&page=3" });
      server.use(api.pagedNiches(many));
      renderWithProviders(<NicheListScreen />);
      await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/niches?status=active", { scroll: false }));
    });

    it("links its pages, and a page's niches come from the server's order", async () => {
      setRoute({ pathname: "/niches", search: "sort=name&page=2" });
      server.use(api.pagedNiches(many));
      renderWithProviders(<NicheListScreen />);
      const list = await screen.findByRole("list", { name: "Gestión de Nichos" });
      expect(within(list).getAllByRole("article")[0]).toHaveAccessibleName("Nicho 49");
      const pages = screen.getByRole("navigation", { name: "Páginas de nichos" });
      expect(pages).toHaveTextContent("Página 2 de 2");
      expect(within(pages).getByRole("link", { name: "Anterior" })).toHaveAttribute("href", "/niches?sort=name");
      expect(await screen.findByTestId("niche-counter")).toHaveTextContent("60 de 60 nichos");
    });

    it("shows the server's page at once, before the browser has any answer", () => {
      server.use(api.niches(pending()));
      const page = { rows: NICHES, total: 2 };
      renderWithProviders(
        <ServerDataProvider value={{ fallback: { [PAGE_KEY]: page, [COUNTS_KEY]: { active: 1, withSites: 0 } }, errors: {}, partial: [] }}>
          <NicheListScreen />
        </ServerDataProvider>,
      );
      expect(screen.getByRole("article", { name: "Cafeteras" })).toBeInTheDocument();
      expect(screen.getByTestId("niche-counter")).toHaveTextContent("2 de 2 nichos");
      expect(screen.queryByText("Cargando nichos...")).not.toBeInTheDocument();
    });
  });
});
