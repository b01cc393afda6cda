import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { WizardHeader } from "./wizard-header";

const header = (step: number) => <WizardHeader step={step} furthestCompleted={step - 1} canJump={() => false} onJump={() => {}} disabled={false} />;

describe("WizardHeader", () => {
  it("counts as done only the steps before the one shown: nothing at step 1, four fifths at step 5", () => {
    const { rerender } = renderWithProviders(header(1));
    expect(screen.getByRole("progressbar", { name: "0% completado" })).toBeInTheDocument();
    expect(screen.getByText("0%")).toBeInTheDocument();
    rerender(header(5));
    expect(screen.getByRole("progressbar", { name: "80% completado" })).toBeInTheDocument();
  });
});
