import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { chooseOption, chosenOption } from "./support/select";
import { adminToken, clearFaults, injectFault, onlyPath, pathsFrom } from "./support/api";
import { BACKEND_URL } from "./support/admin";
import { API_KEYS_PATH, FORCE_GENERATE_PATH, NICHES_PATH, productsPaths } from "@/tests/support/api-paths";

// Every test arranges its own niche and products with unique names (one backend per run).
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const asin = () => `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, "X")}`;

async function api(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  return {
    async niche(data: Record<string, unknown>) {
      const r = await request.post(`${BACKEND_URL}${NICHES_PATH}`, { headers, data });
      expect(r.ok(), await r.text()).toBe(true);
      return (await r.json()) as { id: number; name: string; slug: string };
    },
    async product(nicheId: number, amazon_url: string) {
      const r = await request.post(`${BACKEND_URL}${productsPaths.ofNiche(nicheId)}`, { headers, data: { amazon_url } });
      expect(r.ok(), await r.text()).toBe(true);
      return (await r.json()) as { id: number; amazon_url: string };
    },
    async apiKey() {
      const r = await request.post(`${BACKEND_URL}${API_KEYS_PATH}`, {
        headers,
        data: { name: `e2e ${unique()}`, email: "e2e@example.com" },
      });
      expect(r.ok(), await r.text()).toBe(true);
      return ((await r.json()) as { key: string }).key;
    },
    async generateAndWait(productId: number) {
      await request.post(`${BACKEND_URL}${productsPaths.triggerGeneration(productId)}`, { headers });
      await expect
        .poll(async () => {
          const r = await request.get(`${BACKEND_URL}${productsPaths.one(productId)}`, { headers });
          return ((await r.json()) as { generation_status: string }).generation_status;
        })
        .toBe("completed");
    },
  };
}

// The shared 2-core machine is slow under next dev; these flows take several page compiles.
test.describe.configure({ timeout: 180_000 });

const card = (page: Page, productId: number) => page.locator(`[data-product-id="${productId}"]`);

