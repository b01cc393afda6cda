import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { triggerGeneration } from "@/features/products";
import { ContentEmpty } from "./content-empty";

jest.mock("@/features/products/trigger-generation", () => ({ triggerGeneration: jest.fn() }));
jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

const props = { productId: "7", backHref: "/niches/1/products", failure: null, onStarted: jest.fn() };

describe("ContentEmpty", () => {
  beforeEach(() => jest.clearAllMocks());

  it("offers the generation and reports its start", async () => {
    (triggerGeneration as jest.Mock).mockResolvedValue({});
    render(<ContentEmpty {...props} generating={false} />);
    expect(screen.getByRole("heading", { name: "Sin contenido generado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/niches/1/products");
    await userEvent.click(screen.getByRole("button", { name: "Generar Contenido" }));
    await waitFor(() => expect(props.onStarted).toHaveBeenCalledTimes(1));
    expect(triggerGeneration).toHaveBeenCalledWith("7");
  });

  it("shows the running generation with the button busy", () => {
    render(<ContentEmpty {...props} generating />);
    expect(screen.getByText("Generando contenido: aparecerá aquí en cuanto termine.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Generando/ })).toBeDisabled();
  });

  it("says why the last generation failed and lets the user retry", () => {
    render(<ContentEmpty {...props} generating={false} failure="Amazon no respondió" />);
    expect(screen.getByText(/La última generación falló: Amazon no respondió/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generar Contenido" })).toBeEnabled();
  });
});
