// Pure: turns a pathname plus names fetched by the page into the breadcrumb trail.

export interface Crumb {
  label: string;
  href?: string;
  /** The label is a fetched name (a niche, a product, a template), not a fixed section label. */
  name?: true;
}

export interface CrumbNames {
  nicheName?: string;
  templateName?: string;
  productName?: string;
  /** Niche of the product, for /products/{id}/content. */
  productNiche?: { id: number | string; name: string };
}

export interface CrumbLabels {
  dashboard: string;
  niches: string;
  newNiche: string;
  editNiche: string;
  nicheDetail: string;
  products: string;
  editProduct: string;
  newProduct: string;
  content: string;
  templates: string;
  newTemplate: string;
  editTemplate: string;
  templateDetail: string;
  administration: string;
  apiClients: string;
}

export function buildTrail(pathname: string, names: CrumbNames, labels: CrumbLabels): Crumb[] {
  const parts = pathname.split("/").filter(Boolean);
  const trail: Crumb[] = [{ label: labels.dashboard, href: "/dashboard" }];
  const [section, second, third, fourth] = parts;

  if (section === "niches") {
    trail.push({ label: labels.niches, href: "/niches" });
    if (second === "new") trail.push({ label: labels.newNiche });
    else if (second === "edit" && third) {
      if (names.nicheName) trail.push({ label: names.nicheName, href: `/niches/${third}`, name: true });
      trail.push({ label: labels.editNiche });
    } else if (second && third === "products") {
      if (names.nicheName) trail.push({ label: names.nicheName, href: `/niches/${second}`, name: true });
      trail.push({ label: labels.products, href: fourth ? `/niches/${second}/products` : undefined });
      if (fourth === "new") trail.push({ label: labels.newProduct });
    } else if (second) {
      if (names.nicheName) trail.push({ label: names.nicheName, name: true });
      trail.push({ label: labels.nicheDetail });
    }
  } else if (section === "niche-catalog") {
    trail.push({ label: labels.templates, href: "/niche-catalog" });
    if (second === "new") trail.push({ label: labels.newTemplate });
    else if (second === "edit" && third) {
      if (names.templateName) trail.push({ label: names.templateName, href: `/niche-catalog/${third}`, name: true });
      trail.push({ label: labels.editTemplate });
    } else if (second) {
      trail.push(names.templateName ? { label: names.templateName, name: true } : { label: labels.templateDetail });
    }
  } else if (section === "products") {
    if (third === "content") {
      if (names.productNiche && names.productName) {
        const nicheId = names.productNiche.id;
        trail.push({ label: labels.niches, href: "/niches" });
        trail.push({ label: names.productNiche.name, href: `/niches/${nicheId}`, name: true });
        trail.push({ label: labels.products, href: `/niches/${nicheId}/products` });
        trail.push({ label: names.productName, name: true });
      } else {
        trail.push({ label: labels.products, href: "/products" });
      }
      trail.push({ label: labels.content });
    } else {
      trail.push({ label: labels.products, href: third ? "/products" : undefined });
      if (third === "edit") trail.push({ label: labels.editProduct });
    }
  } else if (section === "admin" && second === "api-clients") {
    trail.push({ label: labels.administration });
    trail.push({ label: labels.apiClients });
  }

  // The current page is not a link.
  const { href: _href, ...last } = trail[trail.length - 1];
  trail[trail.length - 1] = last;
  return trail;
}
