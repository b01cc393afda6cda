import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { triggerRegeneration } from "@/lib/product-content/api";
import { ContentEmpty } from "./content-empty";

jest.mock("@/lib/product-content/api", () => ({ triggerRegeneration: jest.fn() }));
// next-intl ships ESM only, which this Jest setup does not transform: a tiny stand-in reads the real texts.
jest.mock("next-intl", () => {
  const all = jest.requireActual("@/messages/es.json");
  const lookup = (path: string) => path.split(".").reduce((node: any, key) => node?.[key], all); // eslint-disable-line @typescript-eslint/no-explicit-any
  return {
    useTranslations: (ns: string) => (key: string, values: Record<string, unknown> = {}) =>
      String(lookup(`${ns}.${key}`) ?? key).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name] ?? "")),
  };
});
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const props = { productId: "7", backHref: "/niches/1/products", failure: null, onStarted: jest.fn() };

describe("ContentEmpty", () => {
  beforeEach(() => jest.clearAllMocks());

  it("offers the generation and reports its start", async () => {
    (triggerRegeneration as jest.Mock).mockResolvedValue({});
    render(<ContentEmpty {...props} generating={false} />);
    expect(screen.getByRole("heading", { name: "Sin contenido generado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a productos" })).toHaveAttribute("href", "/niches/1/products");
    await userEvent.click(screen.getByRole("button", { name: "Generar Contenido" }));
    await waitFor(() => expect(props.onStarted).toHaveBeenCalledTimes(1));
    expect(triggerRegeneration).toHaveBeenCalledWith("7");
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
