/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// Structured output where the server takes it, and what is asked instead where it does not: any JSON object,
// then the prompt's words alone. The way a server took is asked first for the rest of the process's life.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, login, startServer } from "./helpers";
import { startOpenAiStandIn, type OpenAiStandIn } from "./support/openai-stand-in";
import { NICHES_PATH, productsPaths } from "../../tests/support/api-paths";

const ARTICLE = {
  title: "Cafetera Moka",
  intro: "Una cafetera clásica.",
  summary: ["Café intenso"],
  sections: [{ heading: "Diseño", body: "Aluminio." }],
  pros: ["Barata"],
  cons: ["No sirve en inducción"],
  faq: [{ question: "¿Inducción?", answer: "No." }],
  conclusion: "Una compra sensata.",
  meta_title: "Cafetera Moka: opinión",
  meta_description: "Lo que conviene saber de la Cafetera Moka.",
  keywords: ["cafetera moka"],
};

describe("structured output and its fallbacks", () => {
  let model: OpenAiStandIn;
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let nicheId: number;
  let nextAsin = 1;

  before(async () => {
    model = await startOpenAiStandIn({ kind: "answer", content: ARTICLE });
    s = await startServer({
      env: { CONTENT_WRITER: "openai", OPENAI_BASE_URL: model.baseUrl, CONTENT_MODEL: "stand-in-model", CONTENT_WRITER_TIMEOUT_MS: "2000" },
    });
    a = api(s.app, await login(s.app));
    nicheId = (await a.post(NICHES_PATH, { name: "Cafeteras", affiliate_tag: "cafe-21", mercado: "es" })).body.id;
  });
  after(async () => {
    await s.app.close();
    await model.close();
    cleanup(s.dataDir);
  });

  /** A new product generated to its end: its status and the formats its requests asked for. */
  async function generate(): Promise<{ status: string; error: string | null; formats: unknown[] }> {
    const asin = `B0FORMAT${String(nextAsin++).padStart(2, "0")}`;
    const product = (await a.post(productsPaths.ofNiche(nicheId), { amazon_url: `https://www.amazon.es/dp/${asin}` })).body;
    const before = model.requests.length;
    assert.equal((await a.post(productsPaths.triggerGeneration(product.id))).status, 202);
    await s.ctx.generation.whenIdle();
    const done = (await a.get(productsPaths.one(product.id))).body;
    return {
      status: done.generation_status,
      error: done.error_message,
      formats: model.requests.slice(before).map((r) => (r.body.response_format as any)?.type ?? "none"),
    };
  }

  it("asks by the article's schema where the server takes it", async () => {
    const { status, error, formats } = await generate();
    assert.equal(status, "completed", error ?? "");
    assert.deepEqual(formats, ["json_schema"]);
  });

  it("asks for any JSON object when the server refuses the schema, and from then on asks that way first", async () => {
    model.refuses.add("json_schema");
    const first = await generate();
    assert.equal(first.status, "completed", first.error ?? "");
    assert.deepEqual(first.formats, ["json_schema", "json_object"]);
    const next = await generate();
    assert.equal(next.status, "completed", next.error ?? "");
    assert.deepEqual(next.formats, ["json_object"]);
  });

  it("asks with the prompt's words alone when the server refuses both, and remembers that too", async () => {
    model.refuses.add("json_object");
    const first = await generate();
    assert.equal(first.status, "completed", first.error ?? "");
    assert.deepEqual(first.formats, ["json_object", "none"]);
    assert.match(model.requests.at(-1)!.body.messages![0].content, /Answer with one JSON object and nothing else, of this shape/);
    const next = await generate();
    assert.equal(next.status, "completed", next.error ?? "");
    assert.deepEqual(next.formats, ["none"]);
  });
});
