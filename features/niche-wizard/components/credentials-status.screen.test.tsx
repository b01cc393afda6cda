import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { CredentialsStatus } from "./credentials-status";

describe("CredentialsStatus", () => {
  it("says each credential was generated in its own gender: la API key, el API Client", () => {
    renderWithProviders(<CredentialsStatus keyStatus="done" clientStatus="done" />);
    const [key, client] = within(screen.getByRole("region", { name: "Credenciales de la API" })).getAllByRole("listitem");
    expect(key).toHaveTextContent("API key externaGenerada");
    expect(client).toHaveTextContent("API ClientGenerado");
  });
});
