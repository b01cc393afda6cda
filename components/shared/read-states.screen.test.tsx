/**
 * @jest-environment jest-fixed-jsdom
 */
import Link from "next/link";
import { screen, within } from "@testing-library/react";
import { api, fail, ok, pending } from "@/tests/support/api-handlers";
import { niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { useNiches } from "@/features/niches";
import { useAllProducts } from "@/features/products";
import { wholeData } from "@/lib/read/read-view";
import { ReadCompanion, ReadStates } from "./read-states";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { nichesQuery } from "@/features/niches";

const NICHES_KEY = serverDataKey(nichesQuery.key);

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niches" }));

const TEXTS = {
  loading: "Cargando nichos...",
  error: "Error al cargar los nichos",
  errorDetail: "No se pudieron cargar los nichos. Por favor, intente de nuevo.",
  retry: "Reintentar",
  toast: "Error al cargar los nichos",
};
const NICHES = [niche({ id: 1, name: "Cafeteras" }), niche({ id: 2, name: "Bicicletas" })];

interface Harness {
  filter?: string;
  onClear?(): void;
  notFound?: string;
  toast?: string;
}

/** A list screen reduced to its states: a name filter, a count over the whole list, the rows. */
function NicheNames({ filter = "", onClear = () => {}, notFound, toast = TEXTS.toast }: Harness) {
  const read = useNiches();
  const shown = (read.data ?? []).filter((n) => n.name.includes(filter));
  const whole = wholeData(read);
  return (
    <ReadStates
      read={read}
      texts={{ ...TEXTS, notFound, toast }}
      errorActions={<Link href="/niches">Volver a Nichos</Link>}
      empty={{ when: read.data?.length === 0, title: "Crea tu primer nicho" }}
      noMatch={{ when: shown.length === 0, title: "Sin resultados", description: "Ningún nicho coincide.", clearLabel: "Limpiar filtros", onClear }}
    >
      {() => (
        <>
          <p>{whole ? `${whole.length} nichos` : "Contando..."}</p>
          <ul aria-label="Nichos">
            {shown.map((n) => (
              <li key={n.id}>{n.name}</li>
            ))}
          </ul>
        </>
      )}
    </ReadStates>
  );
}

/** A screen with no explanation of its own for a failure. */
function NichesWithoutDetail() {
  return (
    <ReadStates read={useNiches()} texts={{ loading: TEXTS.loading, error: TEXTS.error, retry: TEXTS.retry }}>
      {() => null}
    </ReadStates>
  );
}

/** A counter beside the list, from a read of its own: a companion of the list. */
function ProductCount() {
  const products = useAllProducts();
  return (
    <ReadStates read={products} texts={{ loading: "Contando productos...", error: "Error al contar los productos", retry: "Reintentar" }}>
      {(data) => <p>{`${data.length} productos`}</p>}
    </ReadStates>
  );
}

/** A figure that stays on screen whatever its read does (a filter's options, say): it never tells a failure itself. */
function ProductTally() {
  const products = useAllProducts();
  return <p>{products.data ? `${products.data.length} productos` : products.error ? "Sin recuento de productos" : "Contando productos..."}</p>;
}

function NichesWithProductCount() {
  const niches = useNiches();
  return (
    <>
      <ReadCompanion read={niches}>
        <ProductCount />
      </ReadCompanion>
      <NicheNames />
    </>
  );
}

describe("ReadStates", () => {
  it("announces the loading as a status named by the screen's text, and nothing else", async () => {
    server.use(api.niches(pending()));
    renderWithProviders(<NicheNames />);
    expect(await screen.findByRole("status", { name: "Cargando nichos..." })).toHaveTextContent("Cargando nichos...");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Nichos" })).not.toBeInTheDocument();
  });

  it("tells a failure in place and as one toast, and its retry shows the rows once the server answers", async () => {
    server.use(api.niches(fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")));
    const { user } = renderWithProviders(<NicheNames />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error al cargar los nichos")).toBeInTheDocument();
    expect(alert).toHaveTextContent("No se pudieron cargar los nichos. Por favor, intente de nuevo.");
    expect(within(alert).getByRole("link", { name: "Volver a Nichos" })).toHaveAttribute("href", "/niches");
    expect(await findToast("Error al cargar los nichos")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    server.use(api.niches(ok(NICHES)));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    const list = await screen.findByRole("list", { name: "Nichos" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("without an explanation of the screen's own, gives the server's reason under the title", async () => {
    server.use(api.niches(fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")));
    renderWithProviders(<NichesWithoutDetail />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error en el servidor. Inténtalo de nuevo más tarde.");
  });

  it.each([
    ["the panel's proxy gets no answer", 502],
    ["the server is down", 503],
    ["the server answers too late", 504],
  ])("when %s, says the server is unavailable instead of the screen's explanation", async (_, status) => {
    server.use(api.niches(fail(status, "Service Unavailable")));
    renderWithProviders(<NicheNames />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error al cargar los nichos")).toBeInTheDocument();
    expect(alert).toHaveTextContent("No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos.");
    expect(alert).not.toHaveTextContent("intente de nuevo");
    expect(alert).not.toHaveTextContent("Service Unavailable");
    expect(within(alert).getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });

  it("says a record that does not exist is missing, with no retry, only the way back", async () => {
    server.use(api.niches(fail(404, "No encontrado")));
    renderWithProviders(<NicheNames notFound="El nicho no existe o ya fue eliminado." />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("El nicho no existe o ya fue eliminado.")).toBeInTheDocument();
    expect(alert).not.toHaveTextContent("intente de nuevo");
    expect(within(alert).queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Volver a Nichos" })).toBeInTheDocument();
  });

  it("offers no retry for a missing record even without words of the screen's own for it", async () => {
    server.use(api.niches(fail(404, "No encontrado")));
    renderWithProviders(<NicheNames />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error al cargar los nichos")).toBeInTheDocument();
    expect(within(alert).queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
  });

  it("hides what goes with a failed read: one failure on screen, one retry", async () => {
    server.use(api.niches(fail(503, "Base de datos no disponible")), api.allProducts(fail(503, "Base de datos no disponible")));
    const { user } = renderWithProviders(<NichesWithProductCount />);
    const alert = await screen.findByRole("alert");
    expect(screen.queryByText("Contando productos...")).not.toBeInTheDocument();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Reintentar" })).toHaveLength(1);

    server.use(api.niches(ok(NICHES)), api.allProducts(ok([product({ id: 1 }), product({ id: 2 }), product({ id: 3 })])));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("3 productos")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("one retry asks again for every read that failed, not only its own", async () => {
    server.use(api.niches(fail(503, "Base de datos no disponible")), api.allProducts(fail(503, "Base de datos no disponible")));
    const { user } = renderWithProviders(
      <>
        <ProductTally />
        <NicheNames />
      </>,
    );
    const alert = await screen.findByRole("alert");
    expect(await screen.findByText("Sin recuento de productos")).toBeInTheDocument();

    server.use(api.niches(ok(NICHES)), api.allProducts(ok([product({ id: 1 }), product({ id: 2 })])));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("2 productos")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Nichos" })).getAllByRole("listitem")).toHaveLength(2);
  });

  it("says there is nothing yet when the list is empty", async () => {
    server.use(api.niches(ok([])));
    renderWithProviders(<NicheNames />);
    expect(await screen.findByRole("heading", { name: "Crea tu primer nicho" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Nichos" })).not.toBeInTheDocument();
  });

  it("says the filters hide every row, and its button clears them", async () => {
    server.use(api.niches(ok(NICHES)));
    const onClear = jest.fn();
    const { user } = renderWithProviders(<NicheNames filter="Tostadoras" onClear={onClear} />);
    expect(await screen.findByRole("heading", { name: "Sin resultados" })).toBeInTheDocument();
    expect(screen.getByText("Ningún nicho coincide.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it("shows the server's first rows at once and counts only once the whole list is known", async () => {
    server.use(api.niches(ok(NICHES)));
    renderWithProviders(
      <ServerDataProvider value={{ fallback: { [NICHES_KEY]: [NICHES[0]] }, errors: {}, partial: [NICHES_KEY] }}>
        <NicheNames />
      </ServerDataProvider>,
    );
    expect(within(screen.getByRole("list", { name: "Nichos" })).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("Contando...")).toBeInTheDocument();
    expect(await screen.findByText("2 nichos")).toBeInTheDocument();
  });

  it("keeps the rows on screen when a later refresh fails, telling it only as a toast", async () => {
    server.use(api.niches(fail(502, "El servidor no está disponible en este momento.")));
    renderWithProviders(
      <ServerDataProvider value={{ fallback: { [NICHES_KEY]: NICHES }, errors: {}, partial: [] }}>
        <NicheNames toast="No se pudo actualizar la lista de nichos" />
      </ServerDataProvider>,
    );
    expect(await findToast("No se pudo actualizar la lista de nichos")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Nichos" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
