/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from "@testing-library/react";
import { api, fail, ok } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { INITIAL_AUTOMATION_STATE } from "@/features/automation/automation-reducer";
import type { UseAutomation } from "@/features/automation/hooks";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { AutomationPanel } from "./automation-panel";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

function automation(state: Partial<UseAutomation>): UseAutomation {
  return {
    ...INITIAL_AUTOMATION_STATE,
    isRunning: true,
    startAutomation: jest.fn(),
    cancelAutomation: jest.fn(),
    resetAutomation: jest.fn(),
    ...state,
  };
}

const indicator = () => screen.getByRole("progressbar", { name: "Progreso de la automatización" }).firstElementChild;

describe("AutomationPanel", () => {
  it.each([0, 1, 2, 4])("shows step %i of 4 in the primary colour, never in the colour of errors", (step) => {
    renderWithProviders(<AutomationPanel automation={automation({ progress: { step, total: 4, message: "" } })} />);
    expect(indicator()).toHaveClass("bg-primary");
    expect(indicator()).not.toHaveClass("bg-destructive");
    expect(indicator()).not.toHaveClass("bg-warning");
  });

  it("keeps red for a failure", () => {
    renderWithProviders(<AutomationPanel automation={automation({ error: "Error al generar el contenido" })} />);
    expect(screen.getByRole("alert")).toHaveClass("border-destructive");
    expect(screen.getByRole("heading", { name: "Error de automatización" })).toHaveClass("text-destructive");
  });

  it("says the niche is created, with a link to it, once the automation has finished", async () => {
    server.use(api.niche(42, ok(niche({ id: 42, name: "Cafeteras" }))));
    const reset = jest.fn();
    const done = automation({
      isRunning: false,
      progress: { step: 4, total: 4, message: "" },
      completed: { success: true, niche_data: { id: 42, name: "Cafeteras" }, website_config: null },
      resetAutomation: reset,
    });
    renderWithProviders(<AutomationPanel automation={done} />);
    expect(screen.getByRole("status")).toHaveTextContent("Nicho creado");
    expect(screen.getByText("La automatización de «Cafeteras» ha terminado.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver nicho" })).toHaveAttribute("href", "/niches/42");
    screen.getByRole("button", { name: "Cerrar" }).click();
    expect(reset).toHaveBeenCalled();
  });

  it("offers no way to a created niche that has since been deleted", async () => {
    server.use(api.niche(42, fail(404, "Nicho no encontrado")));
    const done = automation({
      isRunning: false,
      progress: { step: 4, total: 4, message: "" },
      completed: { success: true, niche_data: { id: 42, name: "Cafeteras" }, website_config: null },
    });
    renderWithProviders(<AutomationPanel automation={done} />);
    expect(await screen.findByText("Este nicho ya no existe: se eliminó después.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ver nicho" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
  });
});