test.describe("products of a niche", () => {
  test("add, validate, edit, generate live, view content and delete a product", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `Prod ${unique()}`, affiliate_tag: "prod-21", mercado: "España" });
    await page.goto(`/niches/${niche.id}/products`);
    await expect(page.getByRole("heading", { level: 1, name: `Productos de: ${niche.name}` })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("0 de 0 productos disponibles")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No hay productos disponibles" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Mercado" })).toContainText("España");
    await expect(page.getByRole("link", { name: "Ir a Marketplace" })).toHaveAttribute("href", "https://www.amazon.es");

    await page.getByRole("link", { name: "Añadir Producto" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products/new$`));
    const field = page.getByLabel("URL de Amazon");
    await page.getByRole("button", { name: "Crear Producto" }).click();
    await expect(page.getByText("La URL de Amazon es obligatoria")).toBeVisible();
    await field.fill("https://www.ebay.es/itm/123");
    await page.getByRole("button", { name: "Crear Producto" }).click();
    await expect(page.getByText("La URL debe ser de Amazon (amazon.com, amazon.es, etc.)")).toBeVisible();
    const firstUrl = `https://www.amazon.es/dp/${asin()}`;
    await field.fill(firstUrl);
    await page.getByRole("button", { name: "Crear Producto" }).click();
    await expect(page.getByText("Producto creado correctamente")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products$`));

    const productCard = page.getByRole("listitem").filter({ hasText: firstUrl });
    await expect(productCard).toBeVisible();
    await expect(productCard.getByText("Pendiente", { exact: true })).toBeVisible();
    const productId = Number(await productCard.locator("[data-product-id]").getAttribute("data-product-id"));

    // Edit: the form comes filled and the card shows the new URL afterwards.
    await productCard.getByRole("link", { name: "Editar" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${productId}/edit$`));
    await expect(page.getByLabel("URL de Amazon")).toHaveValue(firstUrl);
    const editedUrl = `https://www.amazon.es/dp/${asin()}`;
    await page.getByLabel("URL de Amazon").fill(editedUrl);
    await page.getByRole("button", { name: "Guardar Cambios" }).click();
    await expect(page.getByText("Producto actualizado correctamente")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/niches/${niche.id}/products$`));
    await expect(card(page, productId)).toContainText(editedUrl);

    // Generate: record every badge text the card shows, frame by frame, until it completes.
    await page.evaluate((id) => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const tick = () => {
        const text = document.querySelector(`[data-product-id="${id}"] [data-status]`)?.textContent ?? "";
        if (text && seen.at(-1) !== text) seen.push(text);
        if (text !== "Completado") requestAnimationFrame(tick);
      };
      tick();
    }, productId);
    await card(page, productId).getByRole("button", { name: "Generar", exact: true }).click();
    await expect(page.getByText("Generación de contenido iniciada")).toBeVisible();
    await expect(card(page, productId).getByText("Completado", { exact: true })).toBeVisible();
    // The recorder sees a change on its next frame, which may come after the assertion above.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(["Pendiente", "Generando...", "Completado"]);
    await expect(card(page, productId).getByRole("button", { name: "Generar", exact: true })).toHaveCount(0);

    await card(page, productId).getByRole("link", { name: "Ver Contenido" }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${productId}/content$`));
    await page.goBack();

    await card(page, productId).getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(
      "Esta acción no se puede deshacer. El producto y todo su contenido generado se eliminarán permanentemente.",
    );
    await expect(dialog).toContainText(editedUrl.slice(0, 30));
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Producto eliminado correctamente")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No hay productos disponibles" })).toBeVisible();
  });

  test("the product form takes a bare ASIN and a mobile link as the marketplace's page, and names a short link", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `Enlaces ${unique()}`, affiliate_tag: "enl-21", mercado: "España" });
    const code = asin();
    await page.goto(`/niches/${niche.id}/products/new`);
    const field = page.getByLabel("URL de Amazon");
    await field.fill("https://amzn.eu/d/0aBcDeF");
    await page.getByRole("button", { name: "Crear Producto" }).click();
    await expect(page.getByText("Es un enlace corto de Amazon: ábrelo en el navegador y pega aquí la dirección completa de la página del producto")).toBeVisible();
    await field.fill("HELLOWORLD");
    await page.getByRole("button", { name: "Crear Producto" }).click();
    await expect(page.getByText("Esto no es un código ASIN de Amazon: un ASIN empieza por B (como B0XXXXXXXX) o es el ISBN-10 de un libro")).toBeVisible();
    await field.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Crear Producto" }).click();
    await expect(page.getByText("Producto creado correctamente")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `https://www.amazon.es/dp/${code}` })).toBeVisible();

    const mobile = asin();
    await page.goto(`/niches/${niche.id}/products/new`);
    await page.getByLabel("URL de Amazon").fill(`https://m.amazon.es/gp/aw/d/${mobile}?psc=1`);
    await page.getByRole("button", { name: "Crear Producto" }).click();
    await expect(page.getByText("Producto creado correctamente")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `https://www.amazon.es/dp/${mobile}` })).toBeVisible();
  });

  test("filters by URL and grouped status, and clears", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `Filt ${unique()}`, affiliate_tag: "filt-21", mercado: "Alemania" });
    const a = await data.product(niche.id, `https://www.amazon.de/dp/${asin()}`);
    const b = await data.product(niche.id, `https://www.amazon.de/dp/${asin()}`);
    await data.generateAndWait(b.id);
    await page.goto(`/niches/${niche.id}/products`);
    await expect(page.getByText("2 de 2 productos disponibles")).toBeVisible({ timeout: 60_000 });
    await page.getByLabel("Buscar por URL").fill(a.amazon_url.slice(-10).toLowerCase());
    await expect(page.getByText("1 de 2 productos disponibles")).toBeVisible();
    await expect(card(page, a.id)).toBeVisible();
    await page.getByLabel("Buscar por URL").fill("");
    await chooseOption(page.getByRole("combobox", { name: "Estado de generación" }), "Completado");
    await expect(page.getByText("1 de 2 productos disponibles")).toBeVisible();
    await expect(card(page, b.id)).toBeVisible();
    await page.getByLabel("Buscar por URL").fill("nada-que-ver");
    await expect(page.getByRole("heading", { name: "No se encontraron productos" })).toBeVisible();
    await page.getByRole("button", { name: "Limpiar Filtros" }).last().click();
    await expect(page.getByText("2 de 2 productos disponibles")).toBeVisible();
  });

  test("load failure shows the error and Reintentar reloads", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `Err ${unique()}`, affiliate_tag: "err-21", mercado: "España" });
    await injectFault(request, { method: "GET", path: pathsFrom(productsPaths.ofNiche(niche.id)), status: 500, times: 4 });
    await page.goto(`/niches/${niche.id}/products`);
    await expect(page.getByText("Error al cargar productos")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("No se pudieron cargar los productos. Por favor, intente de nuevo.")).toBeVisible();
    await expect(page.getByText("Error al cargar los productos")).toBeVisible();
    await clearFaults(request);
    await page.getByRole("button", { name: "Reintentar" }).click();
    await expect(page.getByRole("heading", { name: "No hay productos disponibles" })).toBeVisible();
  });

  test("bulk import names the lines it cannot take, then counts imported and duplicate lines", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `Bulk ${unique()}`, affiliate_tag: "bulk-21", mercado: "España" });
    const url1 = `https://www.amazon.es/dp/${asin()}`;
    const url2 = `https://www.amazon.es/dp/${asin()}`;
    const bare = asin();
    await page.goto(`/niches/${niche.id}/products`);
    await page.getByRole("button", { name: "Importar Masivamente" }).first().click();
    const dialog = page.getByRole("dialog");
    const text = dialog.getByLabel("URLs o ASIN");
    await expect(text).toHaveAttribute("rows", "12");
    await expect(dialog.getByRole("button", { name: "Importar" })).toBeDisabled();
    await text.fill("   \n  ");
    await dialog.getByRole("button", { name: "Importar" }).click();
    await expect(dialog.getByText("No se encontraron URLs válidas")).toBeVisible();

    // Each line that cannot be a product of this niche is named with its reason, and nothing is sent.
    await text.fill(`${url1}\n\n  ${url2}  \n${bare}\n${url1}\nesto no es una url\nhttps://www.amazon.com/dp/${asin()}\nhttps://www.amazon.es/gp/bestsellers\n`);
    await expect(dialog.getByText("URLs detectadas")).toContainText("URLs detectadas: 4/");
    const problems = dialog.getByRole("list", { name: "3 líneas no se pueden importar" }).getByRole("listitem");
    await expect(problems).toHaveText([
      "Línea 6: La URL debe ser de Amazon (amazon.com, amazon.es, etc.)",
      "Línea 7: Este enlace es de Amazon Estados Unidos (amazon.com); el nicho vende en Amazon España (amazon.es)",
      /^Línea 8: Este enlace es de Amazon, pero no es la página de un producto/,
    ]);
    await dialog.getByRole("button", { name: "Importar" }).click();
    await expect(dialog.getByText("Corrige o quita las líneas que no se pueden importar.")).toBeVisible();
    await expect(page.getByText("0 de 0 productos disponibles")).toBeVisible();
    await dialog.getByRole("button", { name: "Quitar esas líneas" }).click();
    await expect(text).toHaveValue(`${url1}\n${url2}\n${bare}\n${url1}`);

    await dialog.getByRole("button", { name: "Importar" }).click();
    await expect(page.getByText("3 productos importados exitosamente")).toBeVisible();
    await expect(page.getByText("1 URL falló (duplicada o inválida)")).toBeVisible();
    await expect(page.getByText("3 de 3 productos disponibles")).toBeVisible();

    // The outcome stays: the failed line with its reason, and back in the box.
    const outcome = dialog.getByTestId("bulk-import-outcome");
    await expect(outcome).toContainText("3 productos importados · 1 línea con error");
    const failed = outcome.getByRole("list", { name: "Líneas con error" }).getByRole("listitem");
    await expect(failed).toHaveCount(1);
    await expect(failed.filter({ hasText: "Duplicado" })).toContainText(url1);
    await expect(text).toHaveValue(url1);

    // Replace the duplicate and resend.
    await text.fill(`https://www.amazon.es/dp/${asin()}`);
    await dialog.getByRole("button", { name: "Importar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("4 de 4 productos disponibles")).toBeVisible();
  });

  test("bulk import failure keeps the text and says so", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `BulkErr ${unique()}`, affiliate_tag: "bulk-21", mercado: "España" });
    await injectFault(request, { method: "POST", path: onlyPath(productsPaths.import(niche.id)), status: 500, times: 1 });
    await page.goto(`/niches/${niche.id}/products`);
    await page.getByRole("button", { name: "Importar Masivamente" }).first().click();
    const dialog = page.getByRole("dialog");
    const line = `https://www.amazon.es/dp/${asin()}`;
    await dialog.getByLabel("URLs o ASIN").fill(line);
    await dialog.getByRole("button", { name: "Importar" }).click();
    await expect(dialog.getByText("Error al procesar la importación. Por favor, intenta de nuevo.")).toBeVisible();
    await expect(page.getByText("Error al importar productos")).toBeVisible();
    await expect(dialog.getByLabel("URLs o ASIN")).toHaveValue(line);
  });

  test("forced regeneration is blocked without the niche's API key", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `NoKey ${unique()}`, affiliate_tag: "nokey-21", mercado: "España" });
    const p = await data.product(niche.id, `https://www.amazon.es/dp/${asin()}`);
    await page.goto(`/niches/${niche.id}/products`);
    await card(page, p.id).getByRole("checkbox").click({ timeout: 60_000 });
    await page.getByRole("button", { name: "Regeneración forzada" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("puede tardar varios minutos");
    await expect(dialog.getByText("El nicho no tiene configurada una API key externa")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Forzar regeneración" })).toBeDisabled();
  });

  test("forced regeneration with the niche's API key regenerates every selected product", async ({ page, request }) => {
    const data = await api(request);
    const key = await data.apiKey();
    const niche = await data.niche({
      name: `Key ${unique()}`,
      affiliate_tag: "key-21",
      mercado: "España",
      external_api_key: key,
    });
    const p1 = await data.product(niche.id, `https://www.amazon.es/dp/${asin()}`);
    const p2 = await data.product(niche.id, `https://www.amazon.es/dp/${asin()}`);
    let forced = 0;
    page.on("request", (r) => {
      if (r.url().endsWith(FORCE_GENERATE_PATH) && r.headers()["x-api-key"] === key) forced++;
    });
    await page.goto(`/niches/${niche.id}/products`);
    await page.getByLabel("Seleccionar todos").click({ timeout: 60_000 });
    await expect(page.getByText("2 seleccionados")).toBeVisible();
    await page.getByRole("button", { name: "Regeneración forzada" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Forzar regeneración" }).click();
    await expect(dialog.getByText("Regeneración exitosa para 2 productos")).toBeVisible();
    expect(forced).toBe(2);
    await dialog.getByRole("button", { name: "Cerrar" }).first().click();
    await expect(card(page, p1.id).getByText("Completado", { exact: true })).toBeVisible();
    await expect(card(page, p2.id).getByText("Completado", { exact: true })).toBeVisible();
  });
});

test.describe("general product list", () => {
  test("filters by text, niche and status, kept in the URL", async ({ page, request }) => {
    const data = await api(request);
    const token = unique();
    const n1 = await data.niche({ name: `Gen A ${token}`, affiliate_tag: "gena-21", mercado: "España" });
    const n2 = await data.niche({ name: `Gen B ${token}`, affiliate_tag: "genb-21", mercado: "España" });
    const a1 = await data.product(n1.id, `https://www.amazon.es/dp/${asin()}`);
    const a2 = await data.product(n1.id, `https://www.amazon.es/dp/${asin()}`);
    const b1 = await data.product(n2.id, `https://www.amazon.es/dp/${asin()}`);
    await data.generateAndWait(a2.id);

    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Todos los Productos" })).toBeVisible({ timeout: 60_000 });
    const search = page.getByPlaceholder("Buscar por URL de Amazon, título, ASIN...");
    await search.fill(token.toUpperCase());
    await expect(page.getByTestId("all-products-shown")).toHaveText(/^3 de \d+ productos$/);
    await expect(page.getByText("Filtrado", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${token.toUpperCase()}`));

    await page.getByRole("combobox", { name: "Nicho" }).fill(n1.name);
    await page.getByRole("option", { name: n1.name, exact: true }).click();
    await expect(page.getByTestId("all-products-shown")).toHaveText(/^2 de \d+ productos$/);
    await expect(card(page, b1.id)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`niche=${n1.slug}`));

    await chooseOption(page.getByRole("combobox", { name: "Estado", exact: true }), "Completado");
    await expect(page.getByTestId("all-products-shown")).toHaveText(/^1 de \d+ productos$/);
    await expect(card(page, a2.id)).toBeVisible();
    await expect(card(page, a1.id)).toHaveCount(0);
    await expect(card(page, a2.id).getByRole("link", { name: new RegExp(n1.name) })).toHaveAttribute(
      "href",
      `/niches/${n1.id}/products`,
    );
    await expect(card(page, a2.id).getByRole("link", { name: `Sitio /${n1.slug}` })).toHaveAttribute("href", `/niches/${n1.id}`);

    // Reload keeps the filters (once the URL holds them all); clearing removes them.
    await expect(page).toHaveURL(/status=completed/);
    await page.reload();
    await expect(page.getByTestId("all-products-shown")).toHaveText(/^1 de \d+ productos$/, { timeout: 60_000 });
    await search.fill("zzz-no-existe-zzz");
    await expect(page.getByRole("heading", { name: "Sin resultados para estos filtros" })).toBeVisible();
    await page.getByRole("button", { name: "Limpiar filtros" }).last().click();
    await expect(page.getByText("Filtrado", { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/products$/);
  });

  test("?status=pending from the dashboard applies, and delete removes the card", async ({ page, request }) => {
    const data = await api(request);
    const niche = await data.niche({ name: `Del ${unique()}`, affiliate_tag: "del-21", mercado: "España" });
    const p = await data.product(niche.id, `https://www.amazon.es/dp/${asin()}`);
    await page.goto("/products?status=pending");
    await expect(chosenOption(page.getByRole("combobox", { name: "Estado", exact: true }))).toHaveText("Pendiente", { timeout: 60_000 });
    await page.getByPlaceholder("Buscar por URL de Amazon, título, ASIN...").fill(niche.name);
    await card(page, p.id).getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Producto eliminado correctamente")).toBeVisible();
    await expect(card(page, p.id)).toBeHidden();
    await expect(page.getByRole("heading", { name: "Sin resultados para estos filtros" })).toBeVisible();
  });
});
