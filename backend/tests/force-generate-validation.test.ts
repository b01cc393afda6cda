// What forced regeneration copies into an article (tone, language, marketplace) is checked by the
// contract's schema first: arbitrary text is a FastAPI 422, before any product is looked up.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, login, startServer } from "./helpers";
import { API_KEYS_PATH, FORCE_GENERATE_PATH } from "../../tests/support/api-paths";

describe("forced regeneration's body", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let wrapper: ReturnType<typeof api>;
  const body = { url: "https://www.amazon.es/dp/B0NOTHERE1", affiliate_tag: "tienda-21", tone: "casual", language: "es", marketplace_domain: "amazon.es" };

  before(async () => {
    s = await startServer();
    const key = (await api(s.app, await login(s.app)).post(API_KEYS_PATH, { name: "Sitio", email: "sitio@example.com" })).body.key;
    wrapper = api(s.app, null, { "x-api-key": key });
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("refuses markdown as the marketplace, and a tone or language outside the lists, with FastAPI's 422", async () => {
    const res = await wrapper.post(FORCE_GENERATE_PATH, { ...body, tone: "**", language: "<script>", marketplace_domain: "*a".repeat(16384) });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      detail: [
        { loc: ["body", "tone"], msg: "El tono debe ser uno de: profesional, casual, informal, formal, técnico", type: "enum" },
        { loc: ["body", "language"], msg: "El idioma debe ser el de un marketplace de Amazon: en, ar, pt, nl, es, de, fr, it, ja, zh, sv, pl", type: "enum" },
        { loc: ["body", "marketplace_domain"], msg: "Debe ser el dominio de un marketplace de Amazon (amazon.es, amazon.com…)", type: "enum" },
      ],
    });
  });

  it("refuses a host that is not an Amazon marketplace", async () => {
    for (const marketplace_domain of ["evil.example", "amazon.es.evil.example", "amazon.es/dp/x", "amazon.es:8080"]) {
      const res = await wrapper.post(FORCE_GENERATE_PATH, { ...body, marketplace_domain });
      assert.equal(res.status, 422, marketplace_domain);
      assert.deepEqual(res.body.detail.map((issue: { loc: string[] }) => issue.loc), [["body", "marketplace_domain"]], marketplace_domain);
    }
  });

  it("takes the lists' values in any case, with spaces or www., and goes on to look the product up", async () => {
    const res = await wrapper.post(FORCE_GENERATE_PATH, { ...body, tone: " Técnico ", language: "ES", marketplace_domain: "www.Amazon.es" });
    assert.equal(res.status, 404, JSON.stringify(res.body));
  });
});
