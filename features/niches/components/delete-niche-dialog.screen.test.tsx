/**
 * @jest-environment jest-fixed-jsdom
 */
import { useState } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { api, fail, ok, type RequestRecorder } from "@/tests/support/api-handlers";
import { nicheSchema } from "@/features/niches/schemas";
import { apiClient, niche, product } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
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

  it("with generated content refusing the deletion, does not list credentials as about to stop working", async () => {
    const withCredentials = niche({ id: 7, name: "Cafeteras", client_id: "client-7", external_api_key: "ak-cafeteras" });
    server.use(
      api.niche(7, ok(withCredentials)),
      api.nicheProducts(7, ok([product({ id: 70, niche_id: 7, generation_status: "completed" })])),
      api.apiClients(ok([apiClient({ id: 30, name: "Nicho Cafeteras - Client", client_id: "client-7" })])),
    );
    renderDialog();
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmar eliminación" });
    const summary = await within(dialog).findByTestId("delete-summary");
    expect(summary).toHaveTextContent("1 producto con contenido generado");
    expect(dialog).not.toHaveTextContent("dejará de funcionar");
  });

  it("lists the niche's API client and key, which stop working, and revokes them when the upstream kept them", async () => {
    const withCredentials = niche({ id: 7, name: "Cafeteras", client_id: "client-7", external_api_key: "ak-cafeteras" });
    const deletedClient: RequestRecorder = { bodies: [] };
    const deletedKey: RequestRecorder = { bodies: [] };
    const onDeleted = jest.fn();
    server.use(
      api.niche(7, ok(withCredentials)),
      api.nicheProducts(7, ok([])),
      api.apiClients(ok([apiClient({ id: 30, name: "Nicho Cafeteras - Client", client_id: "client-7" })])),
      api.deleteNiche(7, ok({ message: "ok" })),
      api.niches(ok([niche({ id: 8, name: "Otro", client_id: "client-8" })])),
      api.deleteApiClient(30, ok({ message: "ok" }), deletedClient),
      api.deleteApiKey("ak-cafeteras", ok({ message: "ok" }), deletedKey),
    );
    const { user } = renderWithProviders(
      <DeleteNicheDialog niche={nicheSchema.parse(CAFETERAS)} onClose={jest.fn()} onDeleted={onDeleted} />,
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmar eliminación" });
    const summary = await within(dialog).findByTestId("delete-summary");
    expect(summary).toHaveTextContent("API Client «Nicho Cafeteras - Client» (client-7): dejará de funcionar");
    expect(summary).toHaveTextContent("API key externa del nicho: dejará de funcionar");
    expect(summary).not.toHaveTextContent("ak-cafeteras");

    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(7));
    await waitFor(() => expect(deletedClient.bodies).toHaveLength(1));
    await waitFor(() => expect(deletedKey.bodies).toHaveLength(1));
  });

  it("takes an upstream that deleted them with the niche as done", async () => {
    const withCredentials = niche({ id: 7, name: "Cafeteras", client_id: "client-7", external_api_key: "ak-cafeteras" });
    const keyDeletes: RequestRecorder = { bodies: [] };
    server.use(
      api.niche(7, ok(withCredentials)),
      api.nicheProducts(7, ok([])),
      api.apiClients(ok([])),
      api.deleteNiche(7, ok({ message: "ok" })),
      api.niches(ok([])),
      api.deleteApiKey("ak-cafeteras", fail(404, "API key no encontrada"), keyDeletes),
    );
    // As on the niche list: the dialog closes once the niche is deleted.
    function ListWithDialog() {
      const [open, setOpen] = useState(true);
      return <DeleteNicheDialog niche={open ? nicheSchema.parse(CAFETERAS) : null} onClose={() => setOpen(false)} onDeleted={() => setOpen(false)} />;
    }
    const { user } = renderWithProviders(<ListWithDialog />);
    const dialog = await screen.findByRole("alertdialog", { name: "Confirmar eliminación" });
    expect(await within(dialog).findByTestId("delete-summary")).toHaveTextContent("API Client client-7: dejará de funcionar");
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(keyDeletes.bodies).toHaveLength(1));
    expect(await findToast("Nicho eliminado correctamente")).toBeInTheDocument();
    expect(screen.queryByText(/No se pudieron revocar/)).not.toBeInTheDocument();
  });
});
