/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// A model server that cannot be used (key, quota, network) or a spent monthly token budget pauses the
// generation queue: products wait as pending, never failed, the health names why, and the first answer resumes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, freshDataDir, login, startServer, waitUntil } from "./helpers";
import { testEngine } from "./support/test-database";
import { closedPortBaseUrl, KEY_REJECTED, QUOTA_EXHAUSTED, startOpenAiStandIn, type StandInReply } from "./support/openai-stand-in";
import { NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { healthContract } from "../../features/health/contract";

const ARTICLE = {
  title: "Cafetera Moka",
  intro: "Una cafetera clásica.",
  summary: ["Café intenso"],
  sections: [{ heading: "Diseño", body: "Aluminio." }],
  pros: ["Barata"],
  cons: ["No sirve en inducción"],
  faq: [{ question: "¿Sirve para inducción?", answer: "No." }],
  conclusion: "Una compra sensata.",
  meta_title: "Cafetera Moka: opinión",
  meta_description: "Lo que conviene saber de la Cafetera Moka.",
  keywords: ["cafetera moka"],
};
const ANSWER: StandInReply = { kind: "answer", content: ARTICLE, usage: { prompt_tokens: 321, completion_tokens: 654 } };

async function serverWithModel(baseUrl: string, extra: Record<string, string> = {}, databaseUrl?: string) {
  const s = await startServer({
    ...(databaseUrl ? { databaseUrl, dataDir: await freshDataDir() } : {}),
    env: {
      CONTENT_WRITER: "openai",
      OPENAI_BASE_URL: baseUrl,
      OPENAI_API_KEY: "sk-stand-in",
      CONTENT_MODEL: "stand-in-model",
      CONTENT_WRITER_TIMEOUT_MS: "5000",
      CONTENT_BREAKER_PAUSE_SECONDS: "1",
      ...extra,
    },
  });
  const a = api(s.app, await login(s.app));
  const niche = await a.post(NICHES_PATH, { name: `Cafeteras ${s.dataDir.slice(-6)}`, affiliate_tag: "cafe-21", mercado: "es" });
  assert.equal(niche.status, 201, JSON.stringify(niche.body));
  const statuses: string[] = [];
  const emit = s.ctx.realtime.emit.bind(s.ctx.realtime);
  s.ctx.realtime.emit = ((name: string, payload: any) => {
    if (name === "product_update") statuses.push(payload.status);
    return emit(name as any, payload);
  }) as typeof s.ctx.realtime.emit;
  let next = 1;
  return {
    s,
    a,
    statuses,
    /** New products of the niche, each asked to generate. */
    async trigger(count: number): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const asin = `B0PAUSE${String(next++).padStart(3, "0")}`;
        const created = await a.post(productsPaths.ofNiche(niche.body.id), { amazon_url: `https://www.amazon.es/dp/${asin}` });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        assert.equal((await a.post(productsPaths.triggerGeneration(created.body.id))).status, 202);
        ids.push(created.body.id);
      }
      return ids;
    },
    status: async (id: number) => (await a.get(productsPaths.one(id))).body.generation_status as string,
    generationHealth: async () => (await a.get(healthContract.health.path)).body.generation,
    async close() {
      await s.app.close();
      cleanup(s.dataDir);
    },
  };
}

