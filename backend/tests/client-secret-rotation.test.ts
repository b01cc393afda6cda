/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// A client's secret is shown once: a new one replaces it, and the old one stops working at once.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assertSchema, cleanup, login, startServer } from "./helpers";
import { apiClientCreatedSchema } from "../../features/api-clients/schemas";
import { apiClientsContract } from "../../features/api-clients/contract";
import { API_CLIENTS_PATH, nichePath, NICHES_PATH } from "../../tests/support/api-paths";

describe("rotating an API client's secret", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  const asClient = (c: { client_id: string; client_secret: string }) =>
    api(s.app, null, { "x-client-id": c.client_id, "x-client-secret": c.client_secret });
  const rotate = (id: number) => a.post(apiClientsContract.rotateSecret.url({ client_id: id }));

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("answers a new secret once; the old one is refused from then on, the new one reads", async () => {
    const created = assertSchema(apiClientCreatedSchema, (await a.post(API_CLIENTS_PATH, { name: "Rotación", scopes: ["read"] })).body);
    assert.equal((await asClient(created).get(NICHES_PATH)).status, 200);

    const res = await rotate(created.id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const rotated = assertSchema(apiClientCreatedSchema, res.body);
    assert.equal(rotated.id, created.id);
    assert.equal(rotated.client_id, created.client_id);
    assert.deepEqual(rotated.scopes, ["read"]);
    assert.notEqual(rotated.client_secret, created.client_secret);

    assert.equal((await asClient(created).get(NICHES_PATH)).status, 401);
    assert.equal((await asClient(rotated).get(NICHES_PATH)).status, 200);
    // The secret is in no other answer.
    const read = await a.get(apiClientsContract.get.url({ client_id: created.id }));
    assert.ok(!JSON.stringify(read.body).includes(rotated.client_secret));
  });

  it("clears the copy of the old secret its niche kept, and leaves the niche's client working", async () => {
    const created = assertSchema(apiClientCreatedSchema, (await a.post(API_CLIENTS_PATH, { name: "Nicho Rotado - Client", scopes: ["read"] })).body);
    const niche = await a.post(NICHES_PATH, {
      name: "Nicho Rotado",
      affiliate_tag: "rotado-21",
      client_id: created.client_id,
      client_secret: created.client_secret,
    });
    assert.equal(niche.status, 201);
    const rotated = assertSchema(apiClientCreatedSchema, (await rotate(created.id)).body);
    const stored = (await a.get(nichePath(niche.body.id))).body;
    assert.equal(stored.client_id, created.client_id);
    assert.equal(stored.client_secret ?? null, null);
    const own = await asClient(rotated).get(NICHES_PATH);
    assert.deepEqual(own.body.map((n: any) => n.id), [niche.body.id]);
  });

  it("is the admin's: an unknown client is a 404, a niche's own client gets 403", async () => {
    assert.equal((await rotate(987654)).status, 404);
    const created = assertSchema(apiClientCreatedSchema, (await a.post(API_CLIENTS_PATH, { name: "Nicho Propio - Client", scopes: ["admin"] })).body);
    await a.post(NICHES_PATH, { name: "Nicho Propio", affiliate_tag: "propio-21", client_id: created.client_id });
    const self = await asClient(created).post(apiClientsContract.rotateSecret.url({ client_id: created.id }));
    assert.equal(self.status, 403);
    assert.equal((await asClient(created).get(NICHES_PATH)).status, 200);
  });
});
