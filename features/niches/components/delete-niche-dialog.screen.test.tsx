/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from "@testing-library/react";
import { api, ok } from "@/tests/support/api-handlers";
import { nicheSchema } from "@/features/niches/schemas";
import { niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { DeleteNicheDialog } from "./delete-niche-dialog";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const CAFETERAS = niche({ id: 7, name: "Cafeteras" });

function renderDialog() {
  return renderWithProviders(<DeleteNicheDialog niche={nicheSchema.parse(CAFETERAS)} onClose={jest.fn()} onDeleted={jest.fn()} />);
}

describe("DeleteNicheDialog", () => {
  it("lists what goes with the niche when it can be deleted", async () => {
    server.use(api.niche(7, ok(CAFETERAS)), api.nicheProducts(7, ok([product({ id: 70, niche_id: 7 })])));
    renderDialog();
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmar eliminación" });
    expect(await within(dialog).findByText("Se eliminará también:")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Eliminar" })).toBeEnabled();
  });

  it("does not say anything will be deleted when generated content refuses the deletion", async () => {
    server.use(
      api.niche(7, ok(CAFETERAS)),
      api.nicheProducts(7, ok([product({ id: 70, niche_id: 7, generation_status: "completed" })])),
    );
    renderDialog();
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmar eliminación" });
    expect(await within(dialog).findByText("El nicho contiene:")).toBeInTheDocument();
    expect(within(dialog).queryByText("Se eliminará también:")).not.toBeInTheDocument();
    expect(within(dialog).getByTestId("delete-summary")).toHaveTextContent("1 producto con contenido generado");
    expect(within(dialog).getByRole("button", { name: "Eliminar" })).toBeDisabled();
  });
});
