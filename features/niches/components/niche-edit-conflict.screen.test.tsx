/**
 * @jest-environment jest-fixed-jsdom
 */
// Two tabs editing one niche: a save made from the version a tab loaded never undoes what the other saved.
import { screen, within } from "@testing-library/react";
import { api, fail, ok, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { router, setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheEditScreen } from "./niche-edit-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niches/edit/5", params: { id: "5" } }));

const LOADED = niche({ id: 5, name: "Cafeteras", affiliate_tag: "cafeteras-21", description: "Todo sobre cafeteras", keywords: "espresso, moka" });
// What the other tab saved after this one loaded the niche.
const SAVED_ELSEWHERE = { ...LOADED, description: "Guía de cafeteras de la pestaña A", keywords: "goteo", updated_at: "2026-02-01T12:45:10.123456+00:00" };

async function editTagAndSave() {
  const put: RequestRecorder = { bodies: [] };
  server.use(api.niche(5, ok(LOADED)), api.updateNiche(5, ok({ id: 5 }), put));
  const rendered = renderWithProviders(<NicheEditScreen id="5" />);
  const tag = await screen.findByRole("textbox", { name: /^Affiliate Tag/ });
  await rendered.user.clear(tag);
  await rendered.user.type(tag, "cafeteras-22");
  // The other tab saves now: this form still holds the niche as it was loaded.
  server.use(api.niche(5, ok(SAVED_ELSEWHERE)));
  await rendered.user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Este nicho cambió mientras lo editabas" });
  return { ...rendered, put, tag, dialog };
}

describe("a niche saved in another tab meanwhile", () => {
  it("is not overwritten: nothing is sent, and the dialog names what changed", async () => {
    const { put, dialog } = await editTagAndSave();
    expect(put.bodies).toEqual([]);
    expect(dialog).toHaveTextContent("Cambió desde entonces: Descripción y Palabras clave.");
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.queryByText("Nicho actualizado correctamente")).not.toBeInTheDocument();
  });

  it("'Recargar' shows the niche as it is now, dropping this edit", async () => {
    const { user, put, dialog } = await editTagAndSave();
    await user.click(within(dialog).getByRole("button", { name: "Recargar" }));
    expect(await screen.findByRole("textbox", { name: "Descripción" })).toHaveValue("Guía de cafeteras de la pestaña A");
    expect(screen.getByRole("textbox", { name: "Palabras clave" })).toHaveValue("goteo");
    expect(screen.getByRole("textbox", { name: /^Affiliate Tag/ })).toHaveValue("cafeteras-21");
    expect(put.bodies).toEqual([]);

    // Saved from the version now shown.
    await user.type(screen.getByRole("textbox", { name: "Palabras clave" }), ", moka");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    expect(put.bodies).toEqual([{ keywords: "goteo, moka", expected_updated_at: SAVED_ELSEWHERE.updated_at }]);
  });

  it("'Sobrescribir' sends only the fields this tab changed, over the newer version", async () => {
    const { user, put, dialog } = await editTagAndSave();
    await user.click(within(dialog).getByRole("button", { name: "Sobrescribir" }));
    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    expect(put.bodies).toEqual([{ affiliate_tag: "cafeteras-22", expected_updated_at: SAVED_ELSEWHERE.updated_at }]);
    expect(router.push).toHaveBeenCalledWith("/niches");
  });

  it("'Seguir editando' keeps the form as it is, unsaved", async () => {
    const { user, put, tag, dialog } = await editTagAndSave();
    await user.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(tag).toHaveValue("cafeteras-22");
    expect(put.bodies).toEqual([]);
  });

  it("is caught when the backend refuses the older version itself, saved between the check and the save", async () => {
    const put: RequestRecorder = { bodies: [] };
    // The other tab saves between this tab's check and its save: the backend refuses, the niche read again is newer.
    const refusedAfterTheOtherSave = {
      respond: () => {
        server.use(api.niche(5, ok(SAVED_ELSEWHERE)));
        return fail(409, "El nicho cambió después de que se abriera esta edición").respond();
      },
    };
    server.use(api.niche(5, ok(LOADED)), api.updateNiche(5, refusedAfterTheOtherSave, put));
    const { user } = renderWithProviders(<NicheEditScreen id="5" />);
    const tag = await screen.findByRole("textbox", { name: /^Affiliate Tag/ });
    await user.clear(tag);
    await user.type(tag, "cafeteras-22");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await screen.findByRole("alertdialog", { name: "Este nicho cambió mientras lo editabas" })).toBeInTheDocument();
    expect(put.bodies).toEqual([{ affiliate_tag: "cafeteras-22", expected_updated_at: LOADED.updated_at }]);
    expect(screen.queryByTestId("save-error")).not.toBeInTheDocument();
  });
});
