import { test, expect } from "./support/test";
import { api, unique } from "./niches-support";

const APP = "CMS Afiliados";

test("each page has its own tab title, with the record's name where it has one", async ({ page, request }) => {
  const niche = await (await api(request)).createNiche({ name: unique("Titulos "), affiliate_tag: "titulos-21", mercado: "España" });
  const titles: [string, string][] = [
    ["/dashboard", `Dashboard · ${APP}`],
    ["/niches", `Nichos · ${APP}`],
    ["/niches/new", `Nuevo Nicho · ${APP}`],
    [`/niches/${niche.id}`, `${niche.name} · Nicho · ${APP}`],
    [`/niches/edit/${niche.id}`, `Editar ${niche.name} · ${APP}`],
    [`/niches/${niche.id}/products`, `Productos de ${niche.name} · ${APP}`],
    ["/products", `Productos · ${APP}`],
    ["/niche-catalog", `Plantillas Web · ${APP}`],
    ["/niche-catalog/new", `Nueva Plantilla Web · ${APP}`],
    ["/admin/api-clients", `API Clients · ${APP}`],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test("the title follows an in-app navigation", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveTitle(`Dashboard · ${APP}`);
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Plantillas Web" }).click();
  await expect(page).toHaveURL(/\/niche-catalog$/);
  await expect(page).toHaveTitle(`Plantillas Web · ${APP}`);
});
