/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { inspect } from "node:util";
import { api, cleanup, freshDataDir, login, startServer, waitUntil } from "./helpers";
import { startOpenAiStandIn, type OpenAiStandIn, type StandInReply } from "./support/openai-stand-in";
import type { FastifyBaseLogger } from "fastify";
import { loadConfig } from "../config";
import { OpenAiWriter } from "../content-writer/openai-writer";
import { NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { getTaskRun } from "../repos/tasks-repo";
import type { AutomationStartData } from "../../features/automation/schemas";

const KEY = "sk-stand-in-SECRET-0123456789";

const ARTICLE = {
  title: "Cafetera Moka: la opinión del modelo",
  intro:
    "Intro con [su ficha](https://www.amazon.es/dp/B0MODEL001), <script>alert(1)</script>, [un truco](javascript:alert(1)) y una imagen ![foto](https://img.example/x.png).",
  summary: ["- Café intenso en minutos", "Fácil de limpiar"],
  sections: [
    { heading: "## Diseño y materiales", body: "## Un título colado\nAluminio. Otra tienda: https://www.amazon.es/gp/product/B0MODEL001?tag=otro-21 y [corto](https://amzn.to/3abc)." },
  ],
  pros: ["Barata", "Duradera"],
  cons: ["No sirve en inducción"],
  faq: [{ question: "¿Sirve para inducción?", answer: "No, salvo con un adaptador." }],
  conclusion: "Una compra sensata.",
  meta_title: "Cafetera Moka: opinión y guía de compra",
  meta_description: "Lo que conviene saber de la Cafetera Moka antes de comprarla en amazon.es.",
  keywords: ["Cafetera Moka", "cafetera italiana"],
};

const WEBSITE = {
  tagline: "Café de verdad en casa",
  description: "Guías y análisis de cafeteras para España.",
  keywords: ["Cafeteras", "mejores cafeteras"],
  hero: { title: "Tu próxima cafetera", subtitle: "Comparamos por ti", cta: "Ver selección" },
  about: "Probamos cafeteras <b>de verdad</b>.",
  sections: [
    { title: "Cómo elegimos", body: "Con criterio." },
    { title: "Cómo elegimos", body: "Dos veces." },
  ],
  categories: ["Guías", "Análisis"],
  faq: [{ question: "¿Vendéis?", answer: "No, enlazamos a Amazon." }],
};

const answer = (content: unknown = ARTICLE): StandInReply => ({ kind: "answer", content, usage: { prompt_tokens: 321, completion_tokens: 654 } });

const openAiEnv = (baseUrl: string, extra: Record<string, string> = {}) => ({
  CONTENT_WRITER: "openai",
  OPENAI_BASE_URL: baseUrl,
  OPENAI_API_KEY: KEY,
  CONTENT_MODEL: "stand-in-model",
  CONTENT_WRITER_TIMEOUT_MS: "2000",
  ...extra,
});

describe("content writer configuration", () => {
  it("uses the template writer unless CONTENT_WRITER=openai", () => {
    assert.equal(loadConfig({}).contentWriter.kind, "template");
    assert.equal(loadConfig({ OPENAI_API_KEY: KEY, CONTENT_MODEL: "m" }).contentWriter.kind, "template");
  });

  it("refuses an incomplete or malformed OpenAI configuration at start-up, in Spanish, without the key", () => {
    assert.throws(() => loadConfig({ CONTENT_WRITER: "gpt" }), /CONTENT_WRITER debe ser "template" u "openai"/);
    assert.throws(() => loadConfig({ CONTENT_WRITER: "openai", OPENAI_BASE_URL: "http://localhost:11434/v1" }), /necesita CONTENT_MODEL/);
    assert.throws(() => loadConfig({ ...openAiEnv("localhost:11434"), OPENAI_API_KEY: "" }), /OPENAI_BASE_URL/);
    assert.throws(() => loadConfig({ ...openAiEnv("ftp://models.example/v1") }), /http:\/\/ o https:\/\//);
    assert.throws(() => loadConfig({ ...openAiEnv("https://user:pw@models.example/v1") }), /no puede llevar credenciales/);
    assert.throws(() => loadConfig({ CONTENT_WRITER: "openai", CONTENT_MODEL: "gpt-4o-mini" }), /api\.openai\.com necesita OPENAI_API_KEY/);
    assert.throws(() => loadConfig(openAiEnv("http://localhost:11434/v1", { CONTENT_WRITER_TIMEOUT_MS: "10" })), /CONTENT_WRITER_TIMEOUT_MS/);
    assert.throws(() => loadConfig(openAiEnv("http://localhost:11434/v1", { CONTENT_WRITER_CONCURRENCY: "0" })), /CONTENT_WRITER_CONCURRENCY/);
    assert.throws(() => loadConfig(openAiEnv("http://localhost:11434/v1", { CONTENT_MAX_TOKENS: "50" })), /CONTENT_MAX_TOKENS debe ser un entero >= 100/);
    const budget = loadConfig(openAiEnv("http://localhost:11434/v1", { CONTENT_MAX_TOKENS: "8000" })).contentWriter;
    assert.ok(budget.kind === "openai" && budget.maxTokens === 8000);
    const ollama = loadConfig({ CONTENT_WRITER: "openai", OPENAI_BASE_URL: "http://localhost:11434/v1/", CONTENT_MODEL: "llama3.1" }).contentWriter;
    assert.ok(ollama.kind === "openai");
    assert.equal(ollama.baseUrl, "http://localhost:11434/v1");
    assert.equal(ollama.apiKey(), undefined);
    assert.equal(ollama.maxTokens, 4000);
    const openai = loadConfig(openAiEnv("https://api.openai.com/v1"));
    assert.ok(!JSON.stringify(openai).includes(KEY) && !inspect(openai, { depth: 9 }).includes(KEY));
  });
});

describe("OpenAI-compatible writer through the generation queue", () => {
  let model: OpenAiStandIn;
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let nicheId: number;
  let nextAsin = 1;
  const logs: string[] = [];
  const emitted: { name: string; payload: any }[] = [];

  before(async () => {
    model = await startOpenAiStandIn(answer());
    s = await startServer({ env: openAiEnv(model.baseUrl) });
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
      emitted.push({ name, payload });
      return emit(name as any, payload);
    }) as typeof s.ctx.realtime.emit;
    a = api(s.app, await login(s.app));
    const niche = await a.post(NICHES_PATH, { name: "Cafeteras", affiliate_tag: "cafe-21", mercado: "es", default_tone: "casual" });
    assert.equal(niche.status, 201, JSON.stringify(niche.body));
    nicheId = niche.body.id;
  });
  after(async () => {
    await s.app.close();
    await model.close();
    cleanup(s.dataDir);
  });

  /** A new product of the niche, generated to its end. */
  async function generate(replies: StandInReply[] = []): Promise<{ product: any; versions: any[]; requests: typeof model.requests }> {
    const asin = `B0MODEL${String(nextAsin++).padStart(3, "0")}`;
    const created = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: `https://www.amazon.es/Cafetera-Moka/dp/${asin}` });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const before = model.requests.length;
    model.reply(...replies);
    assert.equal((await a.post(productsPaths.triggerGeneration(created.body.id))).status, 202);
    await s.ctx.generation.whenIdle();
    const product = (await a.get(productsPaths.one(created.body.id))).body;
    const versions = (await a.get(productsPaths.content(created.body.id))).body;
    return { product, versions, requests: model.requests.slice(before) };
  }

  it("stores an article built from the model's streamed answer, its links tagged and sanitized", async () => {
    const { product, versions, requests } = await generate();
    assert.equal(product.generation_status, "completed", product.error_message);
    assert.equal(versions.length, 1);
    const [{ title, content, content_metadata: meta }] = versions;

    assert.equal(requests.length, 1);
    const [request] = requests;
    assert.equal(request.headers.authorization, `Bearer ${KEY}`);
    assert.equal(request.body.model, "stand-in-model");
    assert.equal(request.body.stream, true);
    const format = request.body.response_format as any;
    assert.equal(format.type, "json_schema");
    assert.equal(format.json_schema.name, "product_article");
    assert.equal(format.json_schema.strict, true);
    assert.deepEqual(format.json_schema.schema.required, Object.keys(ARTICLE));
    assert.equal(format.json_schema.schema.additionalProperties, false);
    assert.equal(format.json_schema.schema.properties.faq.items.additionalProperties, false);
    // Strict mode refuses keywords it does not know: the length checks stay zod's.
    assert.ok(!/"(?:minLength|maxLength|\$schema)"/.test(JSON.stringify(format.json_schema.schema)));
    assert.equal(request.body.max_tokens, 4000);
    const prompt = request.body.messages!.map((m) => m.content).join("\n");
    assert.match(prompt, /in Spanish, for readers in España who buy on amazon\.es/);
    assert.match(prompt, /Tone: casual/);
    assert.ok(prompt.includes("https://www.amazon.es/dp/B0MODEL001?tag=cafe-21"), prompt);

    assert.equal(title, ARTICLE.title);
    assert.match(content, /^# Cafetera Moka: la opinión del modelo$/m);
    for (const heading of ["## Resumen rápido", "## Diseño y materiales", "## Ficha del producto", "## Ventajas", "## Desventajas", "## Preguntas frecuentes", "### ¿Sirve para inducción?", "## Conclusión"]) {
      assert.ok(content.includes(`\n${heading}\n`), `${heading} in\n${content}`);
    }
    assert.match(content, /^- Café intenso en minutos$/m);
    assert.match(content, /^\*\*Un título colado\*\*$/m);
    assert.ok(content.includes("[su ficha](https://www.amazon.es/dp/B0MODEL001?tag=cafe-21)"));
    assert.ok(content.includes("Otra tienda: https://www.amazon.es/dp/B0MODEL001?tag=cafe-21 y"), content);
    assert.ok(content.includes("[corto](https://www.amazon.es/dp/B0MODEL001?tag=cafe-21)"));
    assert.ok(content.includes("&lt;script>alert(1)&lt;/script>"));
    for (const gone of ["<script", "javascript:", "otro-21", "amzn.to", "![", "img.example"]) assert.ok(!content.includes(gone), gone);
    for (const link of content.match(/https?:\/\/[^\s)]+/g)!) {
      if (new URL(link).hostname.includes("amazon")) assert.equal(new URL(link).searchParams.get("tag"), "cafe-21", link);
    }

    assert.equal(meta.meta_title, ARTICLE.meta_title);
    assert.deepEqual(meta.keywords, ["cafetera moka", "cafetera italiana", "B0MODEL001"]);
    assert.equal(meta.language, "es");
    assert.equal(meta.tone, "casual");
    assert.equal(meta.model, "stand-in-model");
    assert.equal(meta.generator, "openai-compatible/stand-in-model");
    assert.deepEqual(meta.usage, { prompt_tokens: 321, completion_tokens: 654, total_tokens: 975 });

    const statuses = emitted.filter((e) => e.name === "product_update" && e.payload.product_id === product.id);
    const progress = statuses.filter((e) => e.payload.progress);
    assert.ok(progress.length >= 1, "a streamed write reports its progress");
    assert.ok(progress.every((e) => e.payload.status === "generating" && e.payload.progress.characters > 0));
    // The panel shows a share of the expected length and the time since the write began, from the event alone.
    const startedAt = progress.map((e) => e.payload.progress.started_at);
    assert.equal(new Set(startedAt).size, 1, "one start for the whole write");
    assert.ok(Date.parse(startedAt[0]) <= Date.now(), startedAt[0]);
    assert.ok(progress.every((e) => e.payload.progress.expected_characters > 0));
    assert.deepEqual([...new Set(statuses.map((e) => e.payload.status))], ["pending", "processing", "generating", "completed"]);
  });

  it("waits out a 429's Retry-After within its time budget, and stores one version", async () => {
    const { product, versions, requests } = await generate([{ kind: "status", status: 429, retryAfter: "1" }]);
    assert.equal(product.generation_status, "completed", product.error_message);
    assert.equal(versions.length, 1);
    assert.equal(requests.length, 2);
    assert.ok(requests[1].at - requests[0].at >= 950, `waited ${requests[1].at - requests[0].at} ms`);
  });

  it("sends the budget as max_completion_tokens to a model that refuses max_tokens, as OpenAI's reasoning models do", async () => {
    const refused = {
      error: {
        message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        type: "invalid_request_error",
        param: "max_tokens",
        code: "unsupported_parameter",
      },
    };
    const { product, versions, requests } = await generate([{ kind: "status", status: 400, body: refused }]);
    assert.equal(product.generation_status, "completed", product.error_message);
    assert.equal(versions.length, 1);
    assert.deepEqual(
      requests.map((r) => [(r.body as Record<string, unknown>).max_tokens, (r.body as Record<string, unknown>).max_completion_tokens]),
      [
        [4000, undefined],
        [undefined, 4000],
      ],
    );
  });

  const FAILURES: [name: string, replies: StandInReply[], reason: RegExp][] = [
    ["a 429 asking for more than the budget", [{ kind: "status", status: 429, retryAfter: "60" }], /^El modelo respondió 429: demasiadas peticiones \(pide esperar 60 s/],
    ["a 500", [{ kind: "status", status: 500 }], /^El modelo respondió 500: error interno del servidor del modelo$/],
    ["a 400 quoting the key", [{ kind: "status", status: 400, body: { error: { message: `bad request for ${KEY}` } } }], /^El modelo respondió 400: petición no válida \(bad request for \[clave oculta\]\)$/],
    ["an answer that is not JSON", [{ kind: "raw", text: "<html>gateway</html>" }], /^La respuesta del modelo no es JSON válido$/],
    ["an answer cut by the token budget", [{ kind: "answer", content: ARTICLE, tokens: 5000 }], /^La respuesta del modelo se cortó: alcanzó el límite de 4000 tokens \(CONTENT_MAX_TOKENS\)$/],
    ["a stream slower than the budget", [{ kind: "slow-stream", everyMs: 200 }], /^El modelo no respondió a tiempo \(límite: 2 s, CONTENT_WRITER_TIMEOUT_MS\)$/],
  ];
  for (const [name, replies, reason] of FAILURES) {
    it(`marks the product failed with a Spanish reason on ${name}, without another attempt`, async () => {
      const { product, versions, requests } = await generate(replies);
      assert.equal(product.generation_status, "failed");
      assert.match(product.error_message, reason);
      assert.deepEqual(versions, []);
      assert.equal(requests.length, 1);
    });
  }

  it("hands an answer of the wrong shape back once with what was wrong, and stores the corrected one with both turns' tokens", async () => {
    const { product, versions, requests } = await generate([answer({ title: "Solo un título", summary: [] }), answer()]);
    assert.equal(product.generation_status, "completed", product.error_message);
    assert.equal(versions.length, 1);
    assert.equal(requests.length, 2);
    const [first, second] = requests.map((r) => r.body.messages!);
    assert.deepEqual(second.slice(0, first.length), first);
    assert.deepEqual(second.slice(first.length).map((m) => m.role), ["assistant", "user"]);
    assert.deepEqual(JSON.parse(second[first.length].content), { title: "Solo un título", summary: [] });
    const repair = second[first.length + 1].content;
    assert.match(repair, /"intro" is missing or of the wrong type/);
    assert.match(repair, /"summary" is empty or has too few items/);
    assert.deepEqual(versions[0].content_metadata.usage, { prompt_tokens: 642, completion_tokens: 1308, total_tokens: 1950 });
  });

  it("reads the JSON a model wrapped in a code fence and words of its own without asking again", async () => {
    const { product, requests } = await generate([answer(`Claro, aquí está:\n\n\`\`\`json\n${JSON.stringify(ARTICLE)}\n\`\`\`\nEspero que sirva.`)]);
    assert.equal(product.generation_status, "completed", product.error_message);
    assert.equal(requests.length, 1);
  });

  const WRONG_TWICE: [name: string, wrong: StandInReply, reason: RegExp][] = [
    ["a message that is not JSON", answer("Claro, aquí tienes el artículo:"), /^La respuesta del modelo no es JSON válido$/],
    ["JSON of another shape", answer({ title: "Solo un título", summary: [] }), /^La respuesta del modelo no tiene la forma esperada: «intro» falta o no es del tipo esperado; «summary» está vacío/],
  ];
  for (const [name, wrong, reason] of WRONG_TWICE) {
    it(`marks the product failed naming what was wrong when the model answers ${name} twice`, async () => {
      const { product, versions, requests } = await generate([wrong, wrong]);
      assert.equal(product.generation_status, "failed");
      assert.match(product.error_message, reason);
      assert.deepEqual(versions, []);
      assert.equal(requests.length, 2);
    });
  }

  it("writes the niche site's copy with the model in the automation's first step, a wrong shape corrected once", async () => {
    const before = model.requests.length;
    model.reply(answer({ ...WEBSITE, hero: undefined }), answer(WEBSITE));
    const data = {
      name: "Cafeteras Modelo",
      slug: "cafeteras-modelo",
      tone: "casual",
      affiliateTag: "cafe-21",
      market: { pais: "España", countryCode: "ES", dominio: "amazon.es", lang: "es" },
    } as AutomationStartData;
    const taskId = await s.ctx.automation.start(data, { id: 1, name: "Tienda", slug: "tienda", github_url: null } as never);
    await waitUntil(async () => (await getTaskRun(s.ctx.db, taskId))?.status !== "running");
    const task = await getTaskRun(s.ctx.db, taskId);
    assert.equal(task?.status, "completed", JSON.stringify(task));
    const site = (task!.results as any).websiteContent;
    assert.equal(site.tagline, WEBSITE.tagline);
    assert.equal(site.about, "Probamos cafeteras de verdad.");
    assert.deepEqual(site.sections.map((x: any) => x.id), ["como-elegimos", "como-elegimos-2"]);
    assert.equal(site.language, "es");
    assert.match(site.disclosure, /^Como afiliado de Amazon/);
    assert.equal(site.generator, "openai-compatible/stand-in-model");
    assert.equal(model.requests.length - before, 2);
    const request = model.requests.at(-1)!;
    assert.match(request.body.messages!.at(-1)!.content, /"hero" is missing or of the wrong type/);
    assert.equal(request.body.stream, undefined);
    assert.equal(request.body.max_tokens, 4000);
    const format = request.body.response_format as any;
    assert.equal(format.type, "json_schema");
    assert.equal(format.json_schema.name, "niche_site_copy");
    assert.deepEqual(format.json_schema.schema.required, Object.keys(WEBSITE));
    assert.match(request.body.messages![0].content, /in Spanish, for readers in España/);
  });

  it("ends the automation's first step with the model's Spanish reason when the model fails", async () => {
    model.reply({ kind: "status", status: 503 });
    const data = {
      name: "Cafeteras Caídas",
      slug: "cafeteras-caidas",
      tone: "casual",
      affiliateTag: "cafe-21",
      market: { pais: "España", countryCode: "ES", dominio: "amazon.es", lang: "es" },
    } as AutomationStartData;
    const taskId = await s.ctx.automation.start(data, { id: 1, name: "Tienda", slug: "tienda", github_url: null } as never);
    await waitUntil(async () => (await getTaskRun(s.ctx.db, taskId))?.status !== "running");
    const task = await getTaskRun(s.ctx.db, taskId);
    assert.equal(task?.status, "failed");
    const failed = emitted.find((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === "website_content_error");
    assert.equal(failed?.payload.error, "El modelo respondió 503: servicio no disponible");
  });

  it("puts the API key in no log line, event, error or stored answer", async () => {
    assert.ok(logs.length > 0);
    for (const line of logs) assert.ok(!line.includes(KEY), line);
    assert.ok(!JSON.stringify(emitted).includes(KEY));
    assert.ok(!JSON.stringify((await a.get(productsPaths.all)).body).includes(KEY));
  });
});

