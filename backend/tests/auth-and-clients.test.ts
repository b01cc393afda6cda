import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, login, startServer } from "./helpers";
import { loginResponseSchema, userSchema } from "../../features/auth/schemas";
import { healthSchema } from "../../features/health/schemas";
import {
  apiClientCreatedSchema,
  apiClientListSchema,
  apiClientSchema,
  apiClientStatsSchema,
  apiClientsOverviewSchema,
} from "../../features/api-clients/schemas";
import { API_CLIENTS_OVERVIEW_PATH, API_CLIENTS_PATH, apiClientPath, apiClientTogglePath, CURRENT_USER_PATH, HEALTH_PATH, LOGIN_PATH, nichePath, NICHES_PATH, SIGN_OUT_PATH } from "../../tests/support/api-paths";
import { apiClientsContract } from "../../features/api-clients/contract";

describe("auth, errors and API clients", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;

  before(async () => {
    s = await startServer();
    token = await login(s.app);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  const form = (body: Record<string, string>) => ({
    method: "POST" as const,
    url: LOGIN_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(body).toString(),
  });

  it("signs in with form-encoded credentials", async () => {
    const res = await s.app.inject(form({ username: "admin", password: "admin123" }));
    assert.equal(res.statusCode, 200);
    const body = assertSchema(loginResponseSchema, res.json());
    assert.equal(body.token_type, "bearer");
  });

  it("rejects wrong credentials with 400 and missing fields with 422", async () => {
    const wrong = await s.app.inject(form({ username: "admin", password: "nope" }));
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { detail: "Usuario o contraseña incorrectos" });
    const missing = await s.app.inject(form({ username: "admin" }));
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json(), { detail: [{ loc: ["body", "password"], msg: "Field required", type: "missing" }] });
  });

  it("throttles repeated failed sign-ins per user and IP", async () => {
    for (let i = 0; i < 5; i++) {
      assert.equal((await s.app.inject(form({ username: "throttled", password: "x" }))).statusCode, 400);
    }
    const blocked = await s.app.inject(form({ username: "throttled", password: "x" }));
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().detail, "Demasiados intentos de inicio de sesión. Espera un minuto e inténtalo de nuevo.");
    // Another user is not affected.
    assert.equal((await s.app.inject(form({ username: "admin", password: "admin123" }))).statusCode, 200);
  });

  it("answers users/me with the email", async () => {
    const me = await api(s.app, token).get(CURRENT_USER_PATH);
    assert.equal(me.status, 200);
    const user = assertSchema(userSchema, me.body);
    assert.equal(user.email, "admin@example.com");
    assert.equal(user.username, "admin");
    assert.equal(me.body.is_superuser, true);
  });

  it("requires a valid bearer token", async () => {
    const none = await api(s.app, null).get(NICHES_PATH);
    assert.equal(none.status, 401);
    assert.deepEqual(none.body, { detail: "Not authenticated" });
    const bad = await api(s.app, "not-a-jwt").get(NICHES_PATH);
    assert.equal(bad.status, 401);
    assert.deepEqual(bad.body, { detail: "Could not validate credentials" });
    assert.equal((await api(s.app, null).get(CURRENT_USER_PATH)).status, 401);
    assert.equal((await api(s.app, null).post(NICHES_PATH, { name: "x" })).status, 401);
  });

  it("signing out ends that session's token, and only that one", async () => {
    const other = await login(s.app);
    const session = await login(s.app);
    assert.equal((await api(s.app, session).get(CURRENT_USER_PATH)).status, 200);
    assert.equal((await api(s.app, session).post(SIGN_OUT_PATH, {})).status, 204);
    const after = await api(s.app, session).get(CURRENT_USER_PATH);
    assert.equal(after.status, 401);
    assert.deepEqual(after.body, { detail: "Could not validate credentials" });
    assert.equal((await api(s.app, session).post(SIGN_OUT_PATH, {})).status, 401);
    assert.equal((await api(s.app, other).get(CURRENT_USER_PATH)).status, 200);
  });

  it("answers unknown paths with FastAPI's 404 and bad JSON with 422", async () => {
    const res = await api(s.app, token).get(`${NICHES_PATH}does/not/exist`);
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { detail: "Not Found" });
    assert.equal((await api(s.app, null).get("/nothing/here")).status, 404);
    const badJson = await s.app.inject({
      method: "POST",
      url: NICHES_PATH,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "{oops",
    });
    assert.equal(badJson.statusCode, 422);
    assert.equal(badJson.json().detail[0].type, "json_invalid");
    assert422(await api(s.app, token).get(nichePath("abc")), "niche_id");
  });

  it("answers liveness publicly and keeps the details for a session", async () => {
    const anonymous = await api(s.app, null).get(HEALTH_PATH);
    assert.equal(anonymous.status, 200);
    assert.deepEqual(anonymous.body, { status: "ok" });
    const forged = await api(s.app, "not-a-token").get(HEALTH_PATH);
    assert.deepEqual(forged.body, { status: "ok" });
  });

  it("reports health with a real database check to a signed-in user", async () => {
    const res = await api(s.app, token).get(HEALTH_PATH);
    assert.equal(res.status, 200);
    const h = assertSchema(healthSchema, res.body);
    assert.equal(h.status, "ok");
    assert.equal(h.database?.status, "ok");
    assert.equal(typeof h.database?.latency_ms, "number");
  });

  describe("admin API clients", () => {
    let created: ReturnType<typeof apiClientCreatedSchema.parse>;

    it("creates a client with the default admin scope and returns the secret once", async () => {
      const res = await api(s.app, token).post(API_CLIENTS_PATH, { name: "Nicho Test - Client", description: "API Client para nicho: Test" });
      assert.equal(res.status, 201);
      created = assertSchema(apiClientCreatedSchema, res.body);
      assert.deepEqual(created.scopes, ["admin"]);
      assert.match(created.client_secret, /^cs_/);
      const get = await api(s.app, token).get(apiClientPath(created.id));
      assert.equal(get.status, 200);
      assertSchema(apiClientSchema, get.body);
      assert.equal(get.body.client_secret, undefined);
      const list = await api(s.app, token).get(API_CLIENTS_PATH);
      assert.ok(assertSchema(apiClientListSchema, list.body).some((c) => c.id === created.id));
      assert.ok(!JSON.stringify(list.body).includes(created.client_secret));
    });

    it("pages the list with skip and limit, and answers it whole without them", async () => {
      const a = api(s.app, token);
      const created: number[] = [];
      for (const name of ["Página A", "Página B", "Página C"]) created.push((await a.post(API_CLIENTS_PATH, { name })).body.id);
      const all = assertSchema(apiClientListSchema, (await a.get(API_CLIENTS_PATH)).body);
      assert.ok(all.length >= 4);
      const ids = all.map((c) => c.id);
      assert.deepEqual(ids, [...ids].sort((x, y) => x - y));
      const page = assertSchema(apiClientListSchema, (await a.get(`${API_CLIENTS_PATH}?skip=1&limit=2`)).body);
      assert.deepEqual(page.map((c) => c.id), ids.slice(1, 3));
      assert.deepEqual((await a.get(`${API_CLIENTS_PATH}?skip=${all.length}`)).body, []);
      assert422(await a.get(`${API_CLIENTS_PATH}?limit=0`), "limit");
      // The later tests count the clients.
      for (const id of created) assert.equal((await a.del(apiClientPath(id))).status, 200);
    });

    it("validates bodies and ids", async () => {
      assert422(await api(s.app, token).post(API_CLIENTS_PATH, {}), "name");
      assert422(await api(s.app, token).post(API_CLIENTS_PATH, { name: "x", scopes: ["root"] }), 0);
      assert422(await api(s.app, token).post(API_CLIENTS_PATH, { name: "x", scopes: [] }), "scopes");
      assert.equal((await api(s.app, token).get(apiClientPath(9999))).status, 404);
      assert.equal((await api(s.app, token).put(apiClientPath(9999), { name: "y" })).status, 404);
      assert.equal((await api(s.app, token).del(apiClientPath(9999))).status, 404);
      assert.equal((await api(s.app, token).post(apiClientTogglePath(9999))).status, 404);
      assert.equal((await api(s.app, token).get(apiClientsContract.stats.url({ client_id: 9999 }))).status, 404);
      assert422(await api(s.app, token).get(apiClientsContract.stats.url({ client_id: created.id }, { days: 0 })), "days");
      assert422(await api(s.app, token).put(apiClientPath(created.id), { name: "" }), "name");
      assert.equal((await api(s.app, null).get(API_CLIENTS_PATH)).status, 401);
    });

    it("updates, toggles and reports an overview", async () => {
      const upd = await api(s.app, token).put(apiClientPath(created.id), { scopes: ["read", "write"], description: "" });
      assert.equal(upd.status, 200);
      assert.deepEqual(upd.body.scopes, ["read", "write"]);
      assert.equal(upd.body.description, null);
      assert.equal(upd.body.name, "Nicho Test - Client");
      const off = await api(s.app, token).post(apiClientTogglePath(created.id));
      assert.equal(off.body.is_active, false);
      const ov = assertSchema(apiClientsOverviewSchema, (await api(s.app, token).get(API_CLIENTS_OVERVIEW_PATH)).body);
      assert.equal(ov.total_clients, 1);
      assert.equal(ov.inactive_clients, 1);
      assert.equal(ov.window_days, 30);
      const on = await api(s.app, token).post(apiClientTogglePath(created.id));
      assert.equal(on.body.is_active, true);
    });

    it("authenticates with client credentials, enforces scopes and counts usage per day", async () => {
      const mk = async (scopes: string[]) =>
        assertSchema(apiClientCreatedSchema, (await api(s.app, token).post(API_CLIENTS_PATH, { name: `c-${scopes.join("-")}`, scopes })).body);
      const reader = await mk(["read"]);
      const writer = await mk(["write"]);
      const adminC = await mk(["admin"]);
      const as = (c: { client_id: string; client_secret: string }) =>
        api(s.app, null, { "x-client-id": c.client_id, "x-client-secret": c.client_secret });

      assert.equal((await as(reader).get(NICHES_PATH)).status, 200);
      assert.equal((await as(reader).get(NICHES_PATH)).status, 200);
      assert.equal((await as(reader).post(NICHES_PATH, { name: "R", affiliate_tag: "r-21" })).status, 403);
      assert.equal((await as(reader).get(API_CLIENTS_PATH)).status, 403);
      assert.equal((await as(reader).get(nichePath(424242))).status, 404);
      const w = await as(writer).post(NICHES_PATH, { name: "Escrito por cliente", affiliate_tag: "w-21" });
      assert.equal(w.status, 201);
      assert.equal((await as(writer).get(API_CLIENTS_PATH)).status, 403);
      assert.equal((await as(adminC).get(API_CLIENTS_PATH)).status, 200);
      assert.equal((await as({ client_id: reader.client_id, client_secret: "wrong" }).get(NICHES_PATH)).status, 401);

      const stats = assertSchema(apiClientStatsSchema, (await api(s.app, token).get(apiClientsContract.stats.url({ client_id: reader.id }, { days: 7 }))).body);
      assert.equal(stats.days, 7);
      assert.equal(stats.daily.length, 7);
      assert.match(stats.daily[6].date, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(stats.total_requests, 5);
      assert.equal(stats.total_errors, 3);
      assert.deepEqual({ r: stats.daily[6].requests, e: stats.daily[6].errors }, { r: 5, e: 3 });
      assert.equal(stats.daily[0].requests, 0);
      const listed = (await api(s.app, token).get(apiClientPath(reader.id))).body;
      assert.equal(listed.request_count, 5);
      assert.ok(listed.last_used_at);
      const ov = (await api(s.app, token).get(API_CLIENTS_OVERVIEW_PATH)).body;
      assert.ok(ov.total_requests >= 5 && ov.requests_last_30_days >= 5);

      await api(s.app, token).post(apiClientTogglePath(reader.id));
      assert.equal((await as(reader).get(NICHES_PATH)).status, 403);
      assert.equal((await api(s.app, token).del(apiClientPath(reader.id))).status, 200);
      assert.equal((await as(reader).get(NICHES_PATH)).status, 401);
    });
  });
});
