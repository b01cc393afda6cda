// Shared by bench:proxy and soak: an embedded backend on a fresh data folder and a production
// panel (`next build` into its own NEXT_DIST_DIR when needed, then the front server, as `npm start`
// serves it) in front of it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nextBuild } from "../scripts/next-build.mjs";
import { buildFrontServer } from "../scripts/build-front-server.mjs";
import { reachable, start, waitFor } from "./bench-servers.mjs";
import { LOGIN_PATH } from "../tests/support/api-paths.ts";
import { HEALTH_PATH } from "../tests/support/api-paths.ts";

const root = new URL("..", import.meta.url).pathname;
const tsxCli = join(root, "node_modules", "tsx", "dist", "cli.mjs");

export const ADMIN = { username: process.env.ADMIN_USERNAME ?? "admin", password: process.env.ADMIN_PASSWORD ?? "admin123" };

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * Builds the panel into `distDir` unless a build there is newer than every source and was made for
 * the same upstream (the /socket.io/ rewrite is fixed at build time).
 */
export function buildPanelIfNeeded(distDir, upstreamURL) {
  const buildId = join(root, distDir, "BUILD_ID");
  const stamp = join(root, distDir, "bench-upstream.txt");
  const sources = ["app", "components", "features", "lib", "messages", "public", "next.config.mjs", "proxy.ts", "package.json"]
    .map((name) => join(root, name))
    .filter(existsSync);
  const newest = Math.max(...sources.map(newestMtime));
  const fresh = existsSync(buildId) && statSync(buildId).mtimeMs >= newest;
  if (fresh && existsSync(stamp) && readFileSync(stamp, "utf8") === upstreamURL) return;
  console.log(`building the panel into ${distDir} (next build, several minutes)...`);
  const status = nextBuild({
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_DIST_DIR: distDir, API_UPSTREAM_URL: upstreamURL },
  });
  if (status !== 0) throw new Error("next build failed");
  writeFileSync(stamp, upstreamURL);
}

/** Spawns the embedded backend on `dataDir` as it is (no wait); it leads its own process group. */
export function spawnBackend({ port, dataDir, env = {} }) {
  return start(process.execPath, [tsxCli, "backend/main.ts"], {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "error",
    ...env,
  });
}

/** Starts the embedded backend (demo data on a fresh data folder unless `keepData`); resolves once healthy. */
export async function startBackend({ port, dataDir, keepData = false, env = {} }) {
  const url = `http://127.0.0.1:${port}`;
  if (await reachable(`${url}${HEALTH_PATH}`)) throw new Error(`port ${port} is busy: set BENCH_BACKEND_PORT`);
  if (!keepData) rmSync(join(root, dataDir), { recursive: true, force: true });
  const child = spawnBackend({ port, dataDir, env });
  await waitFor(`${url}${HEALTH_PATH}`, 120_000);
  return child;
}

/** Starts the panel as `npm start` serves it, from `distDir` against `upstreamURL`; resolves once /login answers. */
export async function startPanel({ port, distDir, upstreamURL, env = {} }) {
  const url = `http://127.0.0.1:${port}`;
  if (await reachable(`${url}/login`)) throw new Error(`port ${port} is busy: set BENCH_PORT`);
  buildPanelIfNeeded(distDir, upstreamURL);
  const frontServer = await buildFrontServer(distDir);
  const child = start(process.execPath, [frontServer, "-H", "127.0.0.1", "-p", String(port)], {
    NEXT_DIST_DIR: distDir,
    API_UPSTREAM_URL: upstreamURL,
    NODE_ENV: "production",
    ...env,
  });
  await waitFor(`${url}/login`, 120_000);
  return child;
}

/** Kills a process started with bench-servers' start(), and its children (it leads its own group). */
export function killGroup(child, signal = "SIGKILL") {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Pid of the process listening on `port` (the real server, not a wrapper that spawned it), or null. */
export function listeningPid(port) {
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Resident set size of `pid` in bytes (VmRSS), or null when it cannot be read. */
export function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Signs in through the panel (as the browser does) and returns the bearer token. */
export async function signIn(baseURL) {
  const response = await fetch(`${baseURL}${LOGIN_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in through the panel failed: ${response.status}`);
  return (await response.json()).access_token;
}

/**
 * Signs in through the login screen in a page of `browser`, then opens each of `warm` once (the
 * server's first render of a route compiles nothing, but fills caches). Returns the session's storage,
 * for cold visits signed in.
 */
export async function browserSession(browser, baseURL, warm = []) {
  const signing = await browser.newPage();
  await signing.goto(`${baseURL}/login`, { timeout: 600_000 });
  await signing.getByLabel("Usuario").fill(ADMIN.username);
  await signing.getByLabel("Contraseña").fill(ADMIN.password);
  await signing.getByRole("button", { name: "Iniciar Sesión" }).click();
  await signing.waitForURL(/\/dashboard$/, { timeout: 600_000 });
  for (const path of warm) await signing.goto(`${baseURL}${path}`, { waitUntil: "networkidle", timeout: 120_000 });
  const storageState = await signing.context().storageState();
  await signing.close();
  return storageState;
}

export function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))];
}
