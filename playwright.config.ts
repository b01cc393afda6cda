import { defineConfig, devices } from "@playwright/test";
import { serialRun, sharedUse } from "./tests/support/playwright-use";

// Each run gets its own ports, build folder and backend data, so parallel sessions never collide.
const panelPort = Number(process.env.E2E_PORT ?? 3100);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 8100);
const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${backendPort}`;
const useDev = process.env.E2E_DEV === "1";
const baseURL = `http://localhost:${panelPort}`;
const backendURL = `http://127.0.0.1:${backendPort}`;

import { AUTH_FILE } from "./tests/e2e/support/admin";
import { healthContract } from "@/features/health/contract";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${panelPort}`,
  timeout: 60_000,
  expect: { timeout: process.env.E2E_DEV === "1" ? 30_000 : 10_000 },
  ...serialRun,
  use: {
    baseURL,
    ...sharedUse(),
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], storageState: AUTH_FILE, channel: undefined },
      dependencies: ["setup"],
      testIgnore: /auth\.setup\.ts/,
    },
  ],
  webServer: [
    {
      command: `node scripts/e2e-backend.mjs`,
      url: `${backendURL}${healthContract.health.path}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(backendPort),
        DATA_DIR: dataDir,
        PIPELINE_STEP_MS: process.env.PIPELINE_STEP_MS ?? "150",
        TEST_HOOKS: "1",
        PUBLIC_BASE_URL: backendURL,
      },
    },
    {
      command: useDev ? `npx next dev -p ${panelPort}` : `node scripts/e2e-panel.mjs ${panelPort}`,
      url: `${baseURL}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      env: { API_UPSTREAM_URL: backendURL, NEXT_DIST_DIR: distDir, PROXY_TIMEOUT_MS: "15000" },
    },
  ],
});
