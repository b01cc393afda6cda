// Pure part of the bundle check: which scripts a route's first load fetches, their sum and the verdict.
import { ADMIN_BUDGET_KB, INTERIM_CEILINGS_KB, PAGE_BUDGETS_KB } from "./budgets";

export const KB = 1_000;

/** What `next build` writes for one page (its client reference manifest) and for every page (build manifest). */
export interface PageManifest {
  /** App-relative page path, as Next keys it: `/(admin)/niches/[id]/page`. */
  page: string;
  /** Scripts of each segment of the page's tree (root layout, group layouts, the page, their boundaries). */
  entryJSFiles: Readonly<Record<string, readonly string[]>>;
  /**
   * Scripts of the client components the page's server tree renders. With component chunks the
   * segments list none and the page fetches these; a merged chunk is written `[file, parts, sizes]`.
   */
  clientChunks?: readonly (string | readonly [string, ...unknown[]])[];
}

export interface RouteFigure {
  route: string;
  files: string[];
  bytes: number;
  budgetKb: number | null;
  /** While the route misses its budget: the most it may ship meanwhile. */
  ceilingKb: number | null;
}

/** `/(admin)/niches/[id]/page` → `/niches/[id]`: route groups leave the URL. */
export function routeOf(page: string): string {
  const segments = page.split("/").filter((s) => s !== "" && s !== "page" && !/^\(.*\)$/.test(s));
  return `/${segments.join("/")}`;
}

export function isAdminPage(page: string): boolean {
  return page.startsWith("/(admin)/");
}

export function budgetOf(page: string): number | null {
  if (isAdminPage(page)) return ADMIN_BUDGET_KB;
  return PAGE_BUDGETS_KB[routeOf(page)] ?? null;
}

/** `/_next/static/chunks/a.js` → `static/chunks/a.js`, as the build manifest names files. */
const buildRelative = (file: string) => file.replace(/^\/_next\//, "");

/**
 * The scripts of a first load, as Next's app renderer emits them: the bootstrap scripts every page
 * shares (build manifest's `rootMainFiles`), each segment's entry scripts, and the chunks of the
 * client components it renders. Polyfills are left out: they are `nomodule`, which current browsers skip.
 */
export function firstLoadFiles(manifest: PageManifest, rootMainFiles: readonly string[]): string[] {
  const files = new Set(rootMainFiles);
  for (const segmentFiles of Object.values(manifest.entryJSFiles)) for (const file of segmentFiles) files.add(file);
  for (const chunk of manifest.clientChunks ?? []) files.add(buildRelative(typeof chunk === "string" ? chunk : chunk[0]));
  return [...files];
}

export function measureRoutes(
  manifests: readonly PageManifest[],
  rootMainFiles: readonly string[],
  gzipBytes: (file: string) => number,
  ceilings: Readonly<Record<string, number>> = INTERIM_CEILINGS_KB,
): RouteFigure[] {
  return manifests
    .map((manifest) => {
      const files = firstLoadFiles(manifest, rootMainFiles);
      return {
        route: routeOf(manifest.page),
        files,
        bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0),
        budgetKb: budgetOf(manifest.page),
        ceilingKb: ceilings[routeOf(manifest.page)] ?? null,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Whether a route has a budget and stays within it. */
export function withinBudget(figure: RouteFigure): boolean {
  return figure.budgetKb !== null && figure.bytes <= figure.budgetKb * KB;
}

/** A route passes within its budget or, while it has one, within its interim ceiling. */
export function passes(figure: RouteFigure): boolean {
  if (figure.budgetKb === null) return false;
  return figure.bytes <= (figure.ceilingKb ?? figure.budgetKb) * KB;
}

function verdict(figure: RouteFigure): string {
  if (figure.budgetKb === null) return "FALTA PRESUPUESTO";
  const over = ((figure.bytes - figure.budgetKb * KB) / KB).toFixed(1);
  if (withinBudget(figure)) return figure.ceilingKb === null ? "cumple" : "cumple (quite su tope provisional)";
  if (passes(figure)) return `dentro del tope; sobran ${over} kB`;
  return figure.ceilingKb === null ? `EXCEDE (+${over})` : `EXCEDE el tope (+${((figure.bytes - figure.ceilingKb * KB) / KB).toFixed(1)})`;
}

/** The Spanish table the check prints. */
export function formatTable(figures: readonly RouteFigure[]): string {
  const rows = figures.map((f) => [
    f.route,
    (f.bytes / KB).toFixed(1),
    f.budgetKb === null ? "sin presupuesto" : `≤ ${f.budgetKb}`,
    f.ceilingKb === null ? "" : `≤ ${f.ceilingKb}`,
    verdict(f),
  ]);
  const header = ["Ruta", "Script kB (gzip)", "Presupuesto kB", "Tope provisional kB", "Resultado"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 1 && i <= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
