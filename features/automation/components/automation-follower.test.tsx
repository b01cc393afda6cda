import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { AutomationFollower } from "./automation-follower";

let pathname = "/dashboard";
jest.mock("next/navigation", () => ({ ...jest.requireActual("@/tests/support/next-navigation"), usePathname: () => pathname }));
jest.mock("@/features/automation/hooks", () => ({
  useAutomationSync: () => {},
  useAutomation: () => ({
    ...jest.requireActual("@/features/automation/automation-reducer").INITIAL_AUTOMATION_STATE,
    completed: { success: true, niche_data: { id: 12, name: "Cafeteras" } },
    startAutomation: jest.fn(),
    cancelAutomation: jest.fn(),
    resetAutomation: jest.fn(),
  }),
}));

it("announces the created niche on any other page, with a link to it", async () => {
  pathname = "/niches";
  renderWithProviders(<AutomationFollower />);
  const done = await screen.findByTestId("automation-done");
  expect(done).toHaveTextContent("Nicho creado");
  expect(screen.getByRole("link", { name: "Ver nicho" })).toHaveAttribute("href", "/niches/12");
});

it("does not announce it again on the wizard, which says so itself", async () => {
  pathname = "/niches/new";
  renderWithProviders(<AutomationFollower />);
  // The panel's code loads lazily: it must not turn up in the time it takes on other pages.
  await expect(screen.findByTestId("automation-done", {}, { timeout: 500 })).rejects.toThrow();
});
