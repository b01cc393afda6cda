import { test, expect, type APIRequestContext, type Page } from "./support/test";
import { BACKEND_URL } from "./support/admin";
import { adminToken } from "./support/api";
import { SAFE_IMAGE_SRC, XSS_VECTORS, xssMarkdown } from "../support/xss-content";
import { testHooksPaths } from "@/lib/contract/test-hooks";
import { NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

declare global {
  interface Window {
    __xss?: number;
  }
}

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1600, height: 900 } });

const HOSTILE_TITLE = `Vectores <img src=x onerror="window.__xss=(window.__xss||0)+1">`;

async function hostileProduct(request: APIRequestContext): Promise<number> {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const niches = (await (await request.get(`${BACKEND_URL}${NICHES_PATH}`, { headers })).json()) as { id: number }[];
  const asin = `X${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.toUpperCase().slice(0, 10);
  const created = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(niches[0].id)}`, {
    headers,
    data: { amazon_url: `https://www.amazon.es/dp/${asin}` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const stored = await request.post(`${BACKEND_URL}${testHooksPaths.productContent(id)}`, {
    headers,
    data: {
      title: HOSTILE_TITLE,
      content: xssMarkdown(),
      content_metadata: {
        meta_title: `<script>window.__xss=(window.__xss||0)+1</script>`,
        meta_description: `<img src=x onerror=alert(1)>`,
        keywords: [`<svg onload=alert(1)>`, "seguro"],
        seo_score: 50,
      },
    },
  });
  expect(stored.status()).toBe(201);
  return id;
}

/** Fails the test on any dialog (alert, confirm, prompt) the content manages to open. */
/**
 * Waits until what the page would still run on its own has had its turn: the document has loaded,
 * every image it fetches has loaded or failed (an onerror fires then; lazy images out of view are
 * never fetched) and two frames have been painted after that.
 */
async function settle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.readyState === "complete" && Array.from(document.images).every((img) => img.complete || img.loading === "lazy"),
      ),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

function trapDialogs(page: Page, opened: string[]) {
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

test("a content full of XSS vectors runs no script and opens no dialog, and still renders", async ({ page, context, request }) => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(40);
  const dialogs: string[] = [];
  trapDialogs(page, dialogs);
  await context.addInitScript(() => {
    window.__xss = 0;
  });
  const id = await hostileProduct(request);
  await page.goto(`/products/${id}/content`, { waitUntil: "domcontentloaded", timeout: 90_000 });
  const article = page.locator("article[data-print-article]");
  await expect(article.getByRole("heading", { name: "Vector 40" })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("main header h1")).toHaveText(HOSTILE_TITLE);

  // The benign parts survive: table, image and details block.
  await expect(article.getByRole("table").first()).toContainText("Cafetera");
  const image = article.getByRole("img", { name: "Imagen segura" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", SAFE_IMAGE_SRC);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const details = article.locator("details").filter({ hasText: "Más detalles" });
  await details.locator("summary").click();
  await expect(details.getByText("Texto plegado seguro.")).toBeVisible();

  // Give handlers every chance: hover, click and tab through the rendered vectors.
  for (const text of ["overlay", "click me", "focus trap", "toggle trap", "cell"]) {
    const target = article.getByText(text, { exact: true }).first();
    await target.scrollIntoViewIfNeeded();
    await target.hover();
    await target.click();
  }
  for (let i = 0; i < 15; i += 1) await page.keyboard.press("Tab");
  await page.mouse.move(5, 5);
  await settle(page);

  // Nothing dangerous reached the DOM and nothing ran.
  const report = await article.evaluate((root) => {
    const elements = Array.from(root.querySelectorAll("*"));
    return {
      banned: root.querySelectorAll("script, iframe, object, embed, form, svg, math, style, meta, base, link, button, textarea, select").length,
      handlers: elements.flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith("on"))),
      styled: elements.filter((el) => el.hasAttribute("style")).length,
      positioned: elements.filter((el) => ["fixed", "absolute", "sticky"].includes(getComputedStyle(el).position)).length,
      badUrls: elements
        .flatMap((el) => ["href", "src", "action", "formaction", "xlink:href"].map((a) => el.getAttribute(a) ?? ""))
        // "javascript%3A..." would be a harmless relative path: only real schemes count.
        .filter((url) => /^\s*((javascript|vbscript):|data:(?!image\/png;base64))/i.test(url)),
    };
  });
  expect(report).toEqual({ banned: 0, handlers: [], styled: 0, positioned: 0, badUrls: [] });
  expect(await page.evaluate(() => window.__xss)).toBe(0);
  expect(dialogs).toEqual([]);
  expect(page.url()).toContain(`/products/${id}/content`);

  // No overlay swallows clicks: the page's own controls still receive them.
  await page.getByRole("button", { name: "Regenerar" }).click({ trial: true });

  // Markdown and metadata tabs show the hostile text as text.
  await page.getByRole("tab", { name: "Markdown" }).click();
  await expect(page.getByTestId("content-markdown-source")).toContainText("<script>window.__xss");
  await page.getByRole("tab", { name: "Metadatos" }).click();
  await expect(page.getByText("#<svg onload=alert(1)>")).toBeVisible();
  await expect(page.getByText("<img src=x onerror=alert(1)>", { exact: true })).toBeVisible();
  await settle(page);
  expect(await page.evaluate(() => window.__xss)).toBe(0);
  expect(dialogs).toEqual([]);
});

test("the full-screen window of a hostile content runs no script either", async ({ page, context, request }) => {
  const dialogs: string[] = [];
  trapDialogs(page, dialogs);
  const id = await hostileProduct(request);
  await page.goto(`/products/${id}/content`, { waitUntil: "domcontentloaded", timeout: 90_000 });
  await expect(page.getByRole("button", { name: "Pantalla completa" })).toBeVisible({ timeout: 60_000 });

  const opening = context.waitForEvent("page");
  await page.getByRole("button", { name: "Pantalla completa" }).click();
  const popup = await opening;
  trapDialogs(popup, dialogs);
  await expect(popup.getByRole("heading", { name: "Vector 40" })).toBeVisible();
  await expect(popup).toHaveTitle(HOSTILE_TITLE);
  await expect(popup.getByRole("img", { name: "Imagen segura" })).toBeVisible();
  await popup.mouse.move(200, 200);
  await settle(popup);
  expect(await popup.locator("script, iframe, object, embed, form, svg, math").count()).toBe(0);
  expect(await popup.evaluate(() => window.__xss ?? 0)).toBe(0);
  expect(await page.evaluate(() => window.__xss ?? 0)).toBe(0);
  expect(dialogs).toEqual([]);
});

test("the content renderer answers 401 to a call without the session", async ({ playwright, baseURL }) => {
  // An explicit empty state: the project's signed-in storage state would otherwise carry the cookie.
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const response = await anonymous.post("/product-content/render", { data: { markdown: "# Hola" }, maxRedirects: 0 });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  } finally {
    await anonymous.dispose();
  }
});

test("the content renderer answers 401 to a forged session cookie", async ({ playwright, baseURL }) => {
  const { hostname } = new URL(baseURL!);
  for (const value of ["x", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged"]) {
    const forged = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [{ name: "afiliados_session", value, domain: hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }], origins: [] },
    });
    try {
      const response = await forged.post("/product-content/render", { data: { markdown: "# Hola" }, maxRedirects: 0 });
      expect(response.status()).toBe(401);
    } finally {
      await forged.dispose();
    }
  }
});
