/**
 * @jest-environment jest-fixed-jsdom
 */
// The session ends while the template form holds unsaved work: the panel asks, the draft (images
// included: they are already on the server) waits in this tab, and the form comes back with it.
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { api, fail, ok, type RequestRecorder } from "@/tests/support/api-handlers";
import { catalogItem } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { SIGN_OUT_PATH } from "@/tests/support/api-paths";
import { hardNavigate } from "@/lib/browser-data/navigate";
import { CatalogEditPage } from "./catalog-form-page";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));
jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));

startMswServer();

const DRAFT_KEY = "form-draft:template-edit:7";
const TIENDA = catalogItem({ id: 7, name: "Tienda Minimalista", description: "Una tienda sobria", images: ["/uploads/a.png", "/uploads/b.png"] });

beforeEach(() => {
  setRoute({ pathname: "/niche-catalog/edit/7", params: { id: "7" } });
  sessionStorage.clear();
});

const storedDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");

it("asks instead of going to the sign-in, keeps the draft and signs in again back to the form", async () => {
  const refused = fail(401, "Could not validate credentials");
  server.use(
    api.catalogItem(7, ok(TIENDA)),
    api.updateCatalogItem(7, refused),
    api.currentUser(refused),
    http.post(SIGN_OUT_PATH, () => HttpResponse.json({ message: "ok" })),
    http.delete("/session", () => new HttpResponse(null, { status: 204 })),
  );
  const { user } = renderWithProviders(<CatalogEditPage id="7" />);
  const description = await screen.findByRole("textbox", { name: "Descripción" });
  await user.clear(description);
  await user.type(description, "Borrador de plantilla");
  await user.click(screen.getByRole("button", { name: "Mover imagen 2 a la izquierda" }));
  // Read again before the save: the session's end shows there already.
  server.use(api.catalogItem(7, refused));
  await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

  const dialog = await screen.findByRole("alertdialog", { name: "Tu sesión ha terminado" });
  expect(dialog).toHaveTextContent("este navegador los conserva");
  expect(hardNavigate).not.toHaveBeenCalled();
  expect(storedDraft()).toEqual({
    version: TIENDA.updated_at,
    values: { description: "Borrador de plantilla", images: ["/uploads/b.png", "/uploads/a.png"] },
  });
  await user.click(within(dialog).getByRole("button", { name: "Iniciar sesión de nuevo" }));
  expect(hardNavigate).toHaveBeenCalledWith("/login?next=%2Fniche-catalog%2Fedit%2F7");
});

it("brings the draft back after signing in again, says so, and saves it from its own version", async () => {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: TIENDA.updated_at, values: { description: "Borrador recuperado" } }));
  const put: RequestRecorder = { bodies: [] };
  server.use(api.catalogItem(7, ok(TIENDA)), api.updateCatalogItem(7, ok({ id: 7 }), put));
  const { user } = renderWithProviders(<CatalogEditPage id="7" />);
  expect(await screen.findByText("Cambios recuperados")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Borrador recuperado");
  expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
  expect(await findToast("Plantilla web actualizada correctamente")).toBeInTheDocument();
  expect(put.bodies).toEqual([{ description: "Borrador recuperado", expected_updated_at: TIENDA.updated_at }]);
});
