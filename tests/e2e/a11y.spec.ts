import AxeBuilder from "@axe-core/playwright";
import { test, expect, type APIRequestContext, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { catalogContract } from "@/features/niche-catalog/contract";
import { CATALOG_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// Issue 11 point 2: every screen, in each theme and contrast mode, has no serious or critical
// axe violation of WCAG 2.1 A/AA. One page load per screen and mode.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Mode {
  name: string;
  theme: "light" | "dark";
  contrast: "normal" | "high";
}

const MODES: Mode[] = [
  { name: "claro", theme: "light", contrast: "normal" },
  { name: "oscuro", theme: "dark", contrast: "normal" },
  { name: "alto contraste claro", theme: "light", contrast: "high" },
  { name: "alto contraste oscuro", theme: "dark", contrast: "high" },
];

interface Data {
  nicheId: number;
  productId: number;
  templateId: number;
}

interface Screen {
  name: string;
  path: (data: Data) => string;
  /** Brings the screen to the state to check (a dialog open, a tab chosen) once it has loaded. */
  open?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: "panel", path: () => "/dashboard" },
  { name: "nichos", path: () => "/niches" },
  { name: "detalle de nicho", path: (d) => `/niches/${d.nicheId}` },
  { name: "edición de nicho", path: (d) => `/niches/edit/${d.nicheId}` },
  {
    name: "edición de nicho: crear API key",
    path: (d) => `/niches/edit/${d.nicheId}`,
    open: (page) => openDialog(page, page.getByRole("button", { name: "Crear API key", exact: true })),
  },
  { name: "productos del nicho", path: (d) => `/niches/${d.nicheId}/products` },
  {
    name: "productos del nicho: importación masiva",
    path: (d) => `/niches/${d.nicheId}/products`,
    open: (page) => openDialog(page, page.getByRole("button", { name: "Importar Masivamente" }).first()),
  },
  { name: "nuevo producto", path: (d) => `/niches/${d.nicheId}/products/new` },
  { name: "edición de producto", path: (d) => `/products/${d.productId}/edit` },
  { name: "todos los productos", path: () => "/products" },
  {
    name: "todos los productos: importar",
    path: () => "/products",
    open: (page) => openDialog(page, page.getByRole("button", { name: "Importar Productos" })),
  },
  {
    name: "todos los productos: lista de nichos",
    path: () => "/products",
    open: async (page) => {
      await page.getByRole("combobox", { name: "Nicho" }).click();
      await expect(page.getByRole("listbox", { name: "Nicho" })).toBeVisible();
    },
  },
  {
    name: "búsqueda global",
    path: () => "/products",
    open: (page) => openDialog(page, page.getByRole("button", { name: "Buscar", exact: true })),
  },
  { name: "contenido: vista previa", path: (d) => `/products/${d.productId}/content` },
  { name: "contenido: markdown", path: (d) => `/products/${d.productId}/content?tab=markdown` },
  { name: "contenido: metadatos", path: (d) => `/products/${d.productId}/content?tab=metadata` },
  { name: "catálogo", path: () => "/niche-catalog" },
  { name: "nueva plantilla", path: () => "/niche-catalog/new" },
  { name: "detalle de plantilla", path: (d) => `/niche-catalog/${d.templateId}` },
  { name: "edición de plantilla", path: (d) => `/niche-catalog/edit/${d.templateId}` },
  { name: "API Clients", path: () => "/admin/api-clients" },
  {
    name: "API Clients: nuevo cliente",
    path: () => "/admin/api-clients",
    open: (page) => openDialog(page, page.getByRole("button", { name: "Nuevo API Client" })),
  },
];

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A niche with a generated product and a web template of this spec's own. */
async function arrange(request: APIRequestContext): Promise<Data> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`${BACKEND_URL}${path}`, { headers, data });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const id = unique();
  const niche = await post<{ id: number }>(NICHES_PATH, { name: `Accesible ${id}`, affiliate_tag: "a11y-21", mercado: "España" });
  const product = await post<{ id: number }>(productsPaths.ofNiche(niche.id), {
    amazon_url: `https://www.amazon.es/dp/B0${id.toUpperCase().slice(0, 8).padEnd(8, "X")}`,
  });
  await post(productsPaths.ofNiche(niche.id), { amazon_url: `https://www.amazon.es/dp/B0${unique().toUpperCase().slice(0, 8).padEnd(8, "Y")}` });
  await request.post(`${BACKEND_URL}${productsPaths.triggerGeneration(product.id)}`, { headers });
  await expect
    .poll(async () => {
      const response = await request.get(`${BACKEND_URL}${productsPaths.one(product.id)}`, { headers });
      return ((await response.json()) as { generation_status: string }).generation_status;
    })
    .toBe("completed");
  const templates = (await (await request.get(`${BACKEND_URL}${CATALOG_PATH}`, { headers })).json()) as { images?: string[] | null }[];
  const images = templates.flatMap((x) => x.images ?? []).slice(0, 2);
  const template = await post<{ id: number }>(CATALOG_PATH, {
    name: `Plantilla accesible ${id}`,
    description: "Plantilla para las pruebas de accesibilidad",
    images: images.length ? images : [catalogContract.uploadedFile.url({ name: "none.png" })],
    github_url: `https://github.com/e2e/a11y-${id}`,
  });
  return { nicheId: niche.id, productId: product.id, templateId: template.id };
}

