// The panel build of the demo: its own folder, built for the load balancer's address because the
// websocket rewrite of next.config.mjs is fixed at build time. Reused while newer than every source.
import fs from "node:fs";
import path from "node:path";
import { nextBuild } from "../next-build.mjs";
import { PROJECT_ROOT } from "./topology";

const SOURCES = ["app", "components", "features", "lib", "messages", "public", "proxy.ts", "instrumentation.ts", "next.config.mjs", "package.json", "package-lock.json", "postcss.config.mjs"];

function newestMtime(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry.name)));
  }
  return newest;
}

/** Builds into `distDir` for `upstream` unless a build for it, started after every source was saved, is there. */
export function ensurePanelBuild(distDir: string, upstream: string): void {
  const stampFile = path.join(PROJECT_ROOT, distDir, "scale-demo-build.json");
  const stamp = fs.existsSync(stampFile) ? (JSON.parse(fs.readFileSync(stampFile, "utf8")) as { upstream?: string; startedAt?: number }) : {};
  const fresh =
    stamp.upstream === upstream &&
    typeof stamp.startedAt === "number" &&
    fs.existsSync(path.join(PROJECT_ROOT, distDir, "BUILD_ID")) &&
    stamp.startedAt > Math.max(...SOURCES.map((source) => newestMtime(path.join(PROJECT_ROOT, source))));
  if (fresh) {
    console.log(`▶ Reutilizando la compilación del panel en ${distDir}`);
    return;
  }
  console.log(`▶ Compilando el panel en ${distDir} (next build, unos minutos)...`);
  const startedAt = Date.now();
  const status = nextBuild({ env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, API_UPSTREAM_URL: upstream, REALTIME_UPSTREAM_URL: upstream } });
  if (status !== 0) throw new Error("la compilación del panel ha fallado");
  fs.writeFileSync(stampFile, JSON.stringify({ upstream, startedAt }));
}
