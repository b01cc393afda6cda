/**
 * @jest-environment jest-fixed-jsdom
 */
// The credentials the edit form creates live only as long as the form keeps them: leaving without
// saving deletes them, and a save deletes the ones it replaced. A new client starts with the read scope.
import { screen, waitFor, within } from "@testing-library/react";
import { api, ok, type CallCounter, type RequestRecorder } from "@/tests/support/api-handlers";
import { apiClient, createdApiClient, niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheEditScreen } from "./niche-edit-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const OLD_KEY = "ak-antigua";
const CAFETERAS = niche({ id: 5, name: "Cafeteras", slug: "cafeteras", affiliate_tag: "cafeteras-21", client_id: "client-5", external_api_key: OLD_KEY });
const OLD_CLIENT = apiClient({ id: 3, name: "Nicho Cafeteras - Client", client_id: "client-5" });
const NEW_CLIENT = createdApiClient({ id: 8, name: "Nicho Cafeteras - Client", client_id: "client-8", client_secret: "cs_del_formulario" });
const NEW_KEY = "ak-nueva";

beforeEach(() => setRoute({ pathname: "/niches/edit/5", params: { id: "5" } }));

type User = ReturnType<typeof renderWithProviders>["user"];

async function createClient(user: User, recorder: RequestRecorder) {
  await user.click(await screen.findByRole("button", { name: "Crear API Client" }));
  const dialog = await screen.findByRole("dialog", { name: "Crear API Client" });
  expect(within(dialog).getByRole("checkbox", { name: "Lectura" })).toBeChecked();
  expect(within(dialog).getByRole("checkbox", { name: "Administración" })).not.toBeChecked();
  await user.click(within(dialog).getByRole("button", { name: "Crear cliente" }));
  const shown = await screen.findByRole("dialog", { name: `Credenciales de ${NEW_CLIENT.name}` });
  expect(recorder.bodies).toEqual([expect.objectContaining({ scopes: ["read"] })]);
  await user.click(within(shown).getByRole("button", { name: "He guardado el secreto" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

async function createKey(user: User) {
  await user.click(screen.getByRole("button", { name: "Crear API key" }));
  const dialog = await screen.findByRole("dialog", { name: "Crear API key externa" });
  await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "admin@example.com");
  await user.click(within(dialog).getByRole("button", { name: "Crear API key" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

describe("credentials the niche edit form creates", () => {
  it("a new client starts read-only, only its id goes into the form, and leaving without saving deletes it and the new key", async () => {
    const created: RequestRecorder = { bodies: [] };
    const deletedClients: RequestRecorder = { bodies: [] };
    const deletedKeys: RequestRecorder = { bodies: [] };
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.createApiClient(ok(NEW_CLIENT), created),
      api.createApiKey(ok({ key: NEW_KEY, name: "Cafeteras", email: "admin@example.com" })),
      api.deleteApiClient(8, ok({ message: "ok" }), deletedClients),
      api.deleteApiKey(NEW_KEY, ok({ message: "ok" }), deletedKeys),
    );
    const { user, container, unmount } = renderWithProviders(<NicheEditScreen id="5" />);
    await createClient(user, created);
    expect(screen.getByRole("textbox", { name: "ID de cliente" })).toHaveValue("client-8");
    expect(container.innerHTML).not.toContain(NEW_CLIENT.client_secret);
    await createKey(user);
    expect(deletedClients.bodies).toHaveLength(0);

    unmount();
    await waitFor(() => expect(deletedClients.bodies).toHaveLength(1));
    await waitFor(() => expect(deletedKeys.bodies).toHaveLength(1));
  });

  it("a save keeps the new client and key, clears the old client's secret, and deletes the client and key it replaced", async () => {
    const created: RequestRecorder = { bodies: [] };
    const put: RequestRecorder = { bodies: [] };
    const deleted = { old: { bodies: [] }, oldKey: { bodies: [] }, fresh: { bodies: [] }, freshKey: { bodies: [] } } satisfies Record<string, RequestRecorder>;
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.createApiClient(ok(NEW_CLIENT), created),
      api.createApiKey(ok({ key: NEW_KEY, name: "Cafeteras", email: "admin@example.com" })),
      api.updateNiche(5, ok({ id: 5 }), put),
      api.niches(ok([niche({ id: 5, name: "Cafeteras", client_id: "client-8", external_api_key: NEW_KEY })])),
      api.apiClients(ok([OLD_CLIENT, NEW_CLIENT])),
      api.deleteApiClient(3, ok({ message: "ok" }), deleted.old),
      api.deleteApiKey(OLD_KEY, ok({ message: "ok" }), deleted.oldKey),
      api.deleteApiClient(8, ok({ message: "ok" }), deleted.fresh),
      api.deleteApiKey(NEW_KEY, ok({ message: "ok" }), deleted.freshKey),
    );
    const { user, unmount } = renderWithProviders(<NicheEditScreen id="5" />);
    await createClient(user, created);
    await createKey(user);
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    expect(put.bodies[0]).toMatchObject({ client_id: "client-8", client_secret: null, external_api_key: NEW_KEY });
    await waitFor(() => expect(deleted.old.bodies).toHaveLength(1));
    await waitFor(() => expect(deleted.oldKey.bodies).toHaveLength(1));
    unmount();
    expect(deleted.fresh.bodies).toHaveLength(0);
    expect(deleted.freshKey.bodies).toHaveLength(0);
  });

  it("a replaced client that another niche still names is kept", async () => {
    const created: RequestRecorder = { bodies: [] };
    const deletedOld: RequestRecorder = { bodies: [] };
    const namesRead: CallCounter = { count: 0 };
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.createApiClient(ok(NEW_CLIENT), created),
      api.updateNiche(5, ok({ id: 5 })),
      api.niches(ok([niche({ id: 5, name: "Cafeteras", client_id: "client-8" }), niche({ id: 6, name: "Molinillos", client_id: "client-5" })]), namesRead),
      api.apiClients(ok([OLD_CLIENT, NEW_CLIENT])),
      api.deleteApiClient(3, ok({ message: "ok" }), deletedOld),
    );
    const { user } = renderWithProviders(<NicheEditScreen id="5" />);
    await createClient(user, created);
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    await waitFor(() => expect(namesRead.count).toBeGreaterThan(0));
    expect(deletedOld.bodies).toHaveLength(0);
  });
});

describe("a deployed niche's slug", () => {
  const DEPLOYED = niche({
    id: 5,
    name: "Cafeteras",
    slug: "cafeteras",
    affiliate_tag: "cafeteras-21",
    vercel_data: JSON.stringify({ siteUrl: "https://panel.example/sites/cafeteras/" }),
  });

  it("is changed only after a warning that says where the site is and what happens to its address", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(DEPLOYED)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user } = renderWithProviders(<NicheEditScreen id="5" />);
    const slug = await screen.findByRole("textbox", { name: "Slug" });
    await user.clear(slug);
    await user.type(slug, "cafeteras-italianas");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    const ask = await screen.findByRole("alertdialog", { name: "¿Cambiar el slug de un nicho publicado?" });
    expect(ask).toHaveTextContent(
      "El sitio de este nicho está publicado en https://panel.example/sites/cafeteras/. Con el slug «cafeteras-italianas» el sitio se mueve a la dirección del nuevo slug y la dirección actual deja de funcionar",
    );
    await user.click(within(ask).getByRole("button", { name: "Seguir editando" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(put.bodies).toHaveLength(0);
    expect(slug).toHaveValue("cafeteras-italianas");

    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cambiar el slug y guardar" }));
    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    expect(put.bodies).toEqual([expect.objectContaining({ slug: "cafeteras-italianas" })]);
  });

  it("is not asked about when the edit leaves it as it is", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(DEPLOYED)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user } = renderWithProviders(<NicheEditScreen id="5" />);
    await user.type(await screen.findByRole("textbox", { name: "Palabras clave" }), "moka");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(put.bodies).toHaveLength(1);
  });
});
