// `npm run check:bundle [distDir]`: the first-load script of every page of a finished `next build`,
// gzip, against its budget (budgets.ts). Exits 1 when a page is over budget (over its interim ceiling
// while it has one) or has none. `--e2e` reads
// the build the Playwright suites made (NEXT_DIST_DIR, else .next-e2e), so `npm test` builds only once.
// Reads what the build wrote, so it needs no server: the build manifest's bootstrap scripts and each
// page's client reference manifest (the per-segment scripts and the client components' chunks Next's
// renderer puts in the page).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { formatTable, KB, measureRoutes, passes, withinBudget, type PageManifest } from "./first-load";

const argument = process.argv[2];
const distDir = argument === "--e2e" ? process.env.NEXT_DIST_DIR || ".next-e2e" : (argument ?? (process.env.NEXT_DIST_DIR || ".next"));
const verbose = process.env.CHECK_BUNDLE_VERBOSE === "1";

function pageManifestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageManifestFiles(path);
    return entry.name === "page_client-reference-manifest.js" ? [path] : [];
  });
}

/** The manifest is a script that fills `globalThis.__RSC_MANIFEST[page]`. */
function readPageManifest(file: string): PageManifest {
  type Chunk = string | [string, ...unknown[]];
  const sandbox: {
    __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]>; clientModules?: Record<string, { chunks?: Chunk[] }> }>;
  } = {};
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  const [page, manifest] = Object.entries(sandbox.__RSC_MANIFEST ?? {})[0] ?? [];
  if (!page || !manifest) throw new Error(`Manifiesto sin página: ${file}`);
  const clientChunks = Object.values(manifest.clientModules ?? {}).flatMap((module) => module.chunks ?? []);
  return { page, entryJSFiles: manifest.entryJSFiles ?? {}, clientChunks };
}

if (!existsSync(join(distDir, "BUILD_ID"))) {
  console.error(`No hay una compilación en ${distDir}: ejecute \`next build\` antes (o indique la carpeta).`);
  process.exit(1);
}
const buildManifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
const manifests = pageManifestFiles(join(distDir, "server", "app")).map(readPageManifest);

const sizes = new Map<string, number>();
const gzipBytes = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file))).length;
    sizes.set(file, size);
  }
  return size;
};

const figures = measureRoutes(manifests, buildManifest.rootMainFiles, gzipBytes);
console.log(`Script de la primera carga por ruta (gzip, kB = 1.000 B), compilación en ${relative(process.cwd(), distDir) || "."}:\n`);
console.log(formatTable(figures));
if (verbose) {
  for (const figure of figures) {
    console.log(`\n${figure.route}`);
    for (const file of [...figure.files].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
      console.log(`  ${(gzipBytes(file) / KB).toFixed(1).padStart(6)}  ${file}`);
    }
  }
}
const failed = figures.filter((figure) => !passes(figure));
const pending = figures.filter((figure) => passes(figure) && !withinBudget(figure));
if (pending.length > 0) console.log(`\n${pending.length} ruta(s) aún por encima de su presupuesto, dentro de su tope provisional.`);
if (failed.length > 0) {
  console.error(`\n${failed.length} ruta(s) fuera de presupuesto: ${failed.map((f) => f.route).join(", ")}`);
  process.exit(1);
}
console.log(pending.length > 0 ? "Ninguna ruta crece." : "\nTodas las rutas cumplen su presupuesto.");