/** Stores the theme and contrast choices the panel reads before its first paint. */
async function useMode(page: Page, mode: Mode) {
  await page.emulateMedia({ colorScheme: mode.theme, reducedMotion: "reduce" });
  await page.addInitScript(([theme, contrast]) => {
    window.localStorage.setItem("theme", theme);
    window.localStorage.setItem("contrastMode", contrast);
  }, [mode.theme, mode.contrast] as const);
}

/** Loaded means: a heading, no skeleton or busy region left, and no finite animation still running. */
async function settle(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

async function openDialog(page: Page, trigger: ReturnType<Page["getByRole"]>) {
  await trigger.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await settle(page);
}

async function expectNoSeriousViolations(page: Page, mode: Mode) {
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${mode.theme}\\b`));
  await expect(page.locator("html")).toHaveAttribute("data-contrast", mode.contrast);
  // The dev-mode indicator of `next dev` is not part of the panel.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude("nextjs-portal").analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 8).map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

test.describe("accesibilidad sin sesión", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const mode of MODES) {
    test(`inicio de sesión · ${mode.name}`, async ({ page }) => {
      await useMode(page, mode);
      await page.goto("/login");
      await settle(page);
      await expectNoSeriousViolations(page, mode);
    });
  }
});

test.describe("accesibilidad del panel", () => {
  let data: Data;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    data = await arrange(request);
    await request.dispose();
  });

  for (const screen of SCREENS) {
    for (const mode of MODES) {
      test(`${screen.name} · ${mode.name}`, async ({ page }) => {
        await useMode(page, mode);
        await page.goto(screen.path(data));
        await settle(page);
        await screen.open?.(page);
        await expectNoSeriousViolations(page, mode);
      });
    }
  }

  // The wizard keeps its steps in memory: one load per mode, checked at each of the five steps.
  for (const mode of MODES) {
    test(`asistente de nicho, pasos 1 a 5 · ${mode.name}`, async ({ page }) => {
      await useMode(page, mode);
      await page.goto("/niches/new");
      await settle(page);
      const step = (name: string) => expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      const next = () => page.getByRole("button", { name: "Siguiente" }).click();

      await step("Selecciona el mercado");
      await expectNoSeriousViolations(page, mode);
      await page.getByLabel("Buscar mercado").fill("España");
      await page.getByRole("button", { name: /España/ }).click();
      await expect(page.getByRole("heading", { name: "Mercado seleccionado" })).toBeVisible();
      await expectNoSeriousViolations(page, mode);
      await next();

      await step("Nombre del nicho");
      await page.getByRole("textbox", { name: "Nombre del nicho" }).fill(`Asistente accesible ${unique()}`);
      await expectNoSeriousViolations(page, mode);
      await next();

      await step("Affiliate Tag");
      await page.getByRole("textbox", { name: "Affiliate Tag" }).fill("accesible-21");
      await expectNoSeriousViolations(page, mode);
      await next();

      await step("Tono del contenido");
      await page.getByRole("button", { name: /^Casual/ }).click();
      await expectNoSeriousViolations(page, mode);
      await next();

      await step("Plantilla web");
      await page.getByRole("button", { name: /Plantilla accesible/ }).first().click();
      await expect(page.getByRole("heading", { name: "Automatización al crear el nicho" })).toBeVisible();
      await expectNoSeriousViolations(page, mode);
    });
  }
});
