import { defineConfig, devices } from "@playwright/test";
import { serialRun, sharedUse } from "./tests/support/playwright-use";
import { healthContract } from "@/features/health/contract";

// The embedded backend writing with an OpenAI-compatible model (CONTENT_WRITER=openai), the model being a
// local stand-in, behind the panel as `npm start` serves it. Ports of its own (E2E_MODEL_PORT, the
// backend on E2E_MODEL_BACKEND_PORT and the stand-in on the port after it), so it runs beside the others.
const panelPort = Number(process.env.E2E_MODEL_PORT ?? 3460);
const backendPort = Number(process.env.E2E_MODEL_BACKEND_PORT ?? 8460);
const standInPort = backendPort + 1;
const backendURL = `http://127.0.0.1:${backendPort}`;
// Read by the spec (the workers inherit the runner's environment).
process.env.E2E_MODEL_BACKEND_URL = backendURL;
process.env.E2E_MODEL_STAND_IN_URL = `http://127.0.0.1:${standInPort}`;

export default defineConfig({
  testDir: "tests/e2e-model",
  outputDir: `test-results/model-${panelPort}`,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  ...serialRun,
  use: { baseURL: `http://localhost:${panelPort}`, ...sharedUse() },
  projects: [{ name: "model-writer", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node node_modules/tsx/dist/cli.mjs tests/e2e-model/support/model-stand-in.ts",
      port: standInPort,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { MODEL_STAND_IN_PORT: String(standInPort) },
    },
    {
      command: "node scripts/e2e-backend.mjs",
      url: `${backendURL}${healthContract.health.path}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(backendPort),
        DATA_DIR: `.data-e2e-${backendPort}`,
        PUBLIC_BASE_URL: backendURL,
        CONTENT_WRITER: "openai",
        OPENAI_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
        OPENAI_API_KEY: "sk-e2e-model-SECRET",
        CONTENT_MODEL: "modelo-de-prueba",
        // A model that is down is asked again within seconds once it is back.
        CONTENT_BREAKER_PAUSE_SECONDS: "2",
      },
    },
    {
      command: `node scripts/e2e-panel.mjs ${panelPort}`,
      url: `http://localhost:${panelPort}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 900_000,
      // The embedded suite's build folder: one `next build` serves every suite (scripts/e2e-build.mjs).
      env: { API_UPSTREAM_URL: backendURL, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e" },
    },
  ],
});