describe("start-up with the OpenAI-compatible writer", () => {
  it("refuses a write budget a queue job would outlive", async () => {
    const dataDir = await freshDataDir();
    try {
      await assert.rejects(
        startServer({ dataDir, env: { ...openAiEnv("http://127.0.0.1:9/v1"), CONTENT_WRITER_TIMEOUT_MS: "60000", QUEUE_JOB_EXPIRE_SECONDS: "30" } }),
        /CONTENT_WRITER_TIMEOUT_MS \(60000\) debe ser menor que QUEUE_JOB_EXPIRE_SECONDS \(30 s\)/,
      );
    } finally {
      cleanup(dataDir);
    }
  });
});

describe("without a writer configured", () => {
  it("generates with the template writer and calls no model", async () => {
    const model = await startOpenAiStandIn(answer());
    const s = await startServer({ env: { OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: KEY, CONTENT_MODEL: "stand-in-model" } });
    try {
      const a = api(s.app, await login(s.app));
      const niche = (await a.post(NICHES_PATH, { name: "Cafeteras", affiliate_tag: "cafe-21", mercado: "es" })).body;
      const product = (await a.post(productsPaths.ofNiche(niche.id), { amazon_url: "https://www.amazon.es/Cafetera-Moka/dp/B0TEMPL001" })).body;
      assert.equal((await a.post(productsPaths.triggerGeneration(product.id))).status, 202);
      await s.ctx.generation.whenIdle();
      const latest = (await a.get(productsPaths.latestContent(product.id))).body;
      assert.equal(latest.content_metadata.generator, "template-writer/1");
      assert.equal(latest.content_metadata.usage, undefined);
      assert.ok(latest.content.includes("https://www.amazon.es/dp/B0TEMPL001?tag=cafe-21"));
      assert.equal(model.requests.length, 0);
    } finally {
      await s.app.close();
      await model.close();
      cleanup(s.dataDir);
    }
  });
});

