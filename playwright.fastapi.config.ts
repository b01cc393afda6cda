import { defineConfig, devices } from "@playwright/test";
import { serialRun, sharedUse } from "./tests/support/playwright-use";
import { FASTAPI } from "./tests/e2e-fastapi/support/env";

// The panel (served the way `npm start` serves it) in front of a FastAPI + python-socketio upstream.
// By default both reference upstreams of tests/upstream-fastapi are started: one as FastAPI serves by
// default, one whose realtime server refuses websocket (polling only), each with a panel of its own.
// UPSTREAM_URL points the run at another backend instead (nothing is started for it; see docs/upstream-contract.md).
const python = process.env.PYTHON ?? "/usr/bin/python3";
const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
const reuse = !process.env.CI;
const upstreamEnv = {
  PYTHONDONTWRITEBYTECODE: "1",
  UPSTREAM_TEST_HOOKS: "1",
  // Long enough for a loaded machine to paint each generation state a test waits for.
  UPSTREAM_STEP_MS: process.env.UPSTREAM_STEP_MS ?? "800",
  UPSTREAM_EXCLUDE_NONE: process.env.UPSTREAM_EXCLUDE_NONE ?? "0",
  UPSTREAM_BAD_TOKEN_STATUS: process.env.UPSTREAM_BAD_TOKEN_STATUS ?? "403",
};
const panelEnv = (upstream: string) => ({
  API_UPSTREAM_URL: upstream,
  WRAPPER_UPSTREAM_URL: `${upstream}/wrapper`,
  NEXT_DIST_DIR: distDir,
  PROXY_TIMEOUT_MS: "15000",
});
const reference = (port: number, args: string) => ({
  command: `${python} tests/upstream-fastapi/server.py --port ${port} ${args}`.trim(),
  // FastAPI serves its own /docs page once the app is up.
  url: `http://127.0.0.1:${port}/docs`,
  reuseExistingServer: reuse,
  timeout: 60_000,
  env: upstreamEnv,
});

const upstreams = FASTAPI.ownUpstream
  ? []
  : [
      reference(FASTAPI.upstreamPort, ""),
      // The second upstream makes FastAPI's other common choices too, so both sets are walked.
      reference(FASTAPI.pollingUpstreamPort, "--no-websocket --exclude-none --bad-token-status 401 --no-redirect-slashes"),
    ];
const pollingPanel = FASTAPI.pollingUpstreamURL
  ? [
      {
        // The first panel has just built the dist folder: this one only serves it.
        command: `node ${distDir}/front-server.mjs -p ${FASTAPI.pollingPanelPort}`,
        url: `${FASTAPI.pollingPanelURL}/login`,
        reuseExistingServer: reuse,
        timeout: 120_000,
        env: { ...panelEnv(FASTAPI.pollingUpstreamURL), NODE_ENV: "production" },
      },
    ]
  : [];

export default defineConfig({
  testDir: "tests/e2e-fastapi",
  outputDir: `test-results/fastapi-${FASTAPI.panelPort}`,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  ...serialRun,
  use: {
    baseURL: FASTAPI.panelURL,
    ...sharedUse(),
  },
  projects: [
    { name: "fastapi-setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "upstream-fastapi",
      use: { ...devices["Desktop Chrome"], storageState: FASTAPI.authFile },
      dependencies: ["fastapi-setup"],
      testIgnore: [/auth\.setup\.ts/, /polling-only\.spec\.ts/, /other-conventions\.spec\.ts/],
    },
    {
      name: "upstream-fastapi-polling",
      use: { ...devices["Desktop Chrome"], baseURL: FASTAPI.pollingPanelURL },
      testMatch: /polling-only\.spec\.ts|other-conventions\.spec\.ts/,
    },
  ],
  webServer: [
    ...upstreams,
    {
      command: `node scripts/e2e-panel.mjs ${FASTAPI.panelPort}`,
      url: `${FASTAPI.panelURL}/login`,
      reuseExistingServer: reuse,
      timeout: 600_000,
      env: panelEnv(FASTAPI.upstreamURL),
    },
    ...pollingPanel,
  ],
});
