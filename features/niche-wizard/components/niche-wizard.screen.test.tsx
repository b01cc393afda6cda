/**
 * @jest-environment jest-fixed-jsdom
 */
import { act } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { WIZARD_RUN_KEY } from "@/features/niche-wizard/run-record";
import { NO_CREDENTIALS } from "@/features/niche-wizard/wizard-data";
import { api, fail, ok, pending, type CallCounter, type RequestRecorder } from "@/tests/support/api-handlers";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { automationStatusPath } from "@/tests/support/api-paths";
import { catalogItem, createdApiClient, createdApiKey, currentUser, niche } from "@/tests/support/fixtures";
import { server, startMswServer } from "@/tests/support/msw-server";
import { setRoute } from "@/tests/support/next-navigation";
import { renderWithProviders } from "@/tests/support/render-with-providers";
import { NicheWizard } from "./niche-wizard";
import { serverDataKey } from "@/lib/http/server-data-shape";
import { catalogItemsQuery } from "@/features/niche-catalog";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

startMswServer();

/** Walking four steps renders the whole market catalogue several times: more than jest's default 5 s. */
const WALK_TIMEOUT_MS = 30_000;

beforeEach(() => {
  setRoute({ pathname: "/niches/new" });
  // The form reads the existing niches to refuse a taken name; tests that care answer it themselves.
  server.use(api.niches(ok([])));
});
afterEach(() => window.sessionStorage.clear());

const TIENDA = catalogItem({ id: 7, name: "Tienda Minimalista", slug: "tienda-minimalista" });
/** None can build a niche: one is inactive, the others have no repository. */
const UNUSABLE = [
  catalogItem({ id: 8, name: "Blog Antiguo", is_active: false }),
  catalogItem({ id: 9, name: "Revista", github_url: null }),
  catalogItem({ id: 10, name: "Portada", github_url: "https://github.com/" }),
];

/** Step 2's "Siguiente" once the niches its name could clash with are read. */
const nextEnabled = () => waitFor(() => expect(screen.getByRole("button", { name: "Siguiente" })).toBeEnabled());

/** Steps 1 to 4 as a user fills them, up to the template step. */
async function walkToTemplateStep(user: ReturnType<typeof renderWithProviders>["user"]) {
  await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" });
  const [spain] = screen.getAllByRole("button", { name: /^España/ });
  await user.click(spain!);
  await user.click(screen.getByRole("button", { name: "Siguiente" }));

  await user.type(await screen.findByRole("textbox", { name: "Nombre del nicho" }), "Cafeteras Pro");
  await nextEnabled();
  await user.click(screen.getByRole("button", { name: "Siguiente" }));

  await user.type(await screen.findByRole("textbox", { name: "Affiliate Tag" }), "cafeteras-21");
  await user.click(screen.getByRole("button", { name: "Siguiente" }));

  const tones = await screen.findByRole("list", { name: "Tonos disponibles" });
  await user.click(within(tones).getByRole("button", { name: /^Casual/ }));
  await user.click(screen.getByRole("button", { name: "Siguiente" }));
  await screen.findByRole("heading", { level: 2, name: "Plantilla web" });
}

const ESPRESSO = niche({ id: 1, name: "Cafeteras Espresso", slug: "es-cafeteras-espresso" });

/** The calls that would make the niche's credentials: only the create step may make them. */
function credentialCalls(recorder?: RequestRecorder) {
  return [
    api.niches(ok([ESPRESSO])),
    api.currentUser(ok(currentUser())),
    api.createApiKey(ok(createdApiKey({ key: "ak_cafeteras" })), recorder),
    api.createApiClient(ok(createdApiClient({ id: 3, name: "Nicho Cafeteras Pro - Client", client_secret: "s3cr3t" })), recorder),
  ];
}

