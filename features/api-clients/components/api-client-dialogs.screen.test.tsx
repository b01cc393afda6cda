/**
 * @jest-environment jest-fixed-jsdom
 */
// The API client's create and edit dialogs: an edit never undoes another one saved meanwhile, and
// when the session ends the dialog asks, keeps its values in this tab and opens again with them.
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { api, fail, ok, type RequestRecorder } from "@/tests/support/api-handlers";
import { apiClient, apiClientsOverview, type ApiClientWire } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { apiClientPath, SIGN_OUT_PATH } from "@/tests/support/api-paths";
import { hardNavigate } from "@/lib/browser-data/navigate";
import { ApiClientsScreen } from "./api-clients-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));
jest.mock("@/lib/browser-data/navigate", () => ({ hardNavigate: jest.fn() }));

startMswServer();

const ERP = apiClient({ id: 2, name: "Integración ERP", description: "Pedidos", scopes: ["read", "write"] });

beforeEach(() => {
  setRoute({ pathname: "/admin/api-clients" });
  sessionStorage.clear();
});

function serve(client: ApiClientWire, put?: RequestRecorder) {
  server.use(
    api.apiClients(ok([client])),
    api.apiClientsOverview(ok(apiClientsOverview())),
    http.get(apiClientPath(client.id), () => HttpResponse.json(client)),
    http.put(apiClientPath(client.id), async ({ request }) => {
      put?.bodies.push(await request.json());
      return HttpResponse.json(client);
    }),
  );
}

async function openEdit(user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Acciones para Integración ERP" }));
  await user.click(await screen.findByRole("menuitem", { name: "Editar" }));
  return screen.findByRole("dialog", { name: "Editar API Client" });
}

describe("editing a client", () => {
  it("sends only the fields changed, with the version it was opened at", async () => {
    const put: RequestRecorder = { bodies: [] };
    serve(ERP, put);
    const { user } = renderWithProviders(<ApiClientsScreen />);
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole("textbox", { name: "Descripción (opcional)" }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await findToast("API Client actualizado")).toBeInTheDocument();
    expect(put.bodies).toEqual([{ description: null, expected_updated_at: ERP.updated_at }]);
  });

  it("never overwrites a client saved elsewhere meanwhile: nothing is sent, and the dialog names what changed", async () => {
    const put: RequestRecorder = { bodies: [] };
    serve(ERP, put);
    const { user } = renderWithProviders(<ApiClientsScreen />);
    const dialog = await openEdit(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Descripción (opcional)" }), " y facturas");
    // Another tab takes its write scope away.
    const narrowed = { ...ERP, scopes: ["read"], updated_at: "2026-02-01T12:45:10.123456+00:00" };
    serve(narrowed, put);
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    const conflict = await screen.findByRole("alertdialog", { name: "Este API Client cambió mientras lo editabas" });
    expect(conflict).toHaveTextContent("Cambió desde entonces: Permisos.");
    expect(put.bodies).toEqual([]);
    await user.click(within(conflict).getByRole("button", { name: "Sobrescribir" }));
    expect(await findToast("API Client actualizado")).toBeInTheDocument();
    // The scopes stay as the other tab left them.
    expect(put.bodies).toEqual([{ description: "Pedidos y facturas", expected_updated_at: narrowed.updated_at }]);
  });
});

describe("when the session ends in the create dialog", () => {
  it("asks instead of going to the sign-in, and keeps what was typed in this tab", async () => {
    const refused = fail(401, "Could not validate credentials");
    serve(ERP);
    server.use(
      api.createApiClient(refused),
      api.currentUser(refused),
      http.post(SIGN_OUT_PATH, () => HttpResponse.json({ message: "ok" })),
      http.delete("/session", () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = renderWithProviders(<ApiClientsScreen />);
    await user.click(await screen.findByRole("button", { name: "Nuevo API Client" }));
    const dialog = await screen.findByRole("dialog", { name: "Crear API Client" });
    await user.type(within(dialog).getByRole("textbox", { name: "Nombre" }), "Tienda de Lisboa");
    await user.click(within(dialog).getByRole("button", { name: "Crear cliente" }));

    const ended = await screen.findByRole("alertdialog", { name: "Tu sesión ha terminado" });
    expect(ended).toHaveTextContent("este navegador los conserva");
    expect(JSON.parse(sessionStorage.getItem("form-draft:api-client-new") ?? "null")).toEqual({ version: null, values: { name: "Tienda de Lisboa" } });
    expect(hardNavigate).not.toHaveBeenCalled();
    await user.click(within(ended).getByRole("button", { name: "Iniciar sesión de nuevo" }));
    expect(hardNavigate).toHaveBeenCalledWith("/login?next=%2Fadmin%2Fapi-clients");
  });

  it("opens the dialog again with the kept values after signing in again", async () => {
    sessionStorage.setItem("form-draft:api-client-new", JSON.stringify({ version: null, values: { name: "Tienda de Lisboa" } }));
    serve(ERP);
    renderWithProviders(<ApiClientsScreen />);
    const dialog = await screen.findByRole("dialog", { name: "Crear API Client" });
    expect(within(dialog).getByText("Cambios recuperados")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Nombre" })).toHaveValue("Tienda de Lisboa");
  });
});
