// Which namespaces of the catalogue each admin page hands to its client components. What a
// NextIntlClientProvider is given travels inside the page's HTML, so each page adds only its own; a
// test walks each page's imports and fails when a namespace its components read is not given here.

/** The shell on every admin page: sidebar, breadcrumbs, command palette, automation popover, toasts. */
export const SHELL_NAMESPACES = ["common", "layout", "automation"];

/** What each page adds to the shell's, by its route. */
export const PAGE_NAMESPACES = {
  "/dashboard": ["dashboard", "generationStatus", "realtime", "importProducts", "products"],
  "/products": ["products", "generationStatus", "importProducts"],
  "/products/[productId]/edit": ["products", "duplicates"],
  "/products/[productId]/content": ["productContent", "products", "generationStatus"],
  "/niches": ["niches"],
  "/niches/[id]": ["niches", "apiClients"],
  "/niches/edit/[id]": ["niches", "apiClients", "duplicates"],
  "/niches/new": ["wizard"],
  "/niches/[id]/products": ["products", "generationStatus", "importProducts"],
  "/niches/[id]/products/new": ["products", "duplicates"],
  "/niche-catalog": ["nicheCatalog"],
  "/niche-catalog/[id]": ["nicheCatalog"],
  "/niche-catalog/new": ["nicheCatalog", "duplicates"],
  "/niche-catalog/edit/[id]": ["nicheCatalog", "duplicates"],
  "/admin/api-clients": ["apiClients"],
} satisfies Record<string, string[]>;

export type AdminRoute = keyof typeof PAGE_NAMESPACES;

/** Everything a page's client components are given: the shell's and its own. */
export function namespacesOf(route: AdminRoute): string[] {
  return [...new Set([...SHELL_NAMESPACES, ...PAGE_NAMESPACES[route]])];
}
