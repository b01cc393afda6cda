import "@testing-library/jest-dom";
import { act, screen } from "@testing-library/react";
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

const idleCallbacks: IdleRequestCallback[] = [];
beforeEach(() => {
  idleCallbacks.length = 0;
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => {};
});

it("follows the automation from the page's first idle moment on, then shows a running task", async () => {
  expect(INITIAL_AUTOMATION_STATE.isRunning).toBe(false);
  renderWithProviders(<AutomationPopover />);
  expect(sync).not.toHaveBeenCalled();
  expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

  act(() => idleCallbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
  expect(await screen.findByRole("progressbar", { name: "Progreso de la automatización" })).toBeInTheDocument();
  expect(sync).toHaveBeenCalled();
});
