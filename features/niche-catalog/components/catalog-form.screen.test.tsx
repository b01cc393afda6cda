/**
 * @jest-environment jest-fixed-jsdom
 */
import { File as NodeFile } from "node:buffer";
import { act } from "react";
import { HttpResponse } from "msw";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/request";
import messages from "@/messages/es.json";
import { screen, within } from "@testing-library/react";
import { catalogContract } from "@/features/niche-catalog/contract";
import { api, fail, ok, pending, unprocessable, type RequestRecorder } from "@/tests/support/api-handlers";
import { catalogItem } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { router, setRoute } from "@/tests/support/next-navigation";
import { findToast, renderWithProviders } from "@/tests/support/render-with-providers";
import { CatalogForm } from "./catalog-form";
import { CatalogEditPage } from "./catalog-form-page";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { catalogItemQuery } from "@/features/niche-catalog";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

const TIENDA = catalogItem({
  id: 7,
  name: "Tienda Minimalista",
  slug: "tienda-minimalista",
  description: "Una tienda sobria y rápida",
  github_url: "https://github.com/ejemplo/tienda-minimalista",
  images: ["/uploads/tienda-1.png", "/uploads/tienda-2.png"],
  is_active: true,
});
const SLUG_TAKEN = "Ya existe un nicho en el catálogo con el slug 'tienda-minimalista'";
const DUPLICATE_SLUG = "Ya existe una plantilla con este slug";

const nameField = () => screen.getByRole("textbox", { name: /^Nombre/ });
const githubField = () => screen.getByRole("textbox", { name: /^URL de GitHub/ });

