import { buildTrail, type CrumbLabels } from "./breadcrumb-trail";
import messages from "@/messages/es.json";

const labels = messages.layout.breadcrumbs as unknown as CrumbLabels;
const text = (pathname: string, names = {}) => buildTrail(pathname, names, labels).map((crumb) => crumb.label);

describe("buildTrail", () => {
  it("always begins with Dashboard", () => {
    expect(text("/dashboard")).toEqual(["Dashboard"]);
    expect(buildTrail("/niches", {}, labels)[0]).toEqual({ label: "Dashboard", href: "/dashboard" });
  });

  it("names each level under /niches", () => {
    expect(text("/niches/new")).toEqual(["Dashboard", "Nichos", "Nuevo Nicho"]);
    expect(text("/niches/edit/4", { nicheName: "Café" })).toEqual(["Dashboard", "Nichos", "Café", "Editar Nicho"]);
    expect(text("/niches/4")).toEqual(["Dashboard", "Nichos", "Detalle de Nicho"]);
    expect(text("/niches/4/products", { nicheName: "Café" })).toEqual(["Dashboard", "Nichos", "Café", "Productos"]);
  });

  it("names each level under /niche-catalog", () => {
    expect(text("/niche-catalog/new")).toEqual(["Dashboard", "Plantillas Web", "Nueva Plantilla Web"]);
    expect(text("/niche-catalog/2", { templateName: "Tienda" })).toEqual(["Dashboard", "Plantillas Web", "Tienda"]);
    expect(text("/niche-catalog/2")).toEqual(["Dashboard", "Plantillas Web", "Detalle Plantilla Web"]);
    expect(text("/niche-catalog/edit/2")).toEqual(["Dashboard", "Plantillas Web", "Editar Plantilla Web"]);
  });

  it("marks the crumbs that are fetched names, which give way before the section crumbs on a narrow screen", () => {
    const named = (pathname: string, names = {}) =>
      buildTrail(pathname, names, labels).filter((crumb) => crumb.name).map((crumb) => crumb.label);
    expect(named("/niches/4", { nicheName: "Café" })).toEqual(["Café"]);
    expect(named("/niche-catalog/2", { templateName: "Tienda" })).toEqual(["Tienda"]);
    expect(named("/products/9/content", { productName: "Cafetera", productNiche: { id: 3, name: "Café" } })).toEqual(["Café", "Cafetera"]);
    expect(named("/niches/new")).toEqual([]);
  });

  it("builds the content trail from loaded names, or the short one when data is missing", () => {
    expect(text("/products/9/content", { productName: "Cafetera", productNiche: { id: 3, name: "Café" } })).toEqual([
      "Dashboard",
      "Nichos",
      "Café",
      "Productos",
      "Cafetera",
      "Contenido",
    ]);
    expect(text("/products/9/content")).toEqual(["Dashboard", "Productos", "Contenido"]);
    expect(text("/products/9/edit")).toEqual(["Dashboard", "Productos", "Editar Producto"]);
    expect(text("/admin/api-clients")).toEqual(["Dashboard", "Administración", "API Clients"]);
  });

  it("leaves the last crumb without a link", () => {
    const trail = buildTrail("/niches/4/products", { nicheName: "Café" }, labels);
    expect(trail[trail.length - 1].href).toBeUndefined();
    expect(trail[2].href).toBe("/niches/4");
  });
});
