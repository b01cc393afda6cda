/**
 * @jest-environment jest-fixed-jsdom
 */
// A niche's credentials are not held by its screens. The external API key is read through the proxy
// when the user asks (reveal, copy, edit), and a save leaves it out when untouched. The client secret is
// shown once, when generated: never read back, only renewed with "Generar uno nuevo".
import { screen, waitFor, within } from "@testing-library/react";
import { api, fail, ok, type CallCounter, type RequestRecorder } from "@/tests/support/api-handlers";
import { apiClient, createdApiClient, niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheDetailScreen } from "./niche-detail-screen";
import { NicheEditScreen } from "./niche-edit-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const SECRET = "s3cr3t-de-cliente";
const API_KEY = "ak-externa-123";
const CAFETERAS = niche({
  id: 5,
  name: "Cafeteras",
  slug: "cafeteras",
  affiliate_tag: "cafeteras-21",
  mercado: "España",
  client_id: "client-5",
  client_secret: SECRET,
  external_api_key: API_KEY,
});
const CLIENT = apiClient({ id: 3, name: "Nicho Cafeteras - Client", client_id: "client-5" });
const PLACEHOLDER = "Se muestra una sola vez, al generarlo";

describe("the niche detail", () => {
  beforeEach(() => setRoute({ pathname: "/niches/5", params: { id: "5" } }));

  it("reads the API key when revealed and never the client secret, which the .env leaves empty", async () => {
    const reads: CallCounter = { count: 0 };
    server.use(api.niche(5, ok(CAFETERAS), reads));
    const { user, container } = renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SECRET);
    expect(container.innerHTML).not.toContain(API_KEY);
    expect(screen.queryByRole("button", { name: /Mostrar (Secreto de cliente|API_CLIENT_SECRET)/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(PLACEHOLDER)).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Generar uno nuevo" })).toHaveLength(2);
    expect(screen.getByTestId("env-file")).toHaveTextContent(
      "API_CLIENT_ID=•••••••• # El secreto de cliente se muestra una sola vez: pega aquí el que guardaste o genera uno nuevo en el panel. API_CLIENT_SECRET=",
    );
    // The client ID is masked in the .env card as in the credentials card, each revealed on request.
    expect(screen.queryByText("client-5")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mostrar API_CLIENT_ID" })).toBeInTheDocument();
    const loads = reads.count;

    await user.click(screen.getByRole("button", { name: "Mostrar API key externa" }));
    expect(await screen.findByText(API_KEY)).toBeInTheDocument();
    expect(reads.count).toBeGreaterThan(loads);
    expect(container.innerHTML).not.toContain(SECRET);
  });

  it("says so when the API key cannot be read", async () => {
    server.use(api.niche(5, ok(CAFETERAS)));
    const { user } = renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
    server.use(api.niche(5, fail(502, "caído")));
    await user.click(screen.getByRole("button", { name: "Mostrar API key externa" }));
    expect(await findToast("No se pudo obtener API key externa. Inténtalo de nuevo.")).toBeInTheDocument();
    expect(screen.queryByText(API_KEY)).not.toBeInTheDocument();
  });

  it("'Generar uno nuevo' asks first, then shows the new secret once", async () => {
    const rotated: RequestRecorder = { bodies: [] };
    const renewed = createdApiClient({ id: 3, name: CLIENT.name, client_id: "client-5", client_secret: "cs_nuevo_secreto" });
    server.use(api.niche(5, ok(CAFETERAS)), api.apiClients(ok([CLIENT])), api.rotateApiClientSecret(3, ok(renewed), rotated));
    const { user } = renderWithProviders(<NicheDetailScreen id="5" />);
    const card = (await screen.findByRole("heading", { level: 2, name: "Credenciales del API Client" })).closest("[data-slot=card]") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Generar uno nuevo" }));

    const ask = await screen.findByRole("alertdialog", { name: "¿Generar un secreto nuevo?" });
    expect(ask).toHaveTextContent("El secreto actual del cliente client-5 dejará de funcionar en cuanto se genere el nuevo");
    expect(rotated.bodies).toHaveLength(0);
    await user.click(within(ask).getByRole("button", { name: "Generar secreto nuevo" }));

    const shown = await screen.findByRole("dialog", { name: `Credenciales de ${CLIENT.name}` });
    expect(rotated.bodies).toHaveLength(1);
    // Renewed, not created: losing it means generating another.
    expect(shown).toHaveTextContent("si lo pierdes, tendrás que generar otro");
    await user.click(within(shown).getByRole("button", { name: "Mostrar secreto de cliente" }));
    expect(within(shown).getByText("cs_nuevo_secreto")).toBeInTheDocument();
    await user.click(within(shown).getByRole("button", { name: "He guardado el secreto" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByText("cs_nuevo_secreto")).not.toBeInTheDocument();
  });

  it("without the upstream's call, offers a new client: the niche gets it, the old one is deleted", async () => {
    const created: RequestRecorder = { bodies: [] };
    const saved: RequestRecorder = { bodies: [] };
    const deleted: RequestRecorder = { bodies: [] };
    const fresh = createdApiClient({ id: 8, name: CLIENT.name, client_id: "client-8", client_secret: "cs_cliente_nuevo" });
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.niches(ok([niche({ id: 5, name: "Cafeteras", client_id: "client-8" })])),
      api.apiClients(ok([CLIENT, fresh])),
      api.rotateApiClientSecret(3, fail(404, "Not Found")),
      api.createApiClient(ok(fresh), created),
      api.updateNiche(5, ok({ id: 5 }), saved),
      api.deleteApiClient(3, ok({ message: "ok" }), deleted),
      api.deleteApiClient(8, ok({ message: "ok" }), deleted),
    );
    const { user } = renderWithProviders(<NicheDetailScreen id="5" />);
    const card = (await screen.findByRole("heading", { level: 2, name: "Credenciales del API Client" })).closest("[data-slot=card]") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Generar uno nuevo" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Generar secreto nuevo" }));

    const offer = await screen.findByRole("alertdialog", { name: "No se puede generar un secreto nuevo" });
    expect(offer).toHaveTextContent("El servidor no permite cambiar el secreto del cliente client-5");
    expect(created.bodies).toHaveLength(0);
    await user.click(within(offer).getByRole("button", { name: "Crear API Client nuevo" }));

    const shown = await screen.findByRole("dialog", { name: `Credenciales de ${CLIENT.name}` });
    expect(created.bodies).toEqual([{ name: "Nicho Cafeteras - Client", description: "API Client para nicho: Cafeteras", scopes: ["read"] }]);
    expect(saved.bodies).toEqual([{ client_id: "client-8", client_secret: null }]);
    await waitFor(() => expect(deleted.bodies).toHaveLength(1));
    expect(await findToast("El nicho usa el API Client nuevo; el anterior se ha eliminado")).toBeInTheDocument();
    await user.click(within(shown).getByRole("button", { name: "Mostrar secreto de cliente" }));
    expect(within(shown).getByText("cs_cliente_nuevo")).toBeInTheDocument();
  });
});

