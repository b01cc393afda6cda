/**
 * @jest-environment jest-fixed-jsdom
 */
// Back to a niche's edit form after it was saved elsewhere: the cache shows the niche as it was, the
// server's answer follows. The form never keeps the old values silently.
import { useState } from "react";
import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { api, ok, type Answer, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche, type NicheWire } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheEditScreen } from "./niche-edit-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niches/edit/5", params: { id: "5" } }));

const BEFORE = niche({ id: 5, name: "Cafeteras", affiliate_tag: "cafeteras-21", description: "Todo sobre cafeteras" });
const SAVED_ELSEWHERE = { ...BEFORE, name: "Cafeteras y molinillos", description: "Guía nueva", updated_at: "2026-02-01T12:45:10.123456+00:00" };

/** Answers once `open()` is called: the form is on screen with the cached niche meanwhile. */
function held(body: NicheWire): Answer<NicheWire> & { open(): void } {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { respond: async () => (await gate, HttpResponse.json(body)), open: () => open() };
}

/** The edit form, left for another page and come back to, within one SWR cache. */
function ComeBack() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown(!shown)}>{shown ? "Salir" : "Volver"}</button>
      {shown ? <NicheEditScreen id="5" /> : null}
    </>
  );
}

async function leaveAndComeBack(answer: Answer<NicheWire>) {
  server.use(api.niche(5, ok(BEFORE)));
  const rendered = renderWithProviders(<ComeBack />);
  expect(await screen.findByRole("textbox", { name: "Descripción" })).toHaveValue("Todo sobre cafeteras");
  await rendered.user.click(screen.getByRole("button", { name: "Salir" }));
  server.use(api.niche(5, answer));
  await rendered.user.click(screen.getByRole("button", { name: "Volver" }));
  return rendered;
}

describe("back to a niche's edit form after it was saved elsewhere", () => {
  it("shows the niche's current values when nothing is unsaved", async () => {
    await leaveAndComeBack(ok(SAVED_ELSEWHERE));
    expect(await screen.findByText("Editando: Cafeteras y molinillos")).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Descripción" })).toHaveValue("Guía nueva");
    expect(screen.getByRole("textbox", { name: /^Nombre/ })).toHaveValue("Cafeteras y molinillos");
  });

  it("keeps what was typed, says the niche changed and what, and the conflict dialog names it too", async () => {
    const answer = held(SAVED_ELSEWHERE);
    const put: RequestRecorder = { bodies: [] };
    const { user } = await leaveAndComeBack(answer);
    const tag = await screen.findByRole("textbox", { name: /^Affiliate Tag/ });
    await user.clear(tag);
    await user.type(tag, "cafeteras-22");
    server.use(api.updateNiche(5, ok({ id: 5 }), put));
    answer.open();

    expect(await screen.findByText("Este nicho se guardó en otro sitio")).toBeInTheDocument();
    expect(screen.getByText(/se guardaron otros cambios \(Nombre y Descripción\)/)).toBeInTheDocument();
    expect(tag).toHaveValue("cafeteras-22");

    server.use(api.niche(5, ok(SAVED_ELSEWHERE)));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Este nicho cambió mientras lo editabas" });
    expect(dialog).toHaveTextContent("Cambió desde entonces: Nombre y Descripción.");
    expect(put.bodies).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Sobrescribir" }));
    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    expect(put.bodies).toEqual([{ affiliate_tag: "cafeteras-22", expected_updated_at: SAVED_ELSEWHERE.updated_at }]);
  });
});
