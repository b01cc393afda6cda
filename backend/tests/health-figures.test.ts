// The health call tells a load balancer the instance is up; the instance's figures (queue, connected
// sockets, latencies, version) are the admin's alone, not a niche's API client's nor any stranger's.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assertSchema, cleanup, login, startServer } from "./helpers";
import { healthSchema } from "../../features/health/schemas";
import { apiClientCreatedSchema } from "../../features/api-clients/schemas";
import { API_CLIENTS_PATH, API_KEYS_PATH, HEALTH_PATH, NICHES_PATH } from "../../tests/support/api-paths";

describe("health figures", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;
  const callers: Record<string, Record<string, string>> = {};

  before(async () => {
    s = await startServer();
    token = await login(s.app);
    const admin = api(s.app, token);
    const client = async (name: string, scopes: string[]) => {
      const c = assertSchema(apiClientCreatedSchema, (await admin.post(API_CLIENTS_PATH, { name, scopes })).body);
      return { "x-client-id": c.client_id, "x-client-secret": c.client_secret };
    };
    const nicheClient = await client("Nicho Salud - Client", ["read"]);
    const key = (await admin.post(API_KEYS_PATH, { name: "Nicho Salud", email: "admin@example.com" })).body.key as string;
    const niche = await admin.post(NICHES_PATH, {
      name: "Nicho Salud",
      affiliate_tag: "salud-21",
      client_id: nicheClient["x-client-id"],
      client_secret: nicheClient["x-client-secret"],
      external_api_key: key,
    });
    assert.equal(niche.status, 201, JSON.stringify(niche.body));
    Object.assign(callers, {
      anonymous: {},
      "a forged token": { authorization: "Bearer not-a-token" },
      "a niche's API client": nicheClient,
      "an API client with the admin scope": await client("Integración", ["admin"]),
      "a niche's API key": { "x-api-key": key },
    });
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("answers only the status to every caller but the admin", async () => {
    for (const [who, headers] of Object.entries(callers)) {
      const res = await api(s.app, null, headers).get(HEALTH_PATH);
      assert.deepEqual({ status: res.status, body: res.body }, { status: 200, body: { status: "ok" } }, who);
      assertSchema(healthSchema, res.body);
    }
  });

  it("answers the instance's figures to the admin's session", async () => {
    const res = await api(s.app, token).get(HEALTH_PATH);
    assert.equal(res.status, 200);
    const h = assertSchema(healthSchema, res.body);
    assert.equal(h.database?.status, "ok");
    assert.deepEqual(Object.keys(h.generation ?? {}).sort(), ["automations_running", "processing", "queued", "status"]);
    assert.equal(typeof h.realtime?.connected_clients, "number");
    assert.equal(typeof h.version, "string");
  });
});
