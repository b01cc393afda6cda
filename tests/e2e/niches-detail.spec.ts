import { expect, test } from "./support/test";
import { api, unique } from "./niches-support";
import { longDate } from "../support/long-date";

test.describe.configure({ timeout: 150_000 });

test.describe("niche detail", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("shows the seven cards, copies values, reveals the API key and never the client secret", async ({ page, request, baseURL }) => {
    const a = await api(request);
    const created = await a.createNiche({
      name: unique("Detalle "),
      affiliate_tag: "detalle-21",
      description: "Una descripción completa",
      keywords: "café, espresso , molinillo",
      mercado: "es",
      external_api_key: "ext-key-secreta-123",
      default_tone: "casual",
      client_id: "cli-abc",
      client_secret: "sec-xyz-987",
      ga_id: "G-ABCDE12345",
      gtm_id: "GTM-AB12CD3",
      adsense_client_id: "ca-pub-1234567890123456",
      google_ads_id: "AW-1234567890",
      google_tag_id: "UA-12345678-1",
      gsc_verification_id: "google-site-verification=abc",
    });
    const niche = (await a.getNiche(created.id)).body;

    await page.goto(`/niches/${niche.id}`);
    await expect(page.getByRole("heading", { level: 1, name: niche.name })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(crumbs).toContainText(niche.name);
    await expect(crumbs).toContainText("Detalle de Nicho");
    await expect(page.getByText("Mercado: 🇪🇸 España")).toBeVisible();
    for (const title of [
      "Información Básica",
      "Configuración Técnica",
      "Credenciales del API Client",
      "Información del Mercado",
      "Servicios de Google",
      "Variables de Entorno",
      "Información del Sistema",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Palabras clave" }).getByRole("listitem")).toHaveText([
      "café",
      "espresso",
      "molinillo",
    ]);
    await expect(page.getByText("Casual", { exact: true })).toBeVisible();
    await expect(page.getByText("amazon.es", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Abrir programa de afiliados" })).toHaveAttribute(
      "href",
      "https://afiliados.amazon.es/",
    );
    await expect(page.getByText("GTM-AB12CD3", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(longDate(niche.created_at), { exact: true }).first()).toBeVisible();

    // Copy with toast and the clipboard's content.
    await page.getByRole("button", { name: "Copiar Slug", exact: true }).click();
    await expect(page.getByText("Slug copiado al portapapeles")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(niche.slug);

    // The API key is masked until revealed; the client secret was shown once, when generated.
    await expect(page.getByText("ext-key-secreta-123")).toHaveCount(0);
    await page.getByRole("button", { name: "Mostrar API key externa" }).click();
    await expect(page.getByText("ext-key-secreta-123", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Mostrar (Secreto de cliente|API_CLIENT_SECRET)/ })).toHaveCount(0);
    await expect(page.getByText("Se muestra una sola vez, al generarlo")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Generar uno nuevo" })).toHaveCount(2);

    // Environment variables: the whole file and each variable.
    const envFile = page.getByTestId("env-file");
    await expect(envFile).toContainText("NODE_ENV=production");
    await expect(envFile).toContainText(`NEXT_PUBLIC_API_BASE_URL=${baseURL}/api/v1`);
    await expect(envFile).toContainText("NEXT_PUBLIC_API_TIMEOUT=10000");
    await expect(envFile).toContainText("NEXT_PUBLIC_SITE_URL=http://localhost:3002");
    await expect(envFile).toContainText(`NEXT_PUBLIC_SITE_ID=${niche.slug}`);
    await expect(envFile).toContainText("NEXT_PUBLIC_CONSENT_MODE=true");
    await expect(envFile).toContainText("NEXT_PUBLIC_GA_ID=G-ABCDE12345");
    await page.getByRole("button", { name: "Copiar Archivo .env" }).click();
    await expect(page.getByText("Archivo .env copiado al portapapeles")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`NEXT_PUBLIC_NICHE_SLUG=${niche.slug}\n`);
    expect(copied).toContain("API_CLIENT_ID=cli-abc\n# El secreto de cliente se muestra una sola vez");
    expect(copied).toContain("\nAPI_CLIENT_SECRET=\n");
    expect(copied).toContain("DASHBOARD_API_KEY=ext-key-secreta-123\n");
    expect(copied).not.toContain("sec-xyz-987");
    await expect(page.getByText("sec-xyz-987")).toHaveCount(0);
    await page.getByRole("button", { name: "Copiar NEXT_PUBLIC_GTM_ID" }).click();
    await expect(page.getByText("NEXT_PUBLIC_GTM_ID copiado al portapapeles")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("GTM-AB12CD3");
  });

  test("a niche with nothing configured shows each card's empty state", async ({ page, request }) => {
    const a = await api(request);
    const niche = await a.createNiche({ name: unique("Vacío "), affiliate_tag: "v-21" });
    await page.goto(`/niches/${niche.id}`);
    await expect(page.getByRole("heading", { level: 1, name: niche.name })).toBeVisible();
    await expect(page.getByText("No configurada")).toBeVisible();
    await expect(page.getByText("Sin configurar")).toBeVisible();
    await expect(page.getByText("Sin mercado definido")).toBeVisible();
    await expect(page.getByRole("link", { name: "Generar credenciales" })).toHaveAttribute("href", `/niches/edit/${niche.id}`);
    await expect(page.getByRole("link", { name: "Configurar Google Services" })).toHaveAttribute(
      "href",
      `/niches/edit/${niche.id}?section=google`,
    );
    await expect(page.getByTestId("env-file")).not.toContainText("NEXT_PUBLIC_GA_ID");
    await expect(page.getByRole("button", { name: "Ver Sitio Web" })).toBeDisabled();
  });

  test("View Website opens the deployed preview in a new tab", async ({ page, request }) => {
    const a = await api(request);
    const withSite = (await a.listNiches()).find((n) => n.name === "Cafeteras Espresso")!;
    const detail = (await a.getNiche(withSite.id)).body;
    const expected = JSON.parse(detail.vercel_data).siteUrl as string;
    await page.goto(`/niches/${withSite.id}`);
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Ver Sitio Web" }).click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toBe(expected);
    await popup.close();
  });

  test("a failed copy says so", async ({ page, request }) => {
    const a = await api(request);
    const niche = await a.createNiche({ name: unique("Copia "), affiliate_tag: "c-21" });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await page.goto(`/niches/${niche.id}`);
    await page.getByRole("button", { name: "Copiar Nombre", exact: true }).click();
    await expect(page.getByText("Error al copiar al portapapeles")).toBeVisible();
  });

  test("an unknown niche says it does not exist, offers no retry, and leads back", async ({ page }) => {
    await page.goto("/niches/987654321");
    const alert = page.getByRole("alert").filter({ hasText: "El nicho no existe o ya fue eliminado" });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText("intente de nuevo");
    await expect(alert.getByRole("button", { name: "Reintentar" })).toHaveCount(0);
    await page.getByRole("link", { name: "Volver a Nichos" }).click();
    await expect(page).toHaveURL(/\/niches$/);
  });
});

test("live automation events update the open detail page", async ({ page, request }) => {
  const a = await api(request);
  const niche = await a.createNiche({ name: unique("Vivo "), affiliate_tag: "vivo-21", mercado: "es" });
  // The embedded automation only creates niches, so what an automation for this one would write is
  // written through the API, and its events are played to the page's socket as an upstream sends them.
  let toPage!: (payload: Record<string, unknown>) => void;
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      ws.send(message);
      if (String(message).includes('"connection_status"')) connected();
    });
    toPage = (payload) => ws.send(`42${JSON.stringify(["niche_automation_progress", { task_id: "t-vivo", niche_slug: niche.slug, total: 4, ...payload }])}`);
  });
  await page.goto(`/niches/${niche.id}`);
  await expect(page.getByRole("heading", { level: 1, name: niche.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ver Sitio Web" })).toBeDisabled();
  await ready;

  const siteUrl = `http://localhost/sites/${niche.slug}/`;
  await a.updateNiche(niche.id, { default_tone: "formal", vercel_data: JSON.stringify({ siteUrl }) });
  toPage({ status: "website_completed", step: 3, message: `Página web generada: ${siteUrl}`, data: { siteUrl } });
  toPage({
    status: "automation_completed",
    step: 4,
    message: "¡Automatización completada! El sitio web ya está disponible.",
    final_data: {
      success: true,
      niche_data: { ...niche, default_tone: "formal", vercel_data: JSON.stringify({ siteUrl }) },
      previous_results: { website_config: { data: { siteUrl } } },
    },
  });
  await expect(page.getByText("¡Automatización completada! El sitio web ya está disponible.").first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("button", { name: "Ver Sitio Web" })).toBeEnabled();
  await expect(page.getByText("Formal", { exact: true })).toBeVisible();
});
