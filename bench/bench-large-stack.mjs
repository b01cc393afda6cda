// The large data set the list and realtime benchmarks share: 20,000 products in 2,000 niches, seeded
// once into .data-bench-large (kept between runs: seeding takes minutes), served by the embedded
// backend and a production build of the panel.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startBackend, startPanel } from "./bench-stack.mjs";
import { stopAll } from "./bench-servers.mjs";

const root = new URL("..", import.meta.url).pathname;
export const LARGE = { products: 20_000, niches: 2_000 };
const dataDir = ".data-bench-large";
const marker = join(root, dataDir, `seeded-${LARGE.products}-${LARGE.niches}`);

function seedIfNeeded() {
  if (existsSync(marker)) return;
  console.log(`seeding ${LARGE.products} products in ${LARGE.niches} niches into ${dataDir} (once, a few minutes)...`);
  rmSync(join(root, dataDir), { recursive: true, force: true });
  const seed = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "backend/seed-cli.ts", "--products", String(LARGE.products), "--niches", String(LARGE.niches)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: "inherit" },
  );
  if (seed.status !== 0) throw new Error("seeding failed");
  writeFileSync(marker, new Date().toISOString());
}

/** Runs `fn({ baseURL, backendURL })` with the large stack up (BENCH_BASE_URL: use a running one). */
export async function withLargeStack(fn) {
  if (process.env.BENCH_BASE_URL) {
    return fn({ baseURL: process.env.BENCH_BASE_URL, backendURL: process.env.BENCH_BACKEND_URL });
  }
  const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8196);
  const panelPort = Number(process.env.BENCH_PORT ?? 3196);
  const backendURL = `http://127.0.0.1:${backendPort}`;
  seedIfNeeded();
  try {
    await startBackend({ port: backendPort, dataDir, keepData: true });
    await startPanel({ port: panelPort, distDir: ".next-bench", upstreamURL: backendURL });
    return await fn({ baseURL: `http://localhost:${panelPort}`, backendURL });
  } finally {
    stopAll();
  }
}