describe("a write's progress across the repair turn", () => {
  it("goes on counting from the first answer's characters, never back", async () => {
    const model = await startOpenAiStandIn(answer());
    try {
      const config = loadConfig(openAiEnv(model.baseUrl)).contentWriter;
      assert.ok(config.kind === "openai");
      const silent = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
      model.reply(answer({ title: "Solo un título" }), answer());
      const seen: number[] = [];
      const input = {
        productId: 1,
        asin: "B0MODEL999",
        amazonUrl: "https://www.amazon.es/dp/B0MODEL999",
        productName: "Cafetera",
        nicheName: "Cafeteras",
        tone: "casual",
        language: "es",
        affiliateTag: "cafe-21",
        marketplaceDomain: "amazon.es",
        market: { countryCode: "ES", pais: "España" },
        version: 1,
      };
      await new OpenAiWriter(config, silent).writeArticle(input, { signal: AbortSignal.timeout(5000), onProgress: ({ characters }) => seen.push(characters) });
      assert.equal(model.requests.length, 2);
      const firstLength = JSON.stringify({ title: "Solo un título" }).length;
      assert.ok(seen.includes(firstLength), `${firstLength} in ${seen.join(",")}`);
      assert.ok(seen.every((n, i) => i === 0 || n >= seen[i - 1]), seen.join(","));
      assert.equal(seen.at(-1), firstLength + JSON.stringify(ARTICLE).length);
    } finally {
      await model.close();
    }
  });
});