describe("the niche edit form", () => {
  beforeEach(() => setRoute({ pathname: "/niches/edit/5", params: { id: "5" } }));

  it("leaves the stored credentials out of a save that did not touch them, and has no field for the client secret", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user, container } = renderWithProviders(<NicheEditScreen id="5" />);
    const key = await screen.findByLabelText("API key externa");
    expect(key).toHaveValue("");
    expect(key).toHaveAttribute("placeholder", "Guardado: pulsa el ojo para verlo o escribe uno nuevo");
    expect(screen.getByLabelText("Secreto de cliente")).toHaveTextContent(PLACEHOLDER);
    expect(screen.queryByRole("button", { name: "Mostrar secreto de cliente" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generar uno nuevo" })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SECRET);
    await user.type(screen.getByRole("textbox", { name: "Palabras clave" }), "moka");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    await findToast("Nicho actualizado correctamente");
    expect(put.bodies[0]).not.toHaveProperty("client_secret");
    expect(put.bodies[0]).not.toHaveProperty("external_api_key");
  });

  it("reads the API key into its field when the user asks to see it, and saves what it then holds", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.updateNiche(5, ok({ id: 5 }), put),
      api.niches(ok([niche({ id: 5, name: "Cafeteras", client_id: "client-5", external_api_key: "otra-clave" })])),
      api.deleteApiKey(API_KEY, ok({ message: "ok" })),
    );
    const { user } = renderWithProviders(<NicheEditScreen id="5" />);
    const key = await screen.findByLabelText("API key externa");
    await user.click(screen.getByRole("button", { name: "Mostrar API key externa" }));
    expect(key).toHaveValue(API_KEY);
    await user.clear(key);
    await user.type(key, "otra-clave");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ external_api_key: "otra-clave" });
    expect(put.bodies[0]).not.toHaveProperty("client_secret");
  });
});
