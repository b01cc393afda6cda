import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/request";
import { RealtimeStatusContext } from "@/lib/realtime/realtime-context";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import messages from "@/messages/es.json";
import { DashboardHeader } from "./dashboard-header";
import { RealtimePanel } from "./realtime-panel";


/** The dashboard's connection views as the server sends them, before any script has run. */
function serverHtml(): string {
  return renderToString(
    <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={messages}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RealtimeProvider cacheHandlers={[]}>
          <DashboardHeader onRefresh={async () => {}} />
          <RealtimePanel />
        </RealtimeProvider>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

it("says the connection is being set up until the browser knows, with no reconnect button", () => {
  const html = serverHtml();
  expect(html).toContain(messages.realtime.states.connecting);
  expect(html).toContain(messages.realtime.descriptions.connecting);
  expect(html).not.toContain(messages.realtime.states.disconnected);
  expect(html).not.toContain(messages.dashboard.disconnected);
  expect(html).not.toContain(messages.realtime.descriptions.disconnected);
  expect(html).not.toContain(messages.realtime.reconnect);
});

describe("a failed connection", () => {
  const failed = () =>
    render(
      <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={messages}>
        <RealtimeStatusContext.Provider value={{ status: "error", eventCount: 0, reconnect: () => {} }}>
          <RealtimePanel />
        </RealtimeStatusContext.Provider>
      </NextIntlClientProvider>,
    );
  afterEach(() => jest.restoreAllMocks());

  it("with the browser online, says the server cannot be reached rather than blaming the user's network", () => {
    jest.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    failed();
    expect(screen.getByRole("status")).toHaveTextContent("Error en la conexión de tiempo real: no se puede conectar con el servidor.");
    expect(screen.queryByText(/Verifica tu conexión a internet/)).not.toBeInTheDocument();
  });

  it("with the browser offline, asks the user to check their connection", () => {
    jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    failed();
    expect(screen.getByRole("status")).toHaveTextContent("Error en la conexión de tiempo real. Verifica tu conexión a internet.");
  });
});
