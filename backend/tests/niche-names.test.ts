/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// A niche's name is its own: no second niche may take it, whichever request or instance comes first.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { api, cleanup, login, startServer } from "./helpers";
import { testDatabaseUrl } from "./support/test-database";
import { insertNiche } from "../repos/niches-repo";
import { nichePath, NICHES_PATH } from "../../tests/support/api-paths";

type Server = Awaited<ReturnType<typeof startServer>>;
const TAKEN = "Ya existe un nicho con este nombre";

describe("niche names", () => {
  const started: Server[] = [];
  let s: Server;
  let a: ReturnType<typeof api>;

  before(async () => {
    s = await startServer();
    started.push(s);
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    for (const server of started) {
      await server.app.close().catch(() => {});
      cleanup(server.dataDir);
    }
  });

  it("refuses another niche's name on create, trimmed and in any case, in any script", async () => {
    assert.equal((await a.post(NICHES_PATH, { name: "Cafeteras Épicas", affiliate_tag: "cafe-21", mercado: "es" })).status, 201);
    for (const name of ["  cafeteras épicas ", "CAFETERAS ÉPICAS"]) {
      const dup = await a.post(NICHES_PATH, { name, affiliate_tag: "otro-21", mercado: "es", slug: `es-otro-${randomUUID().slice(0, 8)}` });
      assert.equal(dup.status, 409, name);
      assert.equal(dup.body.detail, TAKEN);
    }
    assert.equal((await a.post(NICHES_PATH, { name: "Café Ελληνικός", affiliate_tag: "gr-21", mercado: "es" })).status, 201);
    const greek = await a.post(NICHES_PATH, { name: "CAFÉ ΕΛΛΗΝΙΚΌΣ", affiliate_tag: "gr-21", mercado: "es", slug: "es-griego" });
    assert.equal(greek.status, 409);
  });

  it("refuses another niche's name on edit, and keeps a niche's own name", async () => {
    const molinillos = await a.post(NICHES_PATH, { name: "Molinillos", affiliate_tag: "mol-21", mercado: "es" });
    const renamed = await a.put(nichePath(molinillos.body.id), { name: "cafeteras épicas" });
    assert.equal(renamed.status, 409);
    assert.equal(renamed.body.detail, TAKEN);
    assert.equal((await a.get(nichePath(molinillos.body.id))).body.name, "Molinillos");
    const same = await a.put(nichePath(molinillos.body.id), { name: "MOLINILLOS", description: "Para café" });
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(same.body.name, "MOLINILLOS");
  });

  it("lets niches that shared a name before names were unique be edited", async () => {
    const first = await insertNiche(s.ctx.db, { name: "Duplicado", slug: "es-duplicado-1", affiliate_tag: "d-21" });
    await insertNiche(s.ctx.db, { name: "duplicado", slug: "es-duplicado-2", affiliate_tag: "d-21" });
    const saved = await a.put(nichePath(first), { name: "Duplicado", description: "Sigue editable" });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.description, "Sigue editable");
  });

  it("creates one niche of a name that many requests ask for at the same moment", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => a.post(NICHES_PATH, { name: "Carrera", affiliate_tag: "c-21", mercado: "es", slug: `es-carrera-${i}` })),
    );
    assert.deepEqual(answers.map((r) => r.status).sort(), [201, 409, 409, 409, 409, 409]);
    assert.equal((await a.get(NICHES_PATH)).body.filter((n: any) => n.name === "Carrera").length, 1);
  });

  it("creates one niche of a name asked of two instances sharing a PostgreSQL database", { skip: process.env.BACKEND_TEST_DATABASE === "pglite" && "runs in the PostgreSQL pass" }, async () => {
    const url = await testDatabaseUrl(`names-${randomUUID()}`);
    const pair = [await startServer({ databaseUrl: url }), await startServer({ databaseUrl: url })];
    started.push(...pair);
    const [one, two] = await Promise.all(pair.map(async (server) => api(server.app, await login(server.app))));
    const ask = (client: ReturnType<typeof api>, i: number) =>
      client.post(NICHES_PATH, { name: "Dos Instancias", affiliate_tag: "d-21", mercado: "es", slug: `es-dos-${i}` });
    const answers = await Promise.all([0, 1, 2, 3].map((i) => ask(i % 2 ? two! : one!, i)));
    assert.deepEqual(answers.map((r) => r.status).sort(), [201, 409, 409, 409]);
  });
});
