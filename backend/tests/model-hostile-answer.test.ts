/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// A model's answer is untrusted input: read in linear time (the backend's one thread keeps answering while
// it is), with no affiliate tag but the niche's in any field or spelling, and no trace of the API key in any
// error however the server spelled it back.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { inspect } from "node:util";
import { api, cleanup, login, startServer } from "./helpers";
import { startOpenAiStandIn, type OpenAiStandIn, type StandInReply } from "./support/openai-stand-in";
import { FOREIGN_TAG, HOSTILE_ARTICLE, HOSTILE_CONTENT } from "./support/hostile-answer";
import { checkAnswer } from "../content-writer/model-answer";
import { modelArticleMarkdown, modelArticleSchema } from "../content-writer/model-article";
import { maskKey } from "../content-writer/mask-key";
import { modelParagraphs, plainLine } from "../content-writer/model-markdown";
import { plainName } from "../content-writer/plain-name";
import { resolveMarket } from "../../lib/markets/markets";
import { HEALTH_PATH, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";

const TAG = "cafe-21";
const KEY = "sk-proj+Ab/cd=SECRET_0123456789xyz";

/** Every Amazon address in `text`, with or without scheme: each must be the niche's, tagged with its tag alone. */
function assertOnlyNicheTag(text: string, where: string): void {
  assert.ok(!text.toLowerCase().includes(FOREIGN_TAG), `${FOREIGN_TAG} in ${where}`);
  for (const [match] of text.matchAll(/(?:https?:\/\/)?[\w.-]*amazon\.[a-z.]+\/[^\s)\]"]*/gi)) {
    const found = match.replace(/[.,;:!?]+$/, "");
    const url = new URL(/^https?:/i.test(found) ? found : `https://${found}`);
    assert.equal(url.hostname, "www.amazon.es", `${found} in ${where}`);
    assert.deepEqual([...url.searchParams.keys()].map((k) => k.toLowerCase()), ["tag"], `${found} in ${where}`);
    assert.equal(url.searchParams.get("tag"), TAG, `${found} in ${where}`);
  }
}

/** The process's CPU time `work` takes, in ms. */
function cpuMs(work: () => unknown): number {
  const started = process.cpuUsage();
  work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

describe("a hostile answer, read", () => {
  const input = {
    productId: 1,
    asin: "B0HOSTIL99",
    amazonUrl: "https://www.amazon.es/dp/B0HOSTIL99",
    productName: "Cafetera",
    nicheName: "Cafeteras",
    tone: "casual",
    language: "es",
    affiliateTag: TAG,
    marketplaceDomain: "amazon.es",
    market: resolveMarket("es")!,
    version: 1,
  };

  it("is checked and turned into an article in linear time", () => {
    let checked: ReturnType<typeof checkAnswer<typeof modelArticleSchema>> | undefined;
    const reading = cpuMs(() => (checked = checkAnswer(HOSTILE_CONTENT, modelArticleSchema)));
    assert.ok(checked?.ok, JSON.stringify(checked));
    assert.ok(reading < 500, `reading took ${Math.round(reading)} ms`);
    const writing = cpuMs(() => modelArticleMarkdown(input, checked!.ok ? checked!.value : (null as never), "stand-in"));
    assert.ok(writing < 500, `writing took ${Math.round(writing)} ms`);
  });

  it("finds scheme-less Amazon addresses in linear time however they are piled up", () => {
    const rules = { affiliateTag: TAG, marketplaceDomain: "amazon.es", productLink: "https://www.amazon.es/dp/B0HOSTIL99?tag=cafe-21" };
    const piles = ["amazon.es/", "amazon.es/ ", "a.", "a/", "www.amazon.es/dp/B0HOSTIL99?tag=x ", "amazon.es/(["].map((unit) => unit.repeat(Math.ceil(200_000 / unit.length)));
    for (const pile of piles) {
      for (const [name, clean] of [["plainName", plainName], ["plainLine", plainLine], ["modelParagraphs", (text: string) => modelParagraphs(text, rules)]] as const) {
        const took = cpuMs(() => clean(pile));
        assert.ok(took < 500, `${name} took ${Math.round(took)} ms on ${JSON.stringify(pile.slice(0, 12))}…`);
      }
    }
  });

  it("leaves only the niche's tag on the niche's marketplace, in every field", () => {
    const article = modelArticleMarkdown(input, modelArticleSchema.parse(HOSTILE_ARTICLE), "stand-in");
    assertOnlyNicheTag(article.title, "title");
    assertOnlyNicheTag(article.content, "content");
    assertOnlyNicheTag(JSON.stringify(article.metadata), "metadata");
    assert.ok(!/amazon\./i.test(article.title), article.title);
    assert.ok(!/amazon\./i.test(article.metadata.meta_description + article.metadata.keywords.join(" ")));
  });
});

describe("the API key, echoed", () => {
  const forms = [
    KEY,
    encodeURIComponent(KEY),
    encodeURIComponent(KEY).replace(/%[0-9A-F]{2}/g, (c) => c.toLowerCase()),
    Buffer.from(KEY).toString("base64"),
    Buffer.from(KEY).toString("base64url"),
    Buffer.from(`Bearer ${KEY}`).toString("base64"),
    Buffer.from(`x-api-key: ${KEY}`).toString("base64"),
    `${KEY.slice(0, 5)}…${KEY.slice(-4)}`,
    `${KEY.slice(0, 7)}...${KEY.slice(-4)}`,
    `${KEY.slice(0, 8)}${"*".repeat(20)}${KEY.slice(-4)}`,
  ];
  it("is hidden in every form a server writes it", () => {
    for (const form of forms) {
      const masked = maskKey(`clave no válida: ${form}.`, KEY);
      assert.ok(masked.startsWith("clave no válida: [clave oculta]"), `${form} → ${masked}`);
      assert.ok(!masked.includes(KEY.slice(-4)) && !masked.includes(KEY.slice(0, 5)), `${form} → ${masked}`);
    }
    assert.equal(maskKey("Cargando... el modelo", KEY), "Cargando... el modelo");
  });

  it("is hidden in linear time", () => {
    const pile = ["…", "...", "sk-p…", "***9xyz "].map((unit) => unit.repeat(50_000));
    for (const text of pile) assert.ok(cpuMs(() => maskKey(text, KEY)) < 500);
  });
});

describe("a hostile model through the generation queue", () => {
  let model: OpenAiStandIn;
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let nicheId: number;
  let nextAsin = 1;
  const logs: string[] = [];
  const emitted: unknown[] = [];

  before(async () => {
    // Whitespace costs a real model little: the stand-in is told so, or it would cut the answer at the budget.
    model = await startOpenAiStandIn({ kind: "answer", content: HOSTILE_CONTENT, tokens: 1000, usage: { prompt_tokens: 10, completion_tokens: 20 } });
    s = await startServer({
      env: { CONTENT_WRITER: "openai", OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: KEY, CONTENT_MODEL: "stand-in-model", CONTENT_WRITER_TIMEOUT_MS: "5000" },
    });
    const log = s.ctx.log as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const level of ["trace", "debug", "info", "warn", "error", "fatal"]) {
      const original = log[level];
      log[level] = (...args: unknown[]) => {
        logs.push(inspect(args, { depth: 9 }));
        return original.apply(s.ctx.log, args);
      };
    }
    const emit = s.ctx.realtime.emit.bind(s.ctx.realtime);
    s.ctx.realtime.emit = ((name: string, payload: any) => {
      emitted.push(payload);
      return emit(name as any, payload);
    }) as typeof s.ctx.realtime.emit;
    a = api(s.app, await login(s.app));
    nicheId = (await a.post(NICHES_PATH, { name: "Cafeteras", affiliate_tag: TAG, mercado: "es" })).body.id;
  });
  after(async () => {
    await s.app.close();
    await model.close();
    cleanup(s.dataDir);
  });

  /** A product generated with `replies`; the slowest health answer while it was. */
  async function generate(replies: StandInReply[] = []) {
    const asin = `B0HOSTIL${String(nextAsin++).padStart(2, "0")}`;
    const product = (await a.post(productsPaths.ofNiche(nicheId), { amazon_url: `https://www.amazon.es/dp/${asin}` })).body;
    model.reply(...replies);
    assert.equal((await a.post(productsPaths.triggerGeneration(product.id))).status, 202);
    let idle = false;
    const done = s.ctx.generation.whenIdle().then(() => (idle = true));
    let slowest = 0;
    while (!idle) {
      const started = performance.now();
      assert.equal((await a.get(HEALTH_PATH)).status, 200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    return { product: (await a.get(productsPaths.one(product.id))).body, versions: (await a.get(productsPaths.content(product.id))).body, slowest };
  }

  it("stores the article with only the niche's tag while health answers within a second", async () => {
    const { product, versions, slowest } = await generate();
    assert.equal(product.generation_status, "completed", product.error_message);
    assert.ok(slowest < 1000, `health took ${Math.round(slowest)} ms`);
    const [{ title, content, content_metadata: meta }] = versions;
    assertOnlyNicheTag(title, "title");
    assertOnlyNicheTag(content, "content");
    assertOnlyNicheTag(JSON.stringify(meta), "metadata");
  });

  for (const as of ["base64", "base64url", "ends", "ends-dots", "url"] as const) {
    it(`fails with no trace of the key when the server echoes it ${as}`, async () => {
      const { product } = await generate([{ kind: "echo-key", status: 400, as }]);
      assert.equal(product.generation_status, "failed");
      assert.match(product.error_message, /^El modelo respondió 400: petición no válida \(Invalid credentials: \[clave oculta\]\)$/);
    });
  }

  it("puts no form of the key in a log line, event or stored error", async () => {
    const traces = [KEY, encodeURIComponent(KEY), Buffer.from(KEY).toString("base64url"), `${KEY.slice(0, 5)}…`, `…${KEY.slice(-4)}`];
    const everything = [...logs, JSON.stringify(emitted), JSON.stringify((await a.get(productsPaths.all)).body)].join("\n");
    for (const trace of traces) assert.ok(!everything.includes(trace), trace);
  });
});
