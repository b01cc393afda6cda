// A product's name is data, never markup: whatever its link's words say, whoever adds it and whichever writer
// writes its article, the article carries no HTML and no link but the niche's tagged Amazon ones.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assertSchema, cleanup, login, startServer } from "./helpers";
import { startOpenAiStandIn, type OpenAiStandIn } from "./support/openai-stand-in";
import { plainName } from "../content-writer/plain-name";
import { modelLine, modelParagraphs, plainLine } from "../content-writer/model-markdown";
import { renderSite } from "../sites/render-site";
import { indexOf, siteViewOf } from "./support/site-view";
import { writeProductArticle, type ArticleInput } from "../content-writer/product-article";
import { articleMessages, modelArticleMarkdown } from "../content-writer/model-article";
import { writeWebsiteContent } from "../content-writer/website-content";
import { resolveMarket } from "../../lib/markets/markets";
import { apiClientCreatedSchema } from "../../features/api-clients/schemas";
import { API_CLIENTS_PATH, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";

const TAG = "nicho-21";
const HOSTILE_IMG = "https://www.amazon.es/%3Cimg%20src=x%20onerror=alert(1)%3E/dp/";
const HOSTILE_LINK = "https://www.amazon.es/%5BOferta%5D(https:%2F%2Fevil.example%2Fx)/dp/";
const IMG = "<img src=x onerror=alert(1)>";
const LINK = "[Oferta](https://evil.example/x)";

/** What a reader of `text` must not be given: HTML, the foreign address, or a link that is not the niche's tagged Amazon one. */
function assertNoMarkup(text: string, where: string): void {
  for (const gone of ["<img", "onerror", "evil.example"]) assert.ok(!text.includes(gone), `${gone} in ${where}:\n${text}`);
  const links = [...text.matchAll(/\]\(([^)\s]*)\)/g)].map((m) => m[1]);
  const bare = text.match(/https?:\/\/[^\s)\]]+/g) ?? [];
  for (const link of [...links, ...bare]) {
    const url = new URL(link);
    assert.match(url.hostname, /(^|\.)amazon\.es$/, `${link} in ${where}`);
    assert.equal(url.searchParams.get("tag"), TAG, `${link} in ${where}`);
  }
}

