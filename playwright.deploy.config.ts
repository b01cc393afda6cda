import { defineConfig, devices } from "@playwright/test";
import { serialRun, sharedUse } from "./tests/support/playwright-use";
import { healthContract } from "@/features/health/contract";

// The panel as operators deploy it: plain `next start`, `next start` behind a Vercel-like edge, and
// `next dev`, each against the embedded backend. Ports of their own (E2E_DEPLOY_PORT and the three
// after it, E2E_DEPLOY_BACKEND_PORT) so this runs beside the embedded suite.
const base = Number(process.env.E2E_DEPLOY_PORT ?? 3400);
const ports = { nextStart: base, vercelEdge: base + 1, vercelPanel: base + 2, nextDev: base + 3 };
const backendPort = Number(process.env.E2E_DEPLOY_BACKEND_PORT ?? 8400);
const backendURL = `http://127.0.0.1:${backendPort}`;
// The embedded suite's build folder: one `next build` serves both (scripts/e2e-build.mjs).
const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
const panelEnv = { API_UPSTREAM_URL: backendURL, NEXT_DIST_DIR: distDir, E2E_DEPLOY_BACKEND_PORT: String(backendPort) };

export default defineConfig({
  testDir: "tests/e2e-deploy",
  outputDir: `test-results/deploy-${base}`,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  ...serialRun,
  use: {
    ...sharedUse(["--host-resolver-rules=MAP panel.lan 127.0.0.1"]),
  },
  projects: [
    { name: "next-start", testMatch: /next-start\.spec\.ts|lan-host\.spec\.ts|request-hygiene\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://localhost:${ports.nextStart}` } },
    { name: "vercel-like", testMatch: /vercel-like\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${ports.vercelEdge}` } },
    { name: "next-dev", testMatch: /next-dev\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://localhost:${ports.nextDev}` } },
  ],
  webServer: [
    {
      command: "node scripts/e2e-backend.mjs",
      url: `${backendURL}${healthContract.health.path}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { PORT: String(backendPort), DATA_DIR: `.data-e2e-${backendPort}`, PIPELINE_STEP_MS: "150", TEST_HOOKS: "1", PUBLIC_BASE_URL: backendURL },
    },
    {
      command: `node scripts/e2e-panel.mjs ${ports.nextStart} next-start`,
      url: `http://localhost:${ports.nextStart}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 900_000,
      env: panelEnv,
    },
    {
      // The same build with Vercel's environment, reached only through the edge below.
      command: `node scripts/e2e-panel.mjs ${ports.vercelPanel} next-start`,
      url: `http://localhost:${ports.vercelPanel}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { ...panelEnv, VERCEL: "1" },
    },
    {
      command: "node tests/e2e-deploy/support/vercel-like-proxy.mjs",
      url: `http://127.0.0.1:${ports.vercelEdge}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { PORT: String(ports.vercelEdge), TARGET: `http://127.0.0.1:${ports.vercelPanel}` },
    },
    {
      // Default dist folder: Next keeps dev output in .next/dev, apart from any production build.
      command: `node node_modules/next/dist/bin/next dev -p ${ports.nextDev}`,
      url: `http://localhost:${ports.nextDev}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: { API_UPSTREAM_URL: backendURL, NEXT_DIST_DIR: "" },
    },
  ],
});