describe("CatalogEditPage (a template's form in edit mode)", () => {
  beforeEach(() => setRoute({ pathname: "/niche-catalog/edit/7", params: { id: "7" } }));

  function renderEdit() {
    return renderWithProviders(<CatalogEditPage id="7" />);
  }

  it("shows that the template is loading", async () => {
    server.use(api.catalogItem(7, pending()));
    renderEdit();
    expect(await screen.findByRole("status")).toHaveTextContent("Cargando plantilla web...");
    expect(screen.queryByRole("textbox", { name: /^Nombre/ })).not.toBeInTheDocument();
  });

  it("says the template could not be loaded and goes back to the catalogue", async () => {
    server.use(api.catalogItem(7, fail(502, "El servidor no está disponible en este momento.")));
    renderEdit();
    expect(await findToast("Error al cargar el nicho del catálogo")).toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith("/niche-catalog");
  });

  it("asks before leaving with unsaved changes", async () => {
    server.use(api.catalogItem(7, ok(TIENDA)));
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.type(nameField(), " II");
    await user.click(screen.getByRole("link", { name: "Cancelar" }));
    const dialog = await screen.findByRole("alertdialog", { name: "¿Salir sin guardar?" });
    await user.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    expect(nameField()).toHaveValue("Tienda Minimalista II");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("fills the form with the template's values", async () => {
    server.use(api.catalogItem(7, ok(TIENDA)));
    renderEdit();
    expect(await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" })).toBeInTheDocument();
    expect(nameField()).toHaveValue("Tienda Minimalista");
    expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Una tienda sobria y rápida");
    expect(githubField()).toHaveValue("https://github.com/ejemplo/tienda-minimalista");
    const gallery = screen.getByRole("list", { name: "Imágenes de la plantilla" });
    expect(within(gallery).getByRole("img", { name: "Imagen 1 de 2" })).toHaveAttribute("src", "/uploads/tienda-1.png");
    expect(within(gallery).getByRole("img", { name: "Imagen 2 de 2" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Plantilla activa" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", "/niche-catalog");
  });

  it("fills the form from the server's read on the first render, before the browser has any answer", () => {
    server.use(api.catalogItem(7, pending()));
    const { id, name, description, images, github_url, is_active } = TIENDA;
    renderWithProviders(
      <ServerDataProvider value={{ fallback: { [serverDataKey(catalogItemQuery(7).key)]: { id, name, description, images, github_url, is_active } }, errors: {}, partial: [] }}>
        <CatalogEditPage id="7" />
      </ServerDataProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" })).toBeInTheDocument();
    expect(nameField()).toHaveValue("Tienda Minimalista");
    expect(githubField()).toHaveValue("https://github.com/ejemplo/tienda-minimalista");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("holds the template's values in the server's HTML and keeps what is typed before hydration", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.catalogItem(7, pending()), api.updateCatalogItem(7, ok({ id: 7 }), put));
    const { id, name, description, images, github_url, is_active } = TIENDA;
    const item = { id, name, description, images, github_url, is_active: is_active === true };
    const withData = (children: React.ReactNode) => (
      <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={messages}>
        <ServerDataProvider value={{ fallback: { [serverDataKey(catalogItemQuery(7).key)]: item }, errors: {}, partial: [] }}>{children}</ServerDataProvider>
      </NextIntlClientProvider>
    );
    const form = withData(<CatalogEditPage id="7" />);
    // What the server sends, less the cover's preload, which a page carries in its head.
    const html = renderToString(form).replace(/<link rel="preload"[^>]*>/g, "");
    expect(html).toContain('value="Tienda Minimalista"');
    expect(html).toContain(">Una tienda sobria y rápida</textarea>");
    expect(html).toContain('value="https://github.com/ejemplo/tienda-minimalista"');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    (container.querySelector("#catalog-name") as HTMLInputElement).value = "Tienda Minimalista II";
    const root = await act(async () => hydrateRoot(container, form));
    expect(nameField()).toHaveValue("Tienda Minimalista II");
    expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Una tienda sobria y rápida");
    act(() => root.unmount());
    container.remove();
  });

  it("saves the changes with a PUT and goes back to the catalogue", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.catalogItem(7, ok(TIENDA)), api.updateCatalogItem(7, ok({ id: 7 }), put));
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.click(screen.getByRole("switch", { name: "Plantilla activa" }));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await findToast("Plantilla web actualizada correctamente")).toBeInTheDocument();
    // Only what this edit changed, from the version it loaded: the other fields stay as others left them.
    expect(put.bodies).toEqual([{ is_active: false, expected_updated_at: TIENDA.updated_at }]);
    expect(router.push).toHaveBeenCalledWith("/niche-catalog");
  });

  it("empties the description when the field is emptied", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.catalogItem(7, ok(TIENDA)), api.updateCatalogItem(7, ok({ id: 7 }), put));
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.clear(screen.getByRole("textbox", { name: "Descripción" }));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await findToast("Plantilla web actualizada correctamente")).toBeInTheDocument();
    expect(put.bodies).toEqual([{ description: null, expected_updated_at: TIENDA.updated_at }]);
  });

  it("never overwrites a template saved in another tab meanwhile: nothing is sent, and the dialog names what changed", async () => {
    const put: RequestRecorder = { bodies: [] };
    server.use(api.catalogItem(7, ok(TIENDA)), api.updateCatalogItem(7, ok({ id: 7 }), put));
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.type(nameField(), " 2");
    // The other tab deactivates it now.
    const deactivated = { ...TIENDA, is_active: false, updated_at: "2026-02-01T12:45:10.123456+00:00" };
    server.use(api.catalogItem(7, ok(deactivated)));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Esta plantilla cambió mientras la editabas" });
    expect(dialog).toHaveTextContent("Cambió desde entonces: Plantilla activa.");
    expect(put.bodies).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Sobrescribir" }));
    expect(await findToast("Plantilla web actualizada correctamente")).toBeInTheDocument();
    // Only the name: the deactivation made in the other tab stays.
    expect(put.bodies).toEqual([{ name: "Tienda Minimalista 2", expected_updated_at: deactivated.updated_at }]);
  });

  it("'Recargar' after a conflict shows the template as it is now", async () => {
    server.use(api.catalogItem(7, ok(TIENDA)));
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.type(nameField(), " 2");
    server.use(api.catalogItem(7, ok({ ...TIENDA, description: "Otra descripción", updated_at: "2026-02-01T12:45:10.123456+00:00" })));
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Esta plantilla cambió mientras la editabas" });
    await user.click(within(dialog).getByRole("button", { name: "Recargar" }));
    expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Otra descripción");
    expect(nameField()).toHaveValue("Tienda Minimalista");
  });

  it("shows a 409 on the slug on the name field, which the slug comes from, and keeps the values", async () => {
    server.use(api.catalogItem(7, ok(TIENDA)), api.updateCatalogItem(7, fail(409, SLUG_TAKEN)));
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.clear(nameField());
    await user.type(nameField(), "Tienda Minimal");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await screen.findByText(DUPLICATE_SLUG)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
    expect(nameField()).toHaveAccessibleDescription(DUPLICATE_SLUG);
    expect(nameField()).toHaveValue("Tienda Minimal");
    expect(screen.queryByText(SLUG_TAKEN)).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });
  it("shows the server's own reason under the repository field when it refuses the URL", async () => {
    const reason = "El repositorio no existe o es privado";
    server.use(
      api.catalogItem(7, ok(TIENDA)),
      api.updateCatalogItem(7, unprocessable([{ loc: ["body", "github_url"], msg: `Value error, ${reason}`, type: "value_error" }])),
    );
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.type(githubField(), "-2");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(githubField()).toHaveAttribute("aria-invalid", "true");
    expect(githubField()).toHaveAccessibleDescription(reason);
    expect(screen.queryByText("La URL de GitHub debe ser válida")).not.toBeInTheDocument();
  });

  it("names a template, not a niche, when the name is taken, whatever the server calls it", async () => {
    server.use(api.catalogItem(7, ok(TIENDA)), api.updateCatalogItem(7, fail(409, "Ya existe un elemento con este nombre")));
    const { user } = renderEdit();
    await screen.findByRole("heading", { level: 1, name: "Editando: Tienda Minimalista" });
    await user.type(nameField(), " 2");
    await user.click(screen.getByRole("button", { name: "Guardar Cambios" }));
    expect(await screen.findByText("Ya existe una plantilla con este nombre")).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription("Ya existe una plantilla con este nombre");
    expect(screen.queryByText("Ya existe un nicho con este nombre")).not.toBeInTheDocument();
  });
});

