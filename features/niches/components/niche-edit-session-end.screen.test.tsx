/**
 * @jest-environment jest-fixed-jsdom
 */
// The session ends while the niche form holds unsaved work: nothing typed is lost. The draft (never a
// credential) waits in this tab for the user to sign in again, and the form comes back with it.
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { api, fail, ok, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { SIGN_OUT_PATH } from "@/tests/support/api-paths";
import { hardNavigate } from "@/lib/browser-data/navigate";
import { NicheEditScreen } from "./niche-edit-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));
jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));

startMswServer();

const DRAFT_KEY = "form-draft:niche-edit:5";
const LOADED = niche({ id: 5, name: "Cafeteras", affiliate_tag: "cafeteras-21", description: "Todo sobre cafeteras" });

beforeEach(() => {
  setRoute({ pathname: "/niches/edit/5", params: { id: "5" } });
  sessionStorage.clear();
});

/** Whether the browser would ask before the page goes (a reload, a sign-in page opened). */
function browserAsks(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const storedDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");

it("keeps the draft without its credentials, lets the user stay with a message, and signs in again back to the form", async () => {
  const refused = fail(401, "Could not validate credentials");
  server.use(
    api.niche(5, ok(LOADED)),
    api.updateNiche(5, refused),
    api.currentUser(refused),
    http.post(SIGN_OUT_PATH, () => HttpResponse.json({ message: "ok" })),
    http.delete("/session", () => new HttpResponse(null, { status: 204 })),
  );
  const { user } = renderWithProviders(<NicheEditScreen id="5" />);
  const description = await screen.findByRole("textbox", { name: "Descripción" });
  await user.clear(description);
  await user.type(description, "Borrador importante");
  await user.type(screen.getByLabelText("API key externa"), "ak-secreta");
  await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

  const dialog = await screen.findByRole("alertdialog", { name: "Tu sesión ha terminado" });
  expect(dialog).toHaveTextContent("este navegador los conserva (salvo las credenciales)");
  expect(storedDraft()).toEqual({ version: LOADED.updated_at, values: { description: "Borrador importante" } });
  expect(JSON.stringify(sessionStorage)).not.toContain("ak-secreta");
  expect(hardNavigate).not.toHaveBeenCalled();

  // Staying: the form is still there, and says how to go on.
  await user.click(within(dialog).getByRole("button", { name: "Quedarme aquí" }));
  expect(await screen.findByText(/^No se puede guardar hasta que vuelvas a iniciar sesión\. Tus cambios se conservan/)).toBeInTheDocument();
  expect(description).toHaveValue("Borrador importante");
  expect(browserAsks()).toBe(true);

  await user.type(description, " y algo más");
  await user.click(screen.getByRole("button", { name: "Iniciar sesión de nuevo" }));
  expect(hardNavigate).toHaveBeenCalledWith("/login?next=%2Fniches%2Fedit%2F5");
  expect(storedDraft().values).toEqual({ description: "Borrador importante y algo más" });
  // The draft holds it: no browser prompt on the way to the sign-in.
  expect(browserAsks()).toBe(false);
});

it("brings the draft back into the form after signing in again, says so, and saves it from its own version", async () => {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: LOADED.updated_at, values: { description: "Borrador recuperado", external_api_key: "nunca" } }));
  const put: RequestRecorder = { bodies: [] };
  server.use(api.niche(5, ok(LOADED)), api.updateNiche(5, ok({ id: 5 }), put));
  const { user } = renderWithProviders(<NicheEditScreen id="5" />);

  expect(await screen.findByText("Cambios recuperados")).toBeInTheDocument();
  expect(screen.getByText(/no llegaste a guardar cuando terminó tu sesión/)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Borrador recuperado");
  expect(screen.getByLabelText("API key externa")).toHaveValue("");
  expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  expect(browserAsks()).toBe(true);

  await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
  expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
  expect(put.bodies).toEqual([{ description: "Borrador recuperado", expected_updated_at: LOADED.updated_at }]);
});

it("still notices a save made elsewhere between the draft and the sign-in", async () => {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: "2026-01-15T08:00:00Z", values: { description: "Borrador antiguo" } }));
  const put: RequestRecorder = { bodies: [] };
  server.use(api.niche(5, ok(LOADED)), api.updateNiche(5, ok({ id: 5 }), put));
  const { user } = renderWithProviders(<NicheEditScreen id="5" />);
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Borrador antiguo"));
  await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
  expect(await screen.findByRole("alertdialog", { name: "Este nicho cambió mientras lo editabas" })).toBeInTheDocument();
  expect(put.bodies).toEqual([]);
});
