import { render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { RealtimeStatusContext } from "@/lib/realtime/realtime-context";
import type { RealtimeStatus } from "@/lib/realtime/hooks";
import { SystemStatusPanel } from "./system-status-panel";

jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));
jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({ status, ok: status < 300, text: async () => JSON.stringify(body) })) as unknown as typeof fetch;
}

function panel(status: RealtimeStatus) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <RealtimeStatusContext.Provider value={{ status, eventCount: 0, reconnect: () => {} }}>
        <SystemStatusPanel />
      </RealtimeStatusContext.Provider>
    </SWRConfig>
  );
}

function renderPanel(status: RealtimeStatus = "connected") {
  return render(panel(status));
}

const HEALTHY = {
  status: "ok",
  generation: { status: "ok", queued: 0, processing: 0 },
  realtime: { status: "ok", connected_clients: 1 },
  database: { status: "ok", latency_ms: 2 },
};

describe("SystemStatusPanel", () => {
  it("without a health endpoint says what it cannot know and shows its own realtime connection", async () => {
    answer(404, { detail: "Not Found" });
    renderPanel();
    expect(
      await screen.findByText(
        "El servidor no informa de su estado: no se puede saber la cola de generación de contenido ni el estado de la base de datos.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("No se pudo consultar el estado del sistema.")).not.toBeInTheDocument();
    expect(screen.getByText("Conexión en tiempo real").closest("li")).toHaveTextContent("Operativo");
    expect(screen.getByText("Base de datos").closest("li")).toHaveTextContent("Sin datos");
  });

  it("with only the server's status, as it answers a caller without the admin's session, says what it cannot know", async () => {
    answer(200, { status: "ok" });
    renderPanel();
    expect(
      await screen.findByText(
        "El servidor no informa de su estado: no se puede saber la cola de generación de contenido ni el estado de la base de datos.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Generación de contenido").closest("li")).toHaveTextContent("Sin datos");
    expect(screen.getByText("Base de datos").closest("li")).toHaveTextContent("Sin datos");
    expect(screen.getByText("Conexión en tiempo real").closest("li")).toHaveTextContent("Operativo");
  });

  it("a health endpoint that fails is an error, and the server's components are unavailable", async () => {
    answer(500, { detail: "boom" });
    renderPanel();
    expect(await screen.findByText("No se pudo consultar el estado del sistema.")).toBeInTheDocument();
    expect(screen.getByText("Generación de contenido").closest("li")).toHaveTextContent("No disponible");
    expect(screen.getByText("Base de datos").closest("li")).toHaveTextContent("No disponible");
  });

  it("when the server cannot be reached, says so and knows the realtime connection only from its own", async () => {
    answer(502, { detail: "El servidor no está disponible en este momento." });
    renderPanel();
    expect(
      await screen.findByText("No se puede conectar con el servidor: se desconoce el estado de la generación de contenido y de la base de datos."),
    ).toBeInTheDocument();
    expect(screen.getByText("Generación de contenido").closest("li")).toHaveTextContent("No disponible");
    expect(screen.getByText("Base de datos").closest("li")).toHaveTextContent("No disponible");
    expect(screen.getByText("Conexión en tiempo real").closest("li")).toHaveTextContent("Operativo");
  });

  it("names why generation waits: a model that does not answer, or a spent monthly token budget", async () => {
    answer(200, { ...HEALTHY, generation: { status: "degraded", queued: 0, processing: 0, paused: { reason: "model_unavailable", fault: "key_rejected", until: "2026-12-01T10:00:00Z" } } });
    const { unmount } = renderPanel();
    const row = () => screen.getByText("Generación de contenido").closest("li");
    await waitFor(() => expect(row()).toHaveTextContent("El modelo no responde: clave rechazada."));
    expect(row()).toHaveTextContent("Degradado");
    unmount();

    answer(200, { ...HEALTHY, generation: { status: "degraded", queued: 0, processing: 0, paused: { reason: "token_budget", tokens_used: 1_234_567, token_budget: 1_000_000, until: "2027-01-01T00:00:00Z" } } });
    renderPanel();
    await waitFor(() => expect(row()).toHaveTextContent("Presupuesto mensual de tokens agotado: 1.234.567 de 1.000.000 tokens este mes."));
  });

  it("when this tab's realtime channel fails, stops saying Operativo and asks the server again at once", async () => {
    answer(200, HEALTHY);
    const { rerender } = renderPanel();
    const row = (name: string) => screen.getByText(name).closest("li");
    await waitFor(() => expect(row("Base de datos")).toHaveTextContent("Operativo"));
    expect(row("Conexión en tiempo real")).toHaveTextContent(/cliente conectado/);

    answer(502, { detail: "El servidor no está disponible en este momento." });
    rerender(panel("error"));
    expect(row("Conexión en tiempo real")).toHaveTextContent("Caído");
    expect(row("Conexión en tiempo real")).not.toHaveTextContent(/cliente conectado/);
    expect(row("Base de datos")).not.toHaveTextContent("Operativo");
    expect(row("Generación de contenido")).not.toHaveTextContent("Operativo");
    expect(await screen.findByText(/No se puede conectar con el servidor/)).toBeInTheDocument();
    expect(row("Base de datos")).toHaveTextContent("No disponible");
    expect(row("Generación de contenido")).toHaveTextContent("No disponible");
  });
});
