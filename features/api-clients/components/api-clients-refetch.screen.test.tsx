/**
 * @jest-environment jest-fixed-jsdom
 */
// The first screen comes parsed from the server; the browser loads its reads and zod only for the
// refetch that follows. That refetch still reads tolerantly, and a malformed answer still says so in Spanish.
import { screen, within } from "@testing-library/react";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import type { ServerData } from "@/lib/http/server-data-shape";
import { api, ok } from "@/tests/support/api-handlers";
import { apiClient, apiClientsOverview } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { ApiClientsScreen } from "./api-clients-screen";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { apiClientsOverviewQuery, apiClientsQuery, clientListAsk, clientListSource, DEFAULT_SORT } from "@/features/api-clients";
import { listPageQuery } from "@/lib/contract/list";

const CLIENTS_KEY = serverDataKey(apiClientsQuery.key);
// The server asked for the first page, and this upstream does not page: the whole list came instead.
const PAGE_KEY = serverDataKey(listPageQuery(clientListSource, clientListAsk("", DEFAULT_SORT, 0)).key);
const OVERVIEW_KEY = serverDataKey(apiClientsOverviewQuery.key);

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/admin/api-clients" }));

const FIRST_SCREEN: ServerData = {
  fallback: {
    [PAGE_KEY]: null,
    [CLIENTS_KEY]: [apiClient({ id: 1, name: "Sitio de cafeteras", last_used_at: null })],
    [OVERVIEW_KEY]: apiClientsOverview({ total_clients: 1, active_clients: 1 }),
  },
  errors: {},
  partial: [],
};

function renderFromServer(first: ServerData = FIRST_SCREEN) {
  return renderWithProviders(
    <ServerDataProvider value={first}>
      <ApiClientsScreen />
    </ServerDataProvider>,
  );
}

describe("ApiClientsScreen after its server-rendered first screen", () => {
  it("reads the browser's refetch tolerantly: null as absent, a date without a zone as UTC", async () => {
    const wire = { ...apiClient({ id: 1, name: "Sitio renombrado" }), description: null, last_used_at: "2026-11-24T10:00:00" };
    server.use(api.apiClients(ok([wire])), api.apiClientsOverview(ok(apiClientsOverview({ total_clients: 1, active_clients: 1 }))));
    renderFromServer();
    expect(screen.getByText("Sitio de cafeteras")).toBeInTheDocument();
    const row = (await screen.findByText("Sitio renombrado")).closest("tr")!;
    // 10:00 UTC is 11:00 in Madrid, the panel's zone.
    expect(within(row).getByText(/24\/11\/2026.*11:00/)).toBeInTheDocument();
  });

  it("shows a malformed answer to the browser's own read as the Spanish 'unexpected data' error", async () => {
    server.use(api.apiClients(ok({ not: "a list" } as never)), api.apiClientsOverview(ok(apiClientsOverview())));
    jest.spyOn(console, "error").mockImplementation(() => {});
    // The server's read failed: its error shows until the browser's own answer, which is malformed.
    renderFromServer({
      ...FIRST_SCREEN,
      fallback: { [PAGE_KEY]: null, [OVERVIEW_KEY]: FIRST_SCREEN.fallback[OVERVIEW_KEY] },
      errors: { [CLIENTS_KEY]: { status: 502, detail: "El servidor no está disponible en este momento." } },
    });
    expect(await screen.findByText("El servidor respondió con datos inesperados.")).toBeInTheDocument();
    expect(screen.queryByText("El servidor no está disponible en este momento.")).not.toBeInTheDocument();
  });
});