describe("NicheWizard", () => {
  it("says it is checking the web templates while the catalogue loads", async () => {
    server.use(api.catalog(pending()));
    renderWithProviders(<NicheWizard />);
    expect(
      await screen.findByRole("status", { name: "Comprobando la configuración de plantillas web..." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Crear Nuevo Nicho" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Siguiente" })).not.toBeInTheDocument();
  });

  it("opens from the server's templates, before the browser has any answer, never showing the pre-check", async () => {
    server.use(api.catalog(pending()));
    // Awaited: the form's code, loaded after the page, is awaited by its first render.
    await act(async () => {
      renderWithProviders(
        <ServerDataProvider value={{ fallback: { [serverDataKey(catalogItemsQuery.key)]: [TIENDA] }, errors: {}, partial: [] }}>
          <NicheWizard />
        </ServerDataProvider>,
      );
    });
    expect(screen.getByRole("heading", { level: 2, name: "Selecciona el mercado" })).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Comprobando la configuración de plantillas web..." })).not.toBeInTheDocument();
  });

  it("blocks the wizard when no template can build a niche, and says how to get one", async () => {
    server.use(api.catalog(ok(UNUSABLE)));
    renderWithProviders(<NicheWizard />);
    expect(await screen.findByRole("heading", { level: 1, name: "Configuración Requerida" })).toBeInTheDocument();
    expect(
      screen.getByText("Para crear un nicho necesitas al menos una plantilla web activa con un repositorio de GitHub."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear Primera Plantilla Web" })).toHaveAttribute("href", "/niche-catalog/new");
    expect(screen.getByRole("link", { name: "Ver Plantillas Web" })).toHaveAttribute("href", "/niche-catalog");
    expect(screen.getByRole("link", { name: "Volver a Nichos" })).toHaveAttribute("href", "/niches");
    expect(screen.queryByRole("button", { name: "Siguiente" })).not.toBeInTheDocument();
  });

  it("blocks the wizard too when the catalogue is empty", async () => {
    server.use(api.catalog(ok([])));
    renderWithProviders(<NicheWizard />);
    expect(await screen.findByRole("heading", { level: 1, name: "Configuración Requerida" })).toBeInTheDocument();
  });

  it("opens on the market step when a template can build a niche", async () => {
    server.use(api.catalog(ok([TIENDA, ...UNUSABLE])));
    renderWithProviders(<NicheWizard />);
    expect(await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Crear Nuevo Nicho" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Buscar mercado" })).toBeInTheDocument();
    // Nothing chosen yet: the next step waits for a market.
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Anterior" })).toBeDisabled();
    expect(screen.queryByRole("heading", { name: "Configuración Requerida" })).not.toBeInTheDocument();
  });

  it("lists only the usable templates on the last step, with no credentials made on the way", async () => {
    const recorder: RequestRecorder = { bodies: [] };
    server.use(api.catalog(ok([TIENDA, ...UNUSABLE])), ...credentialCalls(recorder));
    const { user } = renderWithProviders(<NicheWizard />);
    await walkToTemplateStep(user);
    expect(recorder.bodies).toEqual([]);
    const templates = screen.getByRole("list", { name: "Plantillas web disponibles" });
    expect(within(templates).getAllByRole("button")).toHaveLength(1);
    expect(within(templates).getByRole("button", { name: /Tienda Minimalista/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Crear Nicho" })).toBeDisabled();
  }, WALK_TIMEOUT_MS);

  it("sends the user back to step 2 when another tab took the name after it was checked", async () => {
    const niches = [ESPRESSO];
    server.use(
      api.pagedNiches(niches),
      api.catalog(ok([TIENDA])),
      ...credentialCalls(),
      http.post("/api/v1/niches/start-automation", () => {
        niches.push(niche({ id: 2, name: "cafeteras pro", slug: "cafeteras-pro-2" }));
        return HttpResponse.json({ detail: "Ya existe un nicho con este nombre" }, { status: 409 });
      }),
    );
    const { user } = renderWithProviders(<NicheWizard />);
    await walkToTemplateStep(user);
    await user.click(screen.getByRole("button", { name: /Tienda Minimalista/ }));
    await user.click(screen.getByRole("button", { name: "Crear Nicho" }));
    expect(await screen.findByText("Ya existe un nicho con este nombre: elige otro.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Nombre del nicho" })).toHaveAttribute("aria-invalid", "true");
  }, WALK_TIMEOUT_MS);

  it.each([
    ["read whole", false],
    ["asked by slug and name, on an upstream that pages niches", true],
  ])("refuses at step 2 the name or the URL of a niche that already exists (%s)", async (_, paging) => {
    const asked: CallCounter = { count: 0, searches: [] };
    // The first handler for a path answers it: the niche list's comes before the credential calls' own.
    server.use(paging ? api.pagedNiches([ESPRESSO], asked) : api.niches(ok([ESPRESSO])), api.catalog(ok([TIENDA])), ...credentialCalls());
    const { user } = renderWithProviders(<NicheWizard />);
    await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" });
    const [spain] = screen.getAllByRole("button", { name: /^España/ });
    await user.click(spain!);
    await user.click(screen.getByRole("button", { name: "Siguiente" }));

    const name = await screen.findByRole("textbox", { name: "Nombre del nicho" });
    await user.type(name, "cafeteras espresso");
    expect(await screen.findByText("Ya existe un nicho con la URL /es-cafeteras-espresso: cambia el nombre.")).toBeInTheDocument();
    expect(screen.queryByText("Válido")).not.toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();

    await user.clear(name);
    await user.type(name, "Cafeteras Espresso!");
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();

    await user.clear(name);
    await user.type(name, "Cafeteras Italianas");
    expect(await screen.findByText("Válido")).toBeInTheDocument();
    await nextEnabled();
    // Never the whole niche list where the upstream finds niches by slug and name.
    if (paging) expect(asked.searches!.length > 0 && asked.searches!.every((search) => search.includes("limit="))).toBe(true);
  }, WALK_TIMEOUT_MS);

  it("shows the ten popular markets as the main ones", async () => {
    server.use(api.catalog(ok([TIENDA])));
    renderWithProviders(<NicheWizard />);
    const main = await screen.findByRole("region", { name: "Mercados principales" });
    const names = within(main)
      .getAllByRole("button")
      .map((card) => card.querySelector(".font-medium")?.textContent);
    expect(names).toEqual(["Estados Unidos", "Reino Unido", "Alemania", "Francia", "Italia", "España", "México", "Brasil", "Canadá", "Japón"]);
    expect(screen.getByText("Mercados principales", { selector: "dt" }).nextElementSibling).toHaveTextContent("10");
  });

  describe("step 2 takes names in any script and says why it refuses one", () => {
    async function nameStepFor(user: ReturnType<typeof renderWithProviders>["user"], country: string) {
      await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" });
      await user.type(screen.getByRole("searchbox", { name: "Buscar mercado" }), country);
      const [card] = within(screen.getByRole("region", { name: "Todos los mercados" })).getAllByRole("button", { name: new RegExp(`^${country}`) });
      await user.click(card!);
      await user.click(screen.getByRole("button", { name: "Siguiente" }));
      return screen.findByRole("textbox", { name: "Nombre del nicho" });
    }
    const NO_LETTERS = "El nombre necesita letras o números: no puede ser solo símbolos o emojis";

    it("refuses a name of only emoji or symbols with its reason, never calling it valid", async () => {
      server.use(api.catalog(ok([TIENDA])));
      const { user } = renderWithProviders(<NicheWizard />);
      const name = await nameStepFor(user, "España");
      for (const text of ["😀😀😀", "---"]) {
        await user.clear(name);
        await user.type(name, text);
        expect(await screen.findByText(NO_LETTERS)).toBeInTheDocument();
        expect(name).toHaveAccessibleDescription(expect.stringContaining(NO_LETTERS));
        expect(name).toHaveAttribute("aria-invalid", "true");
        expect(screen.queryByText("Válido")).not.toBeInTheDocument();
        expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();
      }
    }, WALK_TIMEOUT_MS);

    it("writes an Arabic name's URL in Latin letters and lets it through", async () => {
      server.use(api.catalog(ok([TIENDA])));
      const { user } = renderWithProviders(<NicheWizard />);
      const name = await nameStepFor(user, "Arabia Saudita");
      await user.type(name, "متجر القهوة");
      expect(await screen.findByText("Válido")).toBeInTheDocument();
      expect(screen.getByTestId("wizard-slug")).toHaveTextContent("/sa-mtjr-alqhwa");
      await nextEnabled();
    }, WALK_TIMEOUT_MS);

    it("asks for the URL of a name without Latin letters, says what it may hold, and takes it", async () => {
      server.use(api.catalog(ok([TIENDA])));
      const { user } = renderWithProviders(<NicheWizard />);
      const name = await nameStepFor(user, "Japón");
      await user.type(name, "日本酒");
      expect(await screen.findByText("Válido")).toBeInTheDocument();
      expect(screen.getByTestId("wizard-slug")).toHaveTextContent("Escríbela más abajo");
      expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();
      const typed = screen.getByRole("textbox", { name: "URL del sitio" });
      expect(typed).toHaveAccessibleDescription(expect.stringContaining("no se puede escribir con letras latinas"));

      await user.type(typed, "日本");
      expect(await screen.findByText(/Usa letras latinas \(a-z\), números o guiones/)).toBeInTheDocument();
      expect(typed).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();

      await user.clear(typed);
      await user.type(typed, "Sake Japonés");
      expect(screen.getByTestId("wizard-slug")).toHaveTextContent("/jp-sake-japones");
      await nextEnabled();
    }, WALK_TIMEOUT_MS);
  });

  it("continues with Enter from a chosen market card, and keeps each step in the URL so Back goes one step back", async () => {
    server.use(api.catalog(ok([TIENDA])), ...credentialCalls());
    const { user } = renderWithProviders(<NicheWizard />);
    await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" });
    const [spain] = screen.getAllByRole("button", { name: /^España/ });
    await user.click(spain!);
    expect(spain).toHaveFocus();
    expect(window.location.search).toBe("?step=1");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 2, name: "Nombre del nicho" })).toBeInTheDocument();
    expect(window.location.search).toBe("?step=2");

    window.history.back();
    expect(await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^España/ })[0]).toHaveAttribute("aria-pressed", "true");
  }, WALK_TIMEOUT_MS);

  it("shows a step the user cannot be at yet as the furthest reachable one", async () => {
    setRoute({ pathname: "/niches/new", search: "step=4" });
    server.use(api.catalog(ok([TIENDA])), ...credentialCalls());
    renderWithProviders(<NicheWizard />);
    expect(await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("comes back after a reload before the run on the same step, with the same values", async () => {
    server.use(api.catalog(ok([TIENDA])));
    const { user, unmount } = renderWithProviders(<NicheWizard />);
    await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" });
    await user.click(screen.getAllByRole("button", { name: /^España/ })[0]!);
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    await user.type(await screen.findByRole("textbox", { name: "Nombre del nicho" }), "Cafeteras Pro");
    await nextEnabled();
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    await user.type(await screen.findByRole("textbox", { name: "Affiliate Tag" }), "cafeteras-21");

    // The reload: the page goes, and the same address opens again.
    window.dispatchEvent(new Event("pagehide"));
    unmount();
    expect(window.location.search).toBe("?step=3");
    setRoute({ pathname: "/niches/new", search: "step=3" });
    renderWithProviders(<NicheWizard />);

    expect(await screen.findByRole("heading", { level: 2, name: "Affiliate Tag" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Affiliate Tag" })).toHaveValue("cafeteras-21");
    await user.click(screen.getByRole("button", { name: "Anterior" }));
    expect(await screen.findByRole("textbox", { name: "Nombre del nicho" })).toHaveValue("Cafeteras Pro");
  }, WALK_TIMEOUT_MS);

  describe("after a reload during the automation", () => {
    const storeRun = () =>
      window.sessionStorage.setItem(
        WIZARD_RUN_KEY,
        JSON.stringify({
          taskId: "t1",
          niche: { name: "Cafeteras Pro", slug: "es-cafeteras-pro", affiliate_tag: "cafe-21" },
          existingIds: [1],
          credentials: NO_CREDENTIALS,
        }),
      );
    const completedWith = (nicheId: number) =>
      http.get(automationStatusPath("t1"), () =>
        HttpResponse.json({ task_id: "t1", status: "completed", step: 4, total: 4, niche_id: nicheId }),
      );

    it("follows the run again and links to the niche it created, saying then that it has finished", async () => {
      storeRun();
      const saved: RequestRecorder = { bodies: [] };
      server.use(api.catalog(ok([TIENDA])), api.niches(ok([])), completedWith(9), api.updateNiche(9, ok({}), saved));
      renderWithProviders(<NicheWizard />);
      expect(await screen.findByText("La automatización de tu nicho sigue en marcha: aquí ves su progreso.")).toBeInTheDocument();
      expect(await screen.findByRole("link", { name: "Ver nicho" })).toHaveAttribute("href", "/niches/9");
      expect(screen.getByText("La automatización de tu nicho ha terminado.")).toBeInTheDocument();
      expect(screen.queryByText(/sigue en marcha/)).not.toBeInTheDocument();
      expect(saved.bodies).toEqual([expect.objectContaining({ slug: "es-cafeteras-pro" })]);
      expect(window.sessionStorage.getItem(WIZARD_RUN_KEY)).toBeNull();
    });

    it("never changes a niche that existed before the run, whatever the automation answers", async () => {
      storeRun();
      const saved: RequestRecorder = { bodies: [] };
      server.use(api.catalog(ok([TIENDA])), completedWith(1), api.updateNiche(1, ok({}), saved));
      renderWithProviders(<NicheWizard />);
      expect(
        await screen.findByText("La automatización respondió con un nicho que ya existía: no se ha modificado."),
      ).toBeInTheDocument();
      expect(saved.bodies).toEqual([]);
      expect(screen.queryByRole("link", { name: "Ver nicho" })).not.toBeInTheDocument();
      expect(screen.getByText("La automatización de tu nicho se ha detenido.")).toBeInTheDocument();
      expect(screen.queryByText(/sigue en marcha/)).not.toBeInTheDocument();
    });
  });

  it("does not block on a catalogue that failed to load: the template step says so, and 'Reintentar' lists them", async () => {
    server.use(api.catalog(fail(502, "El servidor no está disponible en este momento.")), ...credentialCalls());
    const { user } = renderWithProviders(<NicheWizard />);
    expect(await screen.findByRole("heading", { level: 2, name: "Selecciona el mercado" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Configuración Requerida" })).not.toBeInTheDocument();

    await walkToTemplateStep(user);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Error de Conexión");
    expect(alert).toHaveTextContent("Error al cargar las plantillas web del catálogo");

    server.use(api.catalog(ok([TIENDA])));
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    // Still on the last step, with what was filled in: the retry does not start the wizard over.
    const templates = await screen.findByRole("list", { name: "Plantillas web disponibles" });
    expect(within(templates).getByRole("button", { name: /Tienda Minimalista/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Paso 5: Proyecto" })).toHaveAttribute("aria-current", "step");
    expect(screen.queryByText("Error al cargar las plantillas web del catálogo")).not.toBeInTheDocument();
  }, WALK_TIMEOUT_MS);
});
