// The 422 answers of the zod validator compiler keep FastAPI's exact shape, which the panel reads.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, login, startServer } from "./helpers";
import { API_CLIENTS_PATH, CATALOG_PATH, FORCE_GENERATE_PATH, LOGIN_PATH, nichePath, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { nichesContract } from "../../features/niches/contract";
import { apiClientsContract } from "../../features/api-clients/contract";

describe("validation errors through the route schemas", () => {
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

  it("reports a missing body once, at the body", async () => {
    const res = await s.app.inject({ method: "POST", url: NICHES_PATH, headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), { detail: [{ loc: ["body"], msg: "Field required", type: "missing" }] });
  });

  it("reports each missing or invalid field with its location, message and type", async () => {
    const missing = await api(s.app, token).post(NICHES_PATH, {});
    assert.deepEqual(missing.body, {
      detail: [
        { loc: ["body", "name"], msg: "Field required", type: "missing" },
        { loc: ["body", "affiliate_tag"], msg: "Field required", type: "missing" },
      ],
    });
    const invalid = await api(s.app, token).post(NICHES_PATH, { name: 5, affiliate_tag: "" });
    assert.equal(invalid.status, 422);
    assert.deepEqual(invalid.body, {
      detail: [
        { loc: ["body", "name"], msg: "El nombre es obligatorio", type: "string_type" },
        { loc: ["body", "affiliate_tag"], msg: "El affiliate tag es obligatorio", type: "string_too_short" },
      ],
    });
    const list = await api(s.app, token).post(NICHES_PATH, [1]);
    assert.deepEqual(list.body, { detail: [{ loc: ["body"], msg: "Invalid input: expected object, received array", type: "object_type" }] });
  });

  it("refuses names longer than their limit, as FastAPI's string_too_long", async () => {
    const client = api(s.app, token);
    const name = "n".repeat(151);
    for (const [url, body] of [
      [NICHES_PATH, { name, affiliate_tag: "t-21" }],
      [CATALOG_PATH, { name, images: ["/a.png"], github_url: "https://github.com/a/b" }],
      [API_CLIENTS_PATH, { name: "c".repeat(201) }],
    ] as const) {
      const res = await client.post(url, body);
      assert.equal(res.status, 422, url);
      const [issue] = (res.body as { detail: { loc: string[]; type: string }[] }).detail;
      assert.deepEqual([issue.loc, issue.type], [["body", "name"], "string_too_long"], url);
    }
    assert.equal((await client.post(NICHES_PATH, { name: "n".repeat(150), affiliate_tag: "t-21" })).status, 201);
  });

  it("names FastAPI's path parameter when an id is not an integer", async () => {
    for (const [url, name] of [
      [nichePath("abc"), "niche_id"],
      [productsPaths.ofNiche("1234567890"), "niche_id"],
      [productsPaths.content("1.5"), "product_id"],
      [apiClientsContract.stats.url({ client_id: "x" }), "client_id"],
    ]) {
      const res = await api(s.app, token).get(url);
      assert.equal(res.status, 422, url);
      assert.deepEqual(res.body, { detail: [{ loc: ["path", name], msg: "Input should be a valid integer", type: "int_parsing" }] }, url);
    }
  });

  it("reports query parameters under query", async () => {
    const res = await api(s.app, token).get(nichesContract.list.url({}, { skip: -1 }));
    assert.deepEqual(res.body, {
      detail: [{ loc: ["query", "skip"], msg: "Too small: expected number to be >=0", type: "too_short" }],
    });
  });

  it("reports each sign-in field missing when the form is empty", async () => {
    const res = await s.app.inject({ method: "POST", url: LOGIN_PATH });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), {
      detail: [
        { loc: ["body", "username"], msg: "Field required", type: "missing" },
        { loc: ["body", "password"], msg: "Field required", type: "missing" },
      ],
    });
  });

  it("authenticates before validating: a stranger gets 401, not 422", async () => {
    assert.equal((await api(s.app, null).post(NICHES_PATH, [1])).status, 401);
    const noKey = await api(s.app, null).post(FORCE_GENERATE_PATH, {});
    assert.equal(noKey.status, 401);
    assert.deepEqual(noKey.body, { detail: "API key requerida (cabecera X-API-Key)" });
    const badKey = await api(s.app, null).post(FORCE_GENERATE_PATH, {}, { "x-api-key": "nope" });
    assert.deepEqual({ status: badKey.status, body: badKey.body }, { status: 401, body: { detail: "API key inválida" } });
  });
});
