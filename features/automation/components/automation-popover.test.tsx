import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import { INITIAL_AUTOMATION_STATE } from "@/features/automation/automation-reducer";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { AutomationPopover } from "./automation-popover";

const sync = jest.fn();
jest.mock("@/features/automation/hooks", () => ({
  useAutomationSync: () => sync(),
  useAutomation: () => ({
    ...jest.requireActual("@/features/automation/automation-reducer").INITIAL_AUTOMATION_STATE,
    isRunning: true,
    progress: { step: 1, total: 4, message: "Generando contenido" },
    startAutomation: jest.fn(),
    cancelAutomation: jest.fn(),
    resetAutomation: jest.fn(),
  }),
}));

it("follows the automation once its code has loaded in the browser, then shows a running task", async () => {
  expect(INITIAL_AUTOMATION_STATE.isRunning).toBe(false);
  renderWithProviders(<AutomationPopover />);
  expect(await screen.findByRole("progressbar", { name: "Progreso de la automatización" })).toBeInTheDocument();
  expect(sync).toHaveBeenCalled();
});
