/**
 * @jest-environment jest-fixed-jsdom
 */
import Link from "next/link";
import { screen, within } from "@testing-library/react";
import { api, fail, ok, pending } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { NICHES_PATH } from "@/features/niches/paths";
import { useNiches } from "@/features/niches";
import { wholeData } from "@/lib/read/read-view";
import { ReadStates } from "./read-states";

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
  retryable?: boolean;
  toast?: string;
}

/** A list screen reduced to its states: a name filter, a count over the whole list, the rows. */
function NicheNames({ filter = "", onClear = () => {}, retryable = true, toast = TEXTS.toast }: Harness) {
  const read = useNiches();
  const shown = (read.data ?? []).filter((n) => n.name.includes(filter));
  const whole = wholeData(read);
  return (
    <ReadStates
      read={read}
      texts={{ ...TEXTS, toast }}
      retryable={retryable}
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

describe("ReadStates", () => {
  it("announces the loading as a status named by the screen's text, and nothing else", async () => {
    server.use(api.niches(pending()));
    renderWithProviders(<NicheNames />);
    expect(await screen.findByRole("status", { name: "Cargando nichos..." })).toHaveTextContent("Cargando nichos...");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Nichos" })).not.toBeInTheDocument();
  });

  it("tells a failure in place and as one toast, and its retry shows the rows once the server answers", async () => {
    server.use(api.niches(fail(502, "El servidor no está disponible en este momento.")));
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

  it("offers no retry where asking again could only fail the same way, only the way back", async () => {
    server.use(api.niches(fail(404, "No encontrado")));
    renderWithProviders(<NicheNames retryable={false} />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Volver a Nichos" })).toBeInTheDocument();
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
      <ServerDataProvider value={{ fallback: { [NICHES_PATH]: [NICHES[0]] }, errors: {}, partial: [NICHES_PATH] }}>
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
      <ServerDataProvider value={{ fallback: { [NICHES_PATH]: NICHES }, errors: {}, partial: [] }}>
        <NicheNames toast="No se pudo actualizar la lista de nichos" />
      </ServerDataProvider>,
    );
    expect(await findToast("No se pudo actualizar la lista de nichos")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Nichos" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
