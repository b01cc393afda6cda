/**
 * @jest-environment jest-fixed-jsdom
 */
// A niche's credentials are not held by its screens: they are read through the proxy when the user
// asks (reveal, copy, edit), and a save leaves out the ones the user never touched.
import { screen, waitFor } from "@testing-library/react";
import { api, fail, ok, type CallCounter, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
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

describe("the niche detail", () => {
  beforeEach(() => setRoute({ pathname: "/niches/5", params: { id: "5" } }));

  it("holds no credential until the user reveals it, then reads it through the proxy", async () => {
    const reads: CallCounter = { count: 0 };
    server.use(api.niche(5, ok(CAFETERAS), reads));
    const { user, container } = renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SECRET);
    expect(container.innerHTML).not.toContain(API_KEY);
    const loads = reads.count;

    const [reveal] = screen.getAllByRole("button", { name: "Mostrar Secreto de cliente" });
    await user.click(reveal);
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(reads.count).toBeGreaterThan(loads);
    await user.click(screen.getByRole("button", { name: "Mostrar API Key externa" }));
    expect(await screen.findByText(API_KEY)).toBeInTheDocument();
  });

  it("says so when a credential cannot be read", async () => {
    server.use(api.niche(5, ok(CAFETERAS)));
    const { user } = renderWithProviders(<NicheDetailScreen id="5" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Cafeteras" })).toBeInTheDocument();
    server.use(api.niche(5, fail(502, "caído")));
    await user.click(screen.getAllByRole("button", { name: "Mostrar Secreto de cliente" })[0]);
    expect(await findToast("No se pudo obtener Secreto de cliente. Inténtalo de nuevo.")).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });
});

describe("the niche edit form", () => {
  beforeEach(() => setRoute({ pathname: "/niches/edit/5", params: { id: "5" } }));

  it("leaves the stored credentials out of a save that did not touch them", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user, container } = renderWithProviders(<NicheEditScreen id="5" />);
    const secret = await screen.findByLabelText("Secreto de cliente");
    expect(secret).toHaveValue("");
    expect(secret).toHaveAttribute("placeholder", "Guardado: pulsa el ojo para verlo o escribe uno nuevo");
    expect(container.innerHTML).not.toContain(SECRET);
    await user.type(screen.getByRole("textbox", { name: "Palabras clave" }), "moka");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    await findToast("Nicho actualizado correctamente");
    expect(put.bodies[0]).not.toHaveProperty("client_secret");
    expect(put.bodies[0]).not.toHaveProperty("external_api_key");
  });

  it("reads a credential into its field when the user asks to see it, and saves what it then holds", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user } = renderWithProviders(<NicheEditScreen id="5" />);
    const secret = await screen.findByLabelText("Secreto de cliente");
    await user.click(screen.getByRole("button", { name: "Mostrar secreto de cliente" }));
    expect(secret).toHaveValue(SECRET);
    await user.clear(secret);
    await user.type(secret, "otro-secreto");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ client_secret: "otro-secreto" });
    expect(put.bodies[0]).not.toHaveProperty("external_api_key");
  });
});
