// Two backend instances (two servers, each with its own data folder) on one PostgreSQL database answer as
// one backend. Always on PostgreSQL: the suite's PGlite pass skips it.
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { api, cleanup, login, multipart, startServer } from "./helpers";
import { testDatabaseUrl } from "./support/test-database";
import { ListCache } from "../db/database";
import { placeholderPng } from "../seed/placeholder-png";
import { CATALOG_PATH, LOGIN_PATH, nichePath, NICHES_PATH, productsPaths, SIGN_OUT_PATH, UPLOAD_PATH, uploadedImagePath } from "../../tests/support/api-paths";
import { productsContract } from "../../features/products/contract";

type Server = Awaited<ReturnType<typeof startServer>>;

const skip = process.env.BACKEND_TEST_DATABASE === "pglite" ? "runs in the PostgreSQL pass" : false;

describe("instances sharing one PostgreSQL database", { skip }, () => {
  const started: Server[] = [];
  after(async () => {
    for (const s of started) {
      await s.app.close().catch(() => {});
      cleanup(s.dataDir);
    }
  });

  const freshDatabase = () => testDatabaseUrl(`shared-${randomUUID()}`);
  /** An instance on `databaseUrl` with its own data folder and no JWT_SECRET unless given. */
  const instance = async (databaseUrl: string, opts: Parameters<typeof startServer>[0] = {}) => {
    const s = await startServer({ databaseUrl, jwtSecret: undefined, ...opts });
    started.push(s);
    return s;
  };
  const pair = async (opts: Parameters<typeof startServer>[0] = {}) => {
    const url = await freshDatabase();
    return [await instance(url, opts), await instance(url, opts)] as const;
  };

  it("reads on one instance what the other wrote, with the same JWT_SECRET", async () => {
    const [a, b] = await pair({ jwtSecret: "shared-secret-shared-secret-shared" });
    const onA = api(a.app, await login(a.app));
    const created = await onA.post(NICHES_PATH, { name: "Compartido", affiliate_tag: "c-21", mercado: "es" });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const onB = api(b.app, await login(b.app));
    assert.equal((await onB.get(nichePath(created.body.id))).body.name, "Compartido");
    assert.deepEqual(
      (await onB.get(NICHES_PATH)).body.map((n: { id: number }) => n.id),
      [created.body.id],
    );
  });

  it("keeps the whole product list of one instance until the other writes products", async () => {
    const [a, b] = await pair({ jwtSecret: "shared-secret-shared-secret-shared" });
    const token = await login(a.app);
    const onA = api(a.app, token);
    const onB = api(b.app, token);
    const nicheId = (await onA.post(NICHES_PATH, { name: "Lista", affiliate_tag: "l-21", mercado: "es" })).body.id;
    assert.deepEqual((await onB.get(productsContract.list.path)).body, []);
    const product = await onA.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://www.amazon.es/dp/B0LISTA001" });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    assert.deepEqual(
      (await onB.get(productsContract.list.path)).body.map((p: { id: number }) => p.id),
      [product.body.id],
    );

    // B builds the list once, and again only after A has written.
    const cache = new ListCache(b.ctx.db);
    let builds = 0;
    const build = async () => String(++builds);
    assert.equal(await cache.get("products", build), "1");
    assert.equal(await cache.get("products", build), "1");
    assert.equal((await onA.put(nichePath(nicheId), { name: "Lista renombrada" })).status, 200);
    assert.equal(await cache.get("products", build), "2");
  });

  it("accepts on each instance the tokens the other signed, without JWT_SECRET", async () => {
    const [a, b] = await pair();
    assert.equal((await api(b.app, await login(a.app)).get(NICHES_PATH)).status, 200);
    assert.equal((await api(a.app, await login(b.app)).get(NICHES_PATH)).status, 200);
  });

  it("refuses on one instance a token signed out on the other", async () => {
    const [a, b] = await pair({ jwtSecret: "shared-secret-shared-secret-shared" });
    const token = await login(a.app);
    assert.equal((await api(b.app, token).get(NICHES_PATH)).status, 200);
    assert.equal((await api(a.app, token).post(SIGN_OUT_PATH)).status, 204);
    assert.equal((await api(b.app, token).get(NICHES_PATH)).status, 401);
  });

  it("counts failed sign-ins of both instances together", async () => {
    const [a, b] = await pair();
    const signIn = (s: Server, password: string) =>
      s.app.inject({
        method: "POST",
        url: LOGIN_PATH,
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.77" },
        payload: new URLSearchParams({ username: "admin", password }).toString(),
      });
    const statuses: number[] = [];
    for (const s of [a, b, a, b, a]) statuses.push((await signIn(s, "wrong")).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 400, 400]);
    const refused = await signIn(b, "admin123");
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers["retry-after"]) >= 1);
    assert.equal((await signIn(a, "admin123")).statusCode, 429);
  });

  it("forgets on both instances the failures of a user who signed in on one", async () => {
    const [a, b] = await pair();
    const signIn = (s: Server, password: string) =>
      s.app
        .inject({
          method: "POST",
          url: LOGIN_PATH,
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.78" },
          payload: new URLSearchParams({ username: "admin", password }).toString(),
        })
        .then((r) => r.statusCode);
    for (let i = 0; i < 4; i++) assert.equal(await signIn(a, "wrong"), 400);
    assert.equal(await signIn(b, "admin123"), 200);
    for (let i = 0; i < 5; i++) assert.equal(await signIn(a, "wrong"), 400);
    assert.equal(await signIn(b, "wrong"), 429);
  });

  it("serves on one instance the images uploaded to the other, and deletes them for both", async () => {
    const [a, b] = await pair();
    const png = placeholderPng(6, 6, [10, 20, 30], [200, 100, 50]);
    const body = multipart([{ name: "compartida.png", data: png, type: "image/png" }]);
    const uploaded = await a.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      headers: { "content-type": body.contentType, authorization: `Bearer ${await login(a.app)}` },
      payload: body.payload,
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const file = uploaded.json().files[0];
    const served = await b.app.inject({ method: "GET", url: file.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers["content-type"], "image/png");
    assert.ok(served.rawPayload.equals(png));
    assert.equal((await api(b.app, await login(b.app)).del(uploadedImagePath(file.id))).status, 200);
    assert.equal((await a.app.inject({ method: "GET", url: file.url })).statusCode, 404);
  });

  it("starts several instances at the same moment on an empty database, seeding the demo data once", async () => {
    const url = await freshDatabase();
    // A long step keeps the seeded generations queued: this test is about start-up only.
    const all = await Promise.all([1, 2, 3].map(() => instance(url, { seedDemo: true, pipelineStepMs: 60_000 })));
    const lists = await Promise.all(all.map(async (s) => (await api(s.app, await login(s.app)).get(NICHES_PATH)).body));
    const names = lists[0].map((n: { name: string }) => n.name);
    assert.ok(names.length > 0);
    assert.equal(new Set(names).size, names.length, `seeded twice: ${names.join(", ")}`);
    for (const list of lists) assert.deepEqual(list.map((n: { name: string }) => n.name), names);
    // The seeded template images are served by every instance, whichever seeded them.
    const templates = (await api(all[2].app, await login(all[2].app)).get(CATALOG_PATH)).body;
    const image = templates[0].images[0] as string;
    for (const s of all) assert.equal((await s.app.inject({ method: "GET", url: image })).statusCode, 200);
  });

  it("keeps data, sessions and images when an instance restarts on the same database in a new folder", async () => {
    const url = await freshDatabase();
    const first = await instance(url);
    const token = await login(first.app);
    const onFirst = api(first.app, token);
    const nicheId = (await onFirst.post(NICHES_PATH, { name: "Duradero", affiliate_tag: "d-21", mercado: "es" })).body.id;
    const png = placeholderPng(4, 4, [0, 0, 0], [255, 255, 255]);
    const body = multipart([{ name: "duradera.png", data: png, type: "image/png" }]);
    const uploaded = await first.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      headers: { "content-type": body.contentType, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    const imageUrl = uploaded.json().files[0].url as string;
    await first.app.close();
    cleanup(first.dataDir);

    const second = await instance(url);
    const onSecond = api(second.app, token);
    assert.equal((await onSecond.get(nichePath(nicheId))).body.name, "Duradero");
    const served = await second.app.inject({ method: "GET", url: imageUrl });
    assert.equal(served.statusCode, 200);
    assert.ok(served.rawPayload.equals(png));
  });
});
