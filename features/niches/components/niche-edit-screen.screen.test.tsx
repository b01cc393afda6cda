/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from "@testing-library/react";
import { api, fail, ok, pending, unprocessable, type RequestRecorder } from "@/tests/support/api-handlers";
import { niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { router, setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheEditScreen } from "./niche-edit-screen";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

beforeEach(() => setRoute({ pathname: "/niches/edit/5", params: { id: "5" } }));

const CAFETERAS = niche({
  id: 5,
  name: "Cafeteras",
  slug: "cafeteras",
  affiliate_tag: "cafeteras-21",
  description: "Todo sobre cafeteras",
  keywords: "espresso, moka",
  is_active: true,
  mercado: "España",
  default_tone: "casual",
  ga_id: "G-ABC1234567",
});

const EMAIL_FORMAT = "Escribe un email válido, como nombre@dominio.com";
const SLUG_FORMAT = "El slug solo puede contener letras minúsculas, números y guiones";

function renderScreen() {
  return renderWithProviders(<NicheEditScreen id="5" />);
}

describe("NicheEditScreen", () => {
  it("shows that the niche is loading", async () => {
    server.use(api.niche(5, pending()));
    renderScreen();
    expect(await screen.findByRole("status")).toHaveTextContent("Cargando información del nicho...");
    expect(screen.getByRole("heading", { level: 1, name: "Editar Nicho" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar Cambios" })).not.toBeInTheDocument();
  });

  it("says the niche could not be loaded, and 'Reintentar' shows the form once the server answers", async () => {
    server.use(api.niche(5, fail(502, "El servidor no está disponible en este momento.")));
    const { user } = renderScreen();
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo cargar la información del nicho");
    expect(screen.getByRole("link", { name: "Volver a Nichos" })).toHaveAttribute("href", "/niches");

    server.use(api.niche(5, ok(CAFETERAS)));
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("textbox", { name: /^Nombre/ })).toHaveValue("Cafeteras");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers no retry for a niche that does not exist, only the way back", async () => {
    server.use(api.niche(5, fail(404, "Nicho no encontrado")));
    renderScreen();
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo cargar la información del nicho");
    expect(screen.queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a Nichos" })).toHaveAttribute("href", "/niches");
  });

  it("fills the form with the niche's values", async () => {
    server.use(api.niche(5, ok(CAFETERAS)));
    renderScreen();
    expect(await screen.findByText("Editando: Cafeteras")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Nombre/ })).toHaveValue("Cafeteras");
    expect(screen.getByRole("textbox", { name: "Slug" })).toHaveValue("cafeteras");
    expect(screen.getByRole("textbox", { name: /^Affiliate Tag/ })).toHaveValue("cafeteras-21");
    expect(screen.getByRole("textbox", { name: "Palabras clave" })).toHaveValue("espresso, moka");
    expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Todo sobre cafeteras");
    expect(screen.getByRole("switch", { name: "Nicho activo" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Tono por defecto" })).toHaveDisplayValue("Casual");
    expect(screen.getByRole("textbox", { name: "Google Analytics 4 (GA4)" })).toHaveValue("G-ABC1234567");
    expect(screen.getByRole("combobox", { name: "Mercado" })).toHaveDisplayValue("🇪🇸 España");
    expect(screen.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", "/niches/5");
  });

  it("saves only what changed, with the version it was loaded at, and goes back to the list", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user } = renderScreen();
    const name = await screen.findByRole("textbox", { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, "Cafeteras italianas");
    await user.clear(screen.getByRole("textbox", { name: "Palabras clave" }));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await findToast("Nicho actualizado correctamente")).toBeInTheDocument();
    // What another tab saved meanwhile in the other fields is not written back; an emptied field is cleared.
    expect(put.bodies).toEqual([{ name: "Cafeteras italianas", keywords: null, expected_updated_at: CAFETERAS.updated_at }]);
    expect(router.push).toHaveBeenCalledWith("/niches");
  });

  it("refuses a name longer than 150 characters and counts the description's characters against its limit", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user } = renderScreen();
    const name = await screen.findByRole("textbox", { name: /^Nombre/ });
    await user.clear(name);
    await user.click(name);
    await user.paste("n".repeat(151));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await screen.findByText("El nombre no puede superar los 150 caracteres")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(put.bodies).toHaveLength(0);
    const description = screen.getByRole("textbox", { name: "Descripción" });
    expect(description).toHaveAccessibleDescription("20/2000");
  });

  it("keeps what was typed and says why when the save fails", async () => {
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.updateNiche(5, fail(500, "Error en el servidor. Inténtalo de nuevo más tarde.")),
    );
    const { user } = renderScreen();
    const name = await screen.findByRole("textbox", { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, "Cafeteras italianas");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error en el servidor. Inténtalo de nuevo más tarde.");
    expect(name).toHaveValue("Cafeteras italianas");
    expect(screen.getByRole("textbox", { name: /^Affiliate Tag/ })).toHaveValue("cafeteras-21");
    expect(screen.getByRole("button", { name: "Guardar Cambios" })).toBeEnabled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("says in Spanish that the niche was not saved when the server gives no reason", async () => {
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, fail(500, "")));
    const { user } = renderScreen();
    await user.type(await screen.findByRole("textbox", { name: "Palabras clave" }), ", goteo");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Error al guardar el nicho. Por favor, intente de nuevo.");
    expect(screen.getByRole("textbox", { name: "Palabras clave" })).toHaveValue("espresso, moka, goteo");
    expect(within(screen.getByRole("alert")).queryByText(/HTTP error/)).not.toBeInTheDocument();
  });

  it("refuses an affiliate tag that is not in Amazon's format, without sending it", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user } = renderScreen();
    const tag = await screen.findByRole("textbox", { name: /^Affiliate Tag/ });
    await user.clear(tag);
    await user.type(tag, "mi tag con espacios!!");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await screen.findByText(/termina con el sufijo de dos cifras del mercado, como mitienda-21/)).toBeInTheDocument();
    expect(tag).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("El nombre y el affiliate tag son obligatorios")).not.toBeInTheDocument();
    expect(put.bodies).toHaveLength(0);
  });

  it("names the niche's slug when the server refuses a duplicate, even in English", async () => {
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, fail(409, "A niche with this slug already exists")));
    const { user } = renderScreen();
    const slug = await screen.findByRole("textbox", { name: "Slug" });
    await user.clear(slug);
    await user.type(slug, "es-ocupado");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Ya existe un nicho con este slug");
    expect(slug).toHaveAccessibleDescription("Ya existe un nicho con este slug");
    expect(screen.queryByText("A niche with this slug already exists")).not.toBeInTheDocument();
  });
  it("says under the name when the server refuses another niche's name", async () => {
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, fail(409, "Ya existe un nicho con este nombre")));
    const { user } = renderScreen();
    const name = await screen.findByRole("textbox", { name: "Nombre" });
    await user.clear(name);
    await user.type(name, "Molinillos");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Ya existe un nicho con este nombre");
    expect(name).toHaveAccessibleDescription("Ya existe un nicho con este nombre");
  });
  it("refuses a slug with spaces or symbols under its field, saying what a slug may hold, without sending", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.niche(5, ok(CAFETERAS)), api.updateNiche(5, ok({ id: 5 }), put));
    const { user } = renderScreen();
    const slug = await screen.findByRole("textbox", { name: "Slug" });
    // Required fields are named without their visible asterisk.
    expect(screen.getByRole("textbox", { name: "Nombre" })).toHaveAttribute("aria-required", "true");
    await user.clear(slug);
    await user.type(slug, "Mi Slug!");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    expect(await screen.findByText(SLUG_FORMAT)).toBeInTheDocument();
    expect(slug).toHaveAttribute("aria-invalid", "true");
    expect(slug).toHaveAccessibleDescription(SLUG_FORMAT);
    expect(put.bodies).toHaveLength(0);
  });

  it("shows the server's 422 on the slug under that field, in Spanish", async () => {
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.updateNiche(5, unprocessable([{ loc: ["body", "slug"], msg: "String should match pattern '^[a-z0-9-]+$'", type: "string_pattern_mismatch" }])),
    );
    const { user } = renderScreen();
    const slug = await screen.findByRole("textbox", { name: "Slug" });
    await user.clear(slug);
    await user.type(slug, "es-cafeteras");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));

    await screen.findByText(SLUG_FORMAT);
    expect(slug).toHaveAccessibleDescription(SLUG_FORMAT);
    expect(screen.queryByText(/should match pattern/)).not.toBeInTheDocument();
    expect(screen.queryByText("El servidor no aceptó este valor")).not.toBeInTheDocument();
  });
  it("says under the email field when the API key's email is not one, before sending and when the service refuses it", async () => {
    const post: RequestRecorder = { bodies: [] };
    server.use(
      api.niche(5, ok(CAFETERAS)),
      api.createApiKey(unprocessable([{ loc: ["body", "email"], msg: "value is not a valid email address", type: "value_error" }]), post),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Crear API key" }));
    const dialog = await screen.findByRole("dialog", { name: "Crear API key externa" });
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-required", "true");
    await user.type(email, "admin@");
    await user.click(within(dialog).getByRole("button", { name: "Crear API key" }));
    expect(await within(dialog).findByText(EMAIL_FORMAT)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(EMAIL_FORMAT);
    expect(post.bodies).toHaveLength(0);

    await user.clear(email);
    await user.type(email, "admin@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Crear API key" }));
    await within(dialog).findByText(EMAIL_FORMAT);
    expect(post.bodies).toHaveLength(1);
    expect(email).toHaveAccessibleDescription(EMAIL_FORMAT);
    expect(within(dialog).queryByText(/not a valid email/)).not.toBeInTheDocument();
  });
});
