// Where the FastAPI end-to-end project finds its upstreams and panels. Every port can be overridden, and
// UPSTREAM_URL (with optional POLLING_UPSTREAM_URL) runs the project against a backend of your own.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const upstreamPort = port("FASTAPI_UPSTREAM_PORT", 8200);
const pollingUpstreamPort = port("FASTAPI_POLLING_UPSTREAM_PORT", 8201);
const panelPort = port("FASTAPI_PANEL_PORT", 3200);
const pollingPanelPort = port("FASTAPI_POLLING_PANEL_PORT", 3201);
const ownUpstream = process.env.UPSTREAM_URL?.replace(/\/+$/, "");

export const FASTAPI = {
  ownUpstream: Boolean(ownUpstream),
  upstreamPort,
  pollingUpstreamPort,
  upstreamURL: ownUpstream ?? `http://127.0.0.1:${upstreamPort}`,
  /** The realtime server of this upstream refuses websocket; absent when running against your own backend without one. */
  pollingUpstreamURL: ownUpstream ? process.env.POLLING_UPSTREAM_URL?.replace(/\/+$/, "") : `http://127.0.0.1:${pollingUpstreamPort}`,
  panelPort,
  pollingPanelPort,
  panelURL: `http://localhost:${panelPort}`,
  pollingPanelURL: `http://localhost:${pollingPanelPort}`,
  /** The reference upstream's /__test__ hooks (fault injection, token revocation); a backend of your own has none. */
  testHooks: !ownUpstream,
  username: process.env.ADMIN_USERNAME ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "admin123",
  authFile: `tests/e2e-fastapi/.auth/admin-${panelPort}.json`,
};