describe("a name is plain text", () => {
  it("keeps a name's words and drops its markup", () => {
    assert.equal(plainName(IMG), "");
    assert.equal(plainName(`${LINK} Cafetera`), "Oferta Cafetera");
    assert.equal(plainName("Cafetera ![foto](https://img.example/x.png) <b>Moka</b> *Pro* `6` ~~tazas~~ https://evil.example/x www.evil.example"), "Cafetera foto Moka Pro 6 tazas");
    assert.equal(plainName("## > - 1. Cafetera\nMoka\u0000\u202e (6 tazas) | Aluminio"), "Cafetera Moka (6 tazas) | Aluminio");
  });

  it("both writers, and the model's prompt, read a product's and a niche's name as plain text", () => {
    const market = resolveMarket("es")!;
    const input: ArticleInput = {
      productId: 1,
      asin: "B0HOSTIL01",
      amazonUrl: `${HOSTILE_IMG}B0HOSTIL01`,
      productName: `${IMG} ${LINK}`,
      nicheName: `${LINK} ${IMG}`,
      tone: "casual",
      language: "es",
      affiliateTag: TAG,
      marketplaceDomain: "amazon.es",
      market,
      version: 1,
    };
    const template = writeProductArticle(input);
    assertNoMarkup(template.title, "the template writer's title");
    assertNoMarkup(template.content, "the template writer's article");
    const link = `https://www.amazon.es/dp/B0HOSTIL01?tag=${TAG}`;
    for (const message of articleMessages(input, link)) assertNoMarkup(message.content, "the model's prompt");
    const echo = `${IMG} ${LINK}`;
    const model = modelArticleMarkdown(input, {
      title: echo,
      intro: "Intro.",
      summary: ["Punto"],
      sections: [{ heading: echo, body: "Cuerpo." }],
      pros: ["Pro"],
      cons: ["Contra"],
      faq: [{ question: echo, answer: "Respuesta." }],
      conclusion: "Fin.",
      meta_title: echo,
      meta_description: echo,
      keywords: [echo],
    }, "stand-in");
    assert.equal(model.title, "Oferta");
    assertNoMarkup(model.content, "the model writer's article");
  });

  it("reads 200 kB of piled-up markup in linear time", () => {
    const size = 200_000;
    const piles = ["[", "![", "[](", "](", "[a](<", '[a](x "', "<a", "http:.", "# #", "[a]: ", "a\n"].map((unit) => unit.repeat(Math.ceil(size / unit.length)));
    const rules = { affiliateTag: TAG, marketplaceDomain: "amazon.es", productLink: `https://www.amazon.es/dp/B0HOSTIL01?tag=${TAG}` };
    const cleaners: [string, (text: string) => string][] = [
      ["plainName", plainName],
      ["plainLine", plainLine],
      ["modelLine", (text) => modelLine(text, rules)],
      ["modelParagraphs", (text) => modelParagraphs(text, rules)],
    ];
    for (const pile of piles) {
      for (const [name, clean] of cleaners) {
        // The process's CPU time, the best of five: time the machine spends on others is not the cleaner's.
        let best = Infinity;
        for (let round = 0; round < 5 && best >= 100; round++) {
          const started = process.cpuUsage();
          clean(pile);
          const used = process.cpuUsage(started);
          best = Math.min(best, (used.user + used.system) / 1000);
        }
        assert.ok(best < 100, `${name} took ${Math.round(best)} ms on ${JSON.stringify(pile.slice(0, 8))}…`);
      }
    }
  });

  it("the preview site shows a stored name as text", () => {
    const market = resolveMarket("es")!;
    const content = writeWebsiteContent({ name: "Cafeteras", slug: "es-cafeteras", tone: "casual", affiliateTag: TAG, market });
    const page = renderSite(siteViewOf(content, { name: "Cafeteras", tone: "casual", affiliateTag: TAG, mercado: "España" }), indexOf([
      { id: 1, name: IMG, product_name: IMG, content_title: null, amazon_url: `${HOSTILE_IMG}B0HOSTIL01`, asin: "B0HOSTIL01" },
    ]));
    assert.ok(!page.includes("<img"), page);
    assert.ok(page.includes("&lt;img src=x onerror=alert(1)&gt;"), page);
  });
});

/** A niche with a write-scope client of its own, on a server started with `env`. */
async function nicheWithClient(env: Record<string, string>) {
  const s = await startServer({ env });
  const admin = api(s.app, await login(s.app));
  const client = assertSchema(apiClientCreatedSchema, (await admin.post(API_CLIENTS_PATH, { name: "Nicho Cafeteras - Client", scopes: ["read", "write"] })).body);
  const niche = await admin.post(NICHES_PATH, {
    name: "Cafeteras",
    affiliate_tag: TAG,
    mercado: "es",
    client_id: client.client_id,
    client_secret: client.client_secret,
  });
  assert.equal(niche.status, 201, JSON.stringify(niche.body));
  const own = api(s.app, null, { "x-client-id": client.client_id, "x-client-secret": client.client_secret });
  return { s, admin, own, nicheId: niche.body.id as number };
}

