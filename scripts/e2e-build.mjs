// One `next build` for every Playwright run: the embedded suite (front server) and the deployment
// suite (`next start`) share it. A build is reused while it started after every source file was last
// saved and it was made for the same rewrite target; `next build` otherwise.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nextBuild } from "./next-build.mjs";

const root = new URL("..", import.meta.url).pathname;
const SOURCES = ["app", "components", "features", "lib", "messages", "public", "server", "proxy.ts", "next.config.mjs", "package.json", "package-lock.json", "postcss.config.mjs"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * The `/socket.io/` rewrite of next.config.mjs is fixed at build time. Only `next start` uses it
 * (the front server proxies /socket.io/ itself from its runtime environment), so the shared build
 * points it at the deployment suite's backend.
 */
export function deployBackendUrl() {
  return `http://127.0.0.1:${process.env.E2E_DEPLOY_BACKEND_PORT ?? 8400}`;
}

/** Builds into `distDir` unless a fresh build for the same rewrite target is already there. */
export function ensureBuild(distDir) {
  const stampFile = join(root, distDir, "e2e-build.json");
  const target = { realtimeUpstream: deployBackendUrl() };
  const previous = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")) : null;
  // Compared with when the last build started: a source saved while it ran makes it stale.
  const fresh =
    previous?.realtimeUpstream === target.realtimeUpstream &&
    typeof previous.startedAt === "number" &&
    existsSync(join(root, distDir, "BUILD_ID")) &&
    previous.startedAt > Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  if (fresh) {
    console.log(`[e2e] Reusing the build in ${distDir} (newer than every source)`);
    return;
  }
  const startedAt = Date.now();
  const status = nextBuild({ env: { ...process.env, NEXT_DIST_DIR: distDir, REALTIME_UPSTREAM_URL: deployBackendUrl() } });
  if (status !== 0) process.exit(status);
  writeFileSync(stampFile, JSON.stringify({ ...target, startedAt }));
}