describe("a model server that cannot be used", () => {
  it("pauses the queue instead of failing every pending product, names the cause, and resumes on the first answer", async () => {
    const model = await startOpenAiStandIn(KEY_REJECTED);
    const t = await serverWithModel(model.baseUrl, { CONTENT_BREAKER_FAILURES: "2" });
    try {
      const ids = await t.trigger(4);
      await waitUntil(async () => (await t.generationHealth()).paused !== undefined);
      const paused = await t.generationHealth();
      assert.equal(paused.status, "degraded");
      assert.equal(paused.paused.reason, "model_unavailable");
      assert.equal(paused.paused.fault, "key_rejected");
      await waitUntil(async () => (await Promise.all(ids.map(t.status))).every((s) => s === "pending"));
      // From now on the model is asked by one product per window (1 s, then 2 s, ...), not by every product.
      const asked = model.requests.length;
      await waitUntil(async () => model.requests.length >= asked + 2, 10_000);
      const [probe, next] = model.requests.slice(asked);
      assert.ok(next.at - probe.at >= 900, `asked again after ${next.at - probe.at} ms`);

      model.fallback = ANSWER;
      await t.s.ctx.generation.whenIdle();
      assert.deepEqual(await Promise.all(ids.map(t.status)), ["completed", "completed", "completed", "completed"]);
      const resumed = await t.generationHealth();
      assert.equal(resumed.status, "ok");
      assert.equal(resumed.paused, undefined);
      assert.ok(!t.statuses.includes("failed"), t.statuses.join(" "));
    } finally {
      await t.close();
      await model.close();
    }
  });

  for (const [name, reply, fault] of [
    ["an exhausted quota (a 429 without Retry-After)", QUOTA_EXHAUSTED, "quota_exhausted"],
    ["a model the server does not have", { kind: "status", status: 404 } as StandInReply, "model_not_found"],
  ] as const) {
    it(`keeps products pending on ${name}`, async () => {
      const model = await startOpenAiStandIn(reply);
      const t = await serverWithModel(model.baseUrl, { CONTENT_BREAKER_FAILURES: "1", CONTENT_BREAKER_PAUSE_SECONDS: "60" });
      try {
        const [id] = await t.trigger(1);
        await waitUntil(async () => (await t.generationHealth()).paused?.fault === fault);
        await waitUntil(async () => (await t.status(id)) === "pending");
        assert.equal(model.requests.length, 1);
        assert.ok(!t.statuses.includes("failed"));
      } finally {
        await t.close();
        await model.close();
      }
    });
  }

  it("keeps products pending when the model server refuses connections", async () => {
    const t = await serverWithModel(await closedPortBaseUrl(), { CONTENT_BREAKER_FAILURES: "1", CONTENT_BREAKER_PAUSE_SECONDS: "60" });
    try {
      const [id] = await t.trigger(1);
      await waitUntil(async () => (await t.generationHealth()).paused?.fault === "unreachable");
      await waitUntil(async () => (await t.status(id)) === "pending");
      assert.ok(!t.statuses.includes("failed"));
    } finally {
      await t.close();
    }
  });
});

describe("instances sharing one PostgreSQL, with a model that rejects the key", { skip: testEngine() !== "postgres" && "PostgreSQL only" }, () => {
  it("keep every product pending, lose no job, and write them all once the model answers", async () => {
    const model = await startOpenAiStandIn(KEY_REJECTED);
    const env = { CONTENT_BREAKER_FAILURES: "1", QUEUE_POLL_SECONDS: "0.5" };
    const a = await serverWithModel(model.baseUrl, env);
    const b = await serverWithModel(model.baseUrl, env, a.s.ctx.config.databaseUrl);
    try {
      const ids = [...(await a.trigger(3)), ...(await b.trigger(3))];
      await waitUntil(async () => (await a.generationHealth()).paused !== undefined && (await b.generationHealth()).paused !== undefined, 30_000);
      await waitUntil(async () => (await Promise.all(ids.map(a.status))).every((s) => s === "pending"), 30_000);

      model.fallback = ANSWER;
      await waitUntil(async () => (await Promise.all(ids.map(b.status))).every((s) => s === "completed"), 60_000);
      assert.ok(![...a.statuses, ...b.statuses].includes("failed"));
    } finally {
      await b.close();
      await a.close();
      await model.close();
    }
  });
});

describe("the monthly token budget", () => {
  it("once the month's versions have used it, keeps products pending and names the budget", async () => {
    const model = await startOpenAiStandIn(ANSWER);
    const t = await serverWithModel(model.baseUrl, { CONTENT_TOKEN_BUDGET_MONTHLY: "900" });
    try {
      assert.equal((await t.generationHealth()).paused, undefined);
      const [first] = await t.trigger(1);
      await waitUntil(async () => (await t.status(first)) === "completed");
      const [second] = await t.trigger(1);
      await waitUntil(async () => (await t.generationHealth()).paused !== undefined);
      const health = await t.generationHealth();
      assert.equal(health.status, "degraded");
      assert.equal(health.paused.reason, "token_budget");
      assert.equal(health.paused.tokens_used, 975);
      assert.equal(health.paused.token_budget, 900);
      const now = new Date();
      assert.equal(health.paused.until, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString());
      await waitUntil(async () => (await t.status(second)) === "pending");
      assert.equal(model.requests.length, 1);
      assert.ok(!t.statuses.includes("failed"));

      // Last month's tokens count no more (the counts kept per month are what the budget reads).
      await t.s.ctx.db.query(`UPDATE token_usage SET month = (date_trunc('month', now()) - interval '1 month')::date`);
      assert.equal((await t.generationHealth()).paused, undefined);
    } finally {
      await t.close();
      await model.close();
    }
  });

  it("sends the configured max_tokens with each call", async () => {
    const model = await startOpenAiStandIn(ANSWER);
    const t = await serverWithModel(model.baseUrl, { CONTENT_MAX_TOKENS: "2500" });
    try {
      const [id] = await t.trigger(1);
      await waitUntil(async () => (await t.status(id)) === "completed");
      assert.equal(model.requests[0].body.max_tokens, 2500);
    } finally {
      await t.close();
      await model.close();
    }
  });
});
