// Which namespaces of the catalogue each part of the admin hands to its client components. What a
// NextIntlClientProvider is given travels inside every page's HTML, so each section adds only its own;
// a test walks each page's imports and fails when a namespace its components read is not given here.

/** The shell on every admin page: sidebar, breadcrumbs, command palette, automation popover, toasts. */
export const SHELL_NAMESPACES = ["common", "layout", "automation"];

/** What each section's layout adds for the pages under its path, to the shell's and the sections' above it. */
export const SECTION_NAMESPACES = {
  "/dashboard": ["dashboard", "realtime", "products", "importProducts"],
  "/products": ["products", "duplicates", "importProducts"],
  "/products/[productId]/content": ["productContent"],
  "/niches": ["niches", "products", "apiClients", "duplicates", "importProducts"],
  "/niches/new": ["wizard"],
  "/niche-catalog": ["nicheCatalog", "duplicates"],
  "/admin/api-clients": ["apiClients"],
} satisfies Record<string, string[]>;

export type AdminSection = keyof typeof SECTION_NAMESPACES;

/** Everything a route's client components are given: the shell's and each section's the route is in. */
export function namespacesOf(route: string): string[] {
  const sections = (Object.keys(SECTION_NAMESPACES) as AdminSection[]).filter((section) => route === section || route.startsWith(`${section}/`));
  return [...new Set([...SHELL_NAMESPACES, ...sections.flatMap((section) => SECTION_NAMESPACES[section])])];
}