/** Both hostile links added by the admin and by the niche's own client, generated; what is stored and served. */
async function generateHostile({ s, admin, own, nicheId }: Awaited<ReturnType<typeof nicheWithClient>>) {
  const added: { id: number; as: "admin" | "client" }[] = [];
  let n = 1;
  for (const [as, caller] of [["admin", admin], ["client", own]] as const) {
    for (const link of [HOSTILE_IMG, HOSTILE_LINK]) {
      const created = await caller.post(productsPaths.ofNiche(nicheId), { amazon_url: `${link}B0HOSTIL0${n++}` });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assertNoMarkup(created.body.name, `the name of the ${as}'s new product`);
      assert.equal((await caller.post(productsPaths.triggerGeneration(created.body.id))).status, 202);
      added.push({ id: created.body.id, as });
    }
  }
  // A name stored as it came (before names were read as plain text, or from elsewhere) is cleaned by the writers.
  const stored = await admin.post(productsPaths.ofNiche(nicheId), { amazon_url: `https://www.amazon.es/Cafetera/dp/B0HOSTIL0${n}` });
  await s.ctx.db.query("UPDATE products SET name = $1 WHERE id = $2", [`${IMG} ${LINK}`, stored.body.id]);
  assert.equal((await admin.post(productsPaths.triggerGeneration(stored.body.id))).status, 202);
  added.push({ id: stored.body.id, as: "admin" });
  await s.ctx.generation.whenIdle();
  for (const { id, as } of added) {
    const product = (await admin.get(productsPaths.one(id))).body;
    assert.equal(product.generation_status, "completed", product.error_message);
    const stored = await s.ctx.db.query<{ title: string; content: string }>("SELECT title, content FROM product_contents WHERE product_id = $1", [id]);
    assert.equal(stored.length, 1);
    assertNoMarkup(stored[0].title, `the stored title of the ${as}'s product`);
    assertNoMarkup(stored[0].content, `the stored content of the ${as}'s product`);
    for (const [reader, caller] of [["admin", admin], ["niche's client", own]] as const) {
      const served = await caller.get(productsPaths.content(id));
      assert.equal(served.status, 200);
      const [{ title, content, content_metadata: metadata }] = served.body;
      assertNoMarkup(title, `the title the ${reader} is served of the ${as}'s product`);
      assertNoMarkup(content, `the content the ${reader} is served of the ${as}'s product`);
      assertNoMarkup(JSON.stringify([metadata.meta_title, metadata.meta_description, metadata.keywords]), `the metadata the ${reader} is served`);
      assert.ok(content.includes(`https://www.amazon.es/dp/B0HOSTIL0`), "the article keeps its tagged product link");
    }
  }
  return added;
}

describe("hostile product links through the template writer", () => {
  let setup: Awaited<ReturnType<typeof nicheWithClient>>;
  before(async () => {
    setup = await nicheWithClient({});
  });
  after(async () => {
    await setup.s.app.close();
    cleanup(setup.s.dataDir);
  });

  it("stores and serves articles with neither HTML nor a foreign link, added by the admin or the niche's client", async () => {
    const added = await generateHostile(setup);
    const names = await Promise.all(added.map(async ({ id }) => (await setup.admin.get(productsPaths.one(id))).body.name));
    assert.deepEqual(names.slice(0, 4), ["Producto B0HOSTIL01", "Oferta", "Producto B0HOSTIL03", "Oferta"]);
  });
});

describe("hostile product links through the OpenAI-compatible writer", () => {
  let model: OpenAiStandIn;
  let setup: Awaited<ReturnType<typeof nicheWithClient>>;
  before(async () => {
    // A model that echoes the hostile name wherever it writes a name: the title, a heading, a question.
    model = await startOpenAiStandIn({
      kind: "answer",
      content: {
        title: `${IMG} ${LINK}: opinión`,
        intro: "Una cafetera para cada día.",
        summary: ["Café intenso"],
        sections: [{ heading: `## ${LINK} por dentro ${IMG}`, body: "Aluminio." }],
        pros: ["Barata"],
        cons: ["No sirve en inducción"],
        faq: [{ question: `¿Merece la pena ${LINK}? ${IMG}`, answer: "Sí." }],
        conclusion: "Una compra sensata.",
        meta_title: `${LINK} ${IMG}`,
        meta_description: `Lo que conviene saber de ${LINK}.`,
        keywords: [LINK, IMG],
      },
    });
    setup = await nicheWithClient({
      CONTENT_WRITER: "openai",
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: "sk-stand-in",
      CONTENT_MODEL: "stand-in-model",
      CONTENT_WRITER_TIMEOUT_MS: "2000",
    });
  });
  after(async () => {
    await setup.s.app.close();
    await model.close();
    cleanup(setup.s.dataDir);
  });

  it("tells the model the name as plain text, and stores and serves what it echoes without HTML or a foreign link", async () => {
    await generateHostile(setup);
    assert.equal(model.requests.length, 5);
    for (const request of model.requests) {
      const prompt = request.body.messages!.map((m) => m.content).join("\n");
      for (const gone of ["<img", "onerror", "evil.example", "%3C", "%5B"]) assert.ok(!prompt.includes(gone), `${gone} in the prompt:\n${prompt}`);
    }
  });
});