describe("CatalogForm in create mode", () => {
  beforeEach(() => setRoute({ pathname: "/niche-catalog/new" }));

  it("shows an empty form, without the active switch", async () => {
    renderWithProviders(<CatalogForm />);
    expect(screen.getByRole("heading", { level: 1, name: "Nueva Plantilla Web" })).toBeInTheDocument();
    expect(nameField()).toHaveValue("");
    expect(githubField()).toHaveValue("");
    expect(screen.queryByRole("switch", { name: "Plantilla activa" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Crear Plantilla Web" })).toBeEnabled();
  });

  it("says what is missing without sending anything", async () => {
    const post: RequestRecorder = { bodies: [] };
    server.use(api.createCatalogItem(ok({ id: 8 }), post));
    const { user } = renderWithProviders(<CatalogForm />);
    await user.type(githubField(), "https://gitlab.com/ejemplo/tienda");
    await user.click(screen.getByRole("button", { name: "Crear Plantilla Web" }));
    expect(await screen.findByText("El nombre es requerido")).toBeInTheDocument();
    expect(screen.getByText("La URL debe ser de GitHub")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Debe subir al menos una imagen");
    expect(post.bodies).toHaveLength(0);
  });

  it.each([
    ["https://github.com.evil.example/acme/tienda", "La URL debe ser de GitHub"],
    ["https://github.com@evil.example/acme/tienda", "La URL debe ser de GitHub"],
    ["http://github.com/acme/tienda", "La URL de GitHub debe empezar por https://"],
    ["https://github.com/", "La URL debe llevar a un repositorio: https://github.com/organización/repositorio"],
    ["https://github.com/acme", "La URL debe llevar a un repositorio: https://github.com/organización/repositorio"],
  ])("refuses %s under the field with its reason", async (url, reason) => {
    const post: RequestRecorder = { bodies: [] };
    server.use(api.createCatalogItem(ok({ id: 8 }), post));
    const { user } = renderWithProviders(<CatalogForm />);
    await user.type(githubField(), url);
    await user.click(screen.getByRole("button", { name: "Crear Plantilla Web" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(githubField()).toHaveAccessibleDescription(reason);
    expect(post.bodies).toHaveLength(0);
  });

  it("names its required fields without the asterisk", () => {
    renderWithProviders(<CatalogForm />);
    expect(screen.getByRole("textbox", { name: "Nombre" })).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("textbox", { name: "URL de GitHub" })).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("group", { name: "Imágenes (obligatorio)" })).toBeInTheDocument();
  });

  it("refuses a name longer than 150 characters", async () => {
    const post: RequestRecorder = { bodies: [] };
    server.use(api.createCatalogItem(ok({ id: 8 }), post));
    const { user } = renderWithProviders(<CatalogForm />);
    await user.click(nameField());
    await user.paste("p".repeat(151));
    await user.click(screen.getByRole("button", { name: "Crear Plantilla Web" }));
    expect(await screen.findByText("El nombre no puede superar los 150 caracteres")).toBeInTheDocument();
    expect(post.bodies).toHaveLength(0);
  });

  it("after a drop of more images than fit, says only that the limit is reached once the gallery is full", async () => {
    let uploads = 0;
    const answer = {
      respond: () => {
        uploads += 1;
        return HttpResponse.json({ files: [{ id: `img-${uploads}`, url: catalogContract.uploadedFile.url({ name: `img-${uploads}.png` }) }] });
      },
    };
    server.use(api.uploadImage(answer));
    const { user } = renderWithProviders(<CatalogForm />);
    const photos = Array.from({ length: 7 }, (_, i) => new NodeFile(["png"], `foto-${i}.png`, { type: "image/png" }) as unknown as File);
    await user.upload(await screen.findByLabelText("Subir imágenes", { selector: "input[type=file]" }), photos);
    expect(await screen.findByText("Ya has alcanzado el máximo de 5 imágenes")).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: /^Imagen \d de 5$/ })).toHaveLength(5);
    expect(uploads).toBe(5);
    expect(screen.queryByText(/Solo se pueden? subir/)).not.toBeInTheDocument();
  });

  it("shows a 409 on the slug on the name field after uploading an image", async () => {
    const uploaded = catalogContract.uploadedFile.url({ name: "img-1.png" });
    const post: RequestRecorder = { bodies: [] };
    server.use(
      api.uploadImage(ok({ files: [{ id: "img-1", url: uploaded }] })),
      api.createCatalogItem(fail(409, SLUG_TAKEN), post),
    );
    const { user } = renderWithProviders(<CatalogForm />);
    await user.type(nameField(), "Tienda Minimalista");
    await user.type(githubField(), "https://github.com/ejemplo/tienda-minimalista");
    // jest-fixed-jsdom's FormData is Node's, which takes only Node's files (jsdom's File is not a Blob there).
    const portada = new NodeFile(["png"], "portada.png", { type: "image/png" }) as unknown as File;
    await user.upload(screen.getByLabelText("Subir imágenes"), portada);
    expect(await screen.findByRole("img", { name: "Imagen 1 de 1" })).toHaveAttribute("src", uploaded);

    await user.click(screen.getByRole("button", { name: "Crear Plantilla Web" }));
    expect(await screen.findByText(DUPLICATE_SLUG)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
    expect(nameField()).toHaveValue("Tienda Minimalista");
    expect(post.bodies).toEqual([
      {
        name: "Tienda Minimalista",
        github_url: "https://github.com/ejemplo/tienda-minimalista",
        images: [uploaded],
      },
    ]);
    expect(router.push).not.toHaveBeenCalled();
  });
});
