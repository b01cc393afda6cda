/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, assertSchema, cleanup, connectSocket, listen, login, startServer, type EventLog } from "./helpers";
import { automationStartResponseSchema, automationStatusListSchema, automationStatusSchema } from "../../features/automation/schemas";
import { AUTOMATION_EVENT_STEPS, nicheAutomationProgressEventSchema } from "../../features/automation/events";
import { nicheSchema } from "../../features/niches/schemas";
import { API_CLIENTS_PATH, CATALOG_PATH, nichePath, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { automationContract } from "../../features/automation/contract";
import { testHooksPaths } from "../../lib/contract/test-hooks";

const wizard = (name: string, slug: string, templateId: number, extra: Record<string, unknown> = {}) => ({
  market: { pais: "España", countryCode: "ES", dominio: "amazon.es", lang: "es", flag: "🇪🇸" },
  name,
  slug,
  apiKey: { email: "admin@example.com", keyGenerated: true, key: "ak_0123456789abcdef0123456789abcdef" },
  affiliateTag: "auris-21",
  tone: "casual",
  project: { selectedProject: { id: templateId, name: "Tienda" }, websiteGenerated: false, automationInProgress: false },
  googleData: { ga_id: "G-ABCDEFGHIJ", gtmId: "GTM-ABC1234" },
  apiClient: { description: "x", credentialsGenerated: { clientId: "cli_abc", clientSecret: "cs_abc" } },
  websiteContent: { generated: false, skipGeneration: false },
  finalConfig: {},
  ...extra,
});

describe("niche automation and test hooks", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let events: EventLog;
  let templateId: number;

  before(async () => {
    s = await startServer({ testHooks: true });
    const token = await login(s.app);
    a = api(s.app, token);
    const port = await listen(s.app);
    events = await connectSocket(port, token);
    templateId = (
      await a.post(CATALOG_PATH, { name: "Tienda", images: ["/x.png"], github_url: "https://github.com/org/tienda" })
    ).body.id;
  });
  after(async () => {
    events.close();
    await s.app.close();
    cleanup(s.dataDir);
  });

  const progress = (taskId: string) =>
    events.events.filter((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId).map((e) => e.payload);

  it("validates the wizard data", async () => {
    assert422(await a.post(automationContract.start.path, {}), "market");
    const base = wizard("Auriculares", "es-auriculares", templateId);
    for (const field of ["name", "slug", "affiliateTag", "tone", "project"] as const) {
      const body: Record<string, unknown> = { ...base };
      delete body[field];
      assert422(await a.post(automationContract.start.path, body), field);
    }
    assert422(await a.post(automationContract.start.path, { ...base, name: "ab" }), "name");
    assert422(await a.post(automationContract.start.path, { ...base, tone: "épico" }), "tone");
    assert422(await a.post(automationContract.start.path, { ...base, project: { selectedProject: 999 } }), "selectedProject");
    assert.equal((await api(s.app, null).post(automationContract.start.path, base)).status, 401);
  });

  it("walks the four steps, creates the niche and serves its preview site", async () => {
    const res = await a.post(automationContract.start.path, wizard("Auriculares Inalámbricos", "es-auriculares-inalambricos", templateId));
    assert.equal(res.status, 202);
    const { task_id } = assertSchema(automationStartResponseSchema, res.body);
    const dup = await a.post(automationContract.start.path, wizard("Auriculares Inalámbricos", "es-auriculares-inalambricos", templateId));
    assert.equal(dup.status, 409);
    const running = assertSchema(automationStatusListSchema, (await a.get(automationContract.running.path)).body);
    assert.ok(running.some((t) => t.task_id === task_id));

    const done = await events.waitFor((e) => e.name === "niche_automation_progress" && e.payload.task_id === task_id && e.payload.status === "automation_completed");
    const seq = progress(task_id);
    assert.deepEqual(
      seq.map((p) => p.status),
      [
        "automation_started",
        "website_content_generating",
        "website_content_completed",
        "final_config_generating",
        "final_config_completed",
        "website_generating",
        "website_completed",
        "niche_creating",
        "niche_completed",
        "automation_completed",
      ],
    );
    for (const p of seq) {
      const ev = assertSchema(nicheAutomationProgressEventSchema, p);
      assert.equal(ev.niche_slug, "es-auriculares-inalambricos");
      assert.equal(ev.total, 4);
      assert.equal(ev.step, AUTOMATION_EVENT_STEPS[ev.status as keyof typeof AUTOMATION_EVENT_STEPS]);
      assert.ok(ev.message);
    }
    const websiteCompleted = seq.find((p) => p.status === "website_completed");
    const siteUrl = websiteCompleted.data.siteUrl as string;
    assert.equal(siteUrl, "http://localhost:8799/sites/es-auriculares-inalambricos/");
    assert.equal(websiteCompleted.data.deployment.status, "ready");
    assert.ok(seq.find((p) => p.status === "final_config_completed").data.envVars.NEXT_PUBLIC_GA_ID);

    const final = done.payload.final_data;
    assert.equal(final.success, true);
    const niche = assertSchema(nicheSchema, final.niche_data);
    assert.equal(niche.slug, "es-auriculares-inalambricos");
    assert.equal(niche.affiliate_tag, "auris-21");
    assert.equal(niche.default_tone, "casual");
    assert.equal(niche.mercado, "España");
    assert.equal(niche.ga_id, "G-ABCDEFGHIJ");
    assert.equal(niche.gtm_id, "GTM-ABC1234");
    assert.equal(niche.client_id, "cli_abc");
    // The credentials stay out of the event; the admin's session reads them from the niche.
    assert.equal(niche.external_api_key, undefined);
    const stored = (await a.get(nichePath(niche.id))).body;
    assert.equal(stored.external_api_key, "ak_0123456789abcdef0123456789abcdef");
    assert.equal(stored.client_secret, "cs_abc");
    assert.equal(JSON.parse(niche.vercel_data!).siteUrl, siteUrl);
    assert.ok(JSON.parse(niche.website_content_generated!).site_name);
    assert.equal(final.previous_results.website_config.data.siteUrl, siteUrl);

    const status = assertSchema(automationStatusSchema, (await a.get(automationContract.status.url({ task_id: task_id }))).body);
    assert.equal(status.status, "completed");
    assert.equal(status.niche_id, niche.id);
    assert.ok(status.results?.websiteContent && status.results.finalConfig && status.results.websiteConfig);
    assert.ok(status.finished_at);

    // The site lists the niche's products with affiliate links carrying the tag, escaped.
    await a.post(productsPaths.ofNiche(niche.id), { amazon_url: "https://www.amazon.es/Auriculares-%3Cscript%3E/dp/B0AURIS001" });
    const site = await s.app.inject({ method: "GET", url: "/sites/es-auriculares-inalambricos/" });
    assert.equal(site.statusCode, 200);
    assert.match(String(site.headers["content-type"]), /text\/html/);
    assert.ok(site.body.includes("Auriculares Inalámbricos"));
    assert.ok(site.body.includes("https://www.amazon.es/dp/B0AURIS001?tag=auris-21"));
    assert.ok(site.body.includes("casual"));
    assert.ok(!site.body.includes("<script>"));
    assert.equal((await s.app.inject({ method: "GET", url: "/sites/no-such-site/" })).statusCode, 404);
    assert.equal((await a.get(automationContract.status.url({ task_id: "nope" }))).status, 404);
    assert.equal((await a.del(automationContract.cancel.url({ task_id: task_id }))).status, 409);
  });

  for (const step of [1, 3] as const) {
    it(`reports a failure at step ${step} with its *_error and automation_error`, async () => {
      assert.equal((await a.post(testHooksPaths.automationFaults, { niche_name_contains: `Falla${step}`, step })).status, 200);
      const res = await a.post(automationContract.start.path, wizard(`Nicho Falla${step}`, `es-nicho-falla${step}`, templateId));
      const taskId = res.body.task_id;
      await events.waitFor((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === "automation_error");
      const seq = progress(taskId);
      const errName = step === 1 ? "website_content_error" : "website_error";
      assert.deepEqual(seq.slice(-2).map((p) => p.status), [errName, "automation_error"]);
      const stepErr = seq.at(-2);
      assert.equal(stepErr.step, step);
      assert.equal(stepErr.message, step === 1 ? "Error generando contenido web" : "Error generando página web");
      assert.match(stepErr.error, /Fallo simulado/);
      const status = (await a.get(automationContract.status.url({ task_id: taskId }))).body;
      assert.equal(status.status, "failed");
      assert.equal((await a.get(NICHES_PATH)).body.some((n: any) => n.slug === `es-nicho-falla${step}`), false);
    });
  }

  it("never changes a niche that existed before the run", async () => {
    const existing = (
      await a.post(NICHES_PATH, { name: "Nicho Previo", slug: "es-nicho-previo", affiliate_tag: "previo-21", description: "Mío", default_tone: "formal" })
    ).body;
    const before = (await a.get(nichePath(existing.id))).body;

    // Refused at the start, by slug or by name (trimmed, any case).
    const sameSlug = await a.post(automationContract.start.path, wizard("Otro Nombre", "es-nicho-previo", templateId));
    assert.equal(sameSlug.status, 409);
    assert.match(sameSlug.body.detail, /es-nicho-previo/);
    const sameName = await a.post(automationContract.start.path, wizard("  nicho previo ", "us-nicho-previo", templateId));
    assert.equal(sameName.status, 409);
    assert.equal(sameName.body.detail, "Ya existe un nicho con este nombre");

    // A niche that takes the slug while the run is going is not the run's to change either.
    s.ctx.config.pipelineStepMs = 300;
    const res = await a.post(automationContract.start.path, wizard("Nicho Carrera", "es-nicho-carrera", templateId));
    assert.equal(res.status, 202);
    const raced = (await a.post(NICHES_PATH, { name: "Nicho Carrera Manual", slug: "es-nicho-carrera", affiliate_tag: "manual-21" })).body;
    const racedBefore = (await a.get(nichePath(raced.id))).body;
    const taskId = res.body.task_id;
    await events.waitFor((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === "automation_error");
    s.ctx.config.pipelineStepMs = 30;
    const status = (await a.get(automationContract.status.url({ task_id: taskId }))).body;
    assert.equal(status.status, "failed");
    assert.equal(status.niche_id ?? null, null);
    assert.match(status.error, /es-nicho-carrera/);

    assert.deepEqual((await a.get(nichePath(existing.id))).body, before);
    assert.deepEqual((await a.get(nichePath(raced.id))).body, racedBefore);
  });

  it("creates no second niche of a name another tab took while the run was going", async () => {
    s.ctx.config.pipelineStepMs = 300;
    const res = await a.post(automationContract.start.path, wizard("Nicho Pestañas", "es-nicho-pestanas", templateId));
    assert.equal(res.status, 202);
    const other = await a.post(NICHES_PATH, { name: "nicho pestañas", slug: "es-otra-pestana", affiliate_tag: "otra-21" });
    assert.equal(other.status, 201);
    const taskId = res.body.task_id;
    await events.waitFor((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === "automation_error");
    s.ctx.config.pipelineStepMs = 30;
    const status = (await a.get(automationContract.status.url({ task_id: taskId }))).body;
    assert.equal(status.status, "failed");
    assert.equal(status.error, "Ya existe un nicho con este nombre");
    assert.equal((await a.get(NICHES_PATH)).body.filter((n: { name: string }) => n.name.toLowerCase() === "nicho pestañas").length, 1);
  });

  it("cancels a running task", async () => {
    s.ctx.config.pipelineStepMs = 2000;
    const res = await a.post(automationContract.start.path, wizard("Nicho Cancelado", "es-nicho-cancelado", templateId));
    const taskId = res.body.task_id;
    await events.waitFor((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === "website_content_generating");
    const cancel = await a.del(automationContract.cancel.url({ task_id: taskId }));
    s.ctx.config.pipelineStepMs = 30;
    assert.equal(cancel.status, 200);
    assert.equal(typeof cancel.body.message, "string");
    const status = (await a.get(automationContract.status.url({ task_id: taskId }))).body;
    assert.equal(status.status, "cancelled");
    await events.waitFor((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === "automation_cancelled");
    assert.ok(!progress(taskId).some((p) => p.status === "automation_error"));
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(progress(taskId).at(-1).status, "automation_cancelled", "nothing emitted after the cancel");
    assert.equal((await a.del(automationContract.cancel.url({ task_id: "nope" }))).status, 404);
  });

  it("injects HTTP faults and resets to the demo data", async () => {
    assert.equal((await a.post(testHooksPaths.faults, { method: "GET", path: `^${NICHES_PATH}?$`, status: 503, detail: "Caído", times: 1 })).status, 200);
    const faulted = await a.get(NICHES_PATH);
    assert.equal(faulted.status, 503);
    assert.deepEqual(faulted.body, { detail: "Caído" });
    // JSON as a route's own error: the panel's proxy passes on only a JSON `{detail}` from a 5xx.
    assert.match(String(faulted.headers["content-type"]), /^application\/json/);
    assert.equal((await a.get(NICHES_PATH)).status, 200);
    // A fault may answer 2xx with a body the contract does not describe: it is sent as injected.
    await a.post(testHooksPaths.faults, { method: "GET", path: `^${NICHES_PATH}?$`, status: 200, detail: "Raro" });
    assert.deepEqual(await a.get(NICHES_PATH).then((r) => [r.status, r.body]), [200, { detail: "Raro" }]);
    await a.post(testHooksPaths.faults, { method: "*", path: "products", status: 500, times: 5 });
    assert.equal((await a.get(productsPaths.all)).status, 500);
    assert.equal((await a.del(testHooksPaths.faults)).status, 200);
    assert.equal((await a.get(productsPaths.all)).status, 200);
    assert422(await a.post(testHooksPaths.faults, { path: "(", status: 500 }), "path");

    const reset = await a.post(testHooksPaths.reset);
    assert.equal(reset.status, 200);
    const niches = (await a.get(NICHES_PATH)).body as any[];
    assert.ok(niches.length >= 4);
    const markets = new Set(niches.map((n) => n.mercado));
    assert.ok(markets.size >= 4);
    const products = (await a.get(productsPaths.all)).body as any[];
    assert.ok(products.length >= 24);
    for (const st of ["pending", "completed", "failed", "error"]) {
      assert.ok(products.some((p) => p.generation_status === st), `demo has a ${st} product`);
    }
    // The demo's processing and generating products have real jobs behind them, so by the time the
    // list is read they may already have moved on (tests/e2e/system-status.spec.ts follows them to the end).
    assert.ok(products.some((p) => p.generation_status === "failed" && p.error_message));
    const deployed = niches.filter((n) => n.vercel_data);
    assert.equal(deployed.length, 2);
    for (const n of deployed) {
      const path = new URL(JSON.parse(n.vercel_data).siteUrl).pathname;
      const site = await s.app.inject({ method: "GET", url: path });
      assert.equal(site.statusCode, 200);
      assert.ok(site.body.includes(`tag=${n.affiliate_tag}`));
    }
    const templates = (await a.get(CATALOG_PATH)).body as any[];
    assert.equal(templates.filter((t) => t.is_active && t.github_url).length, 2);
    assert.equal(templates.filter((t) => !t.is_active).length, 1);
    const img = await s.app.inject({ method: "GET", url: templates[0].images[0] });
    assert.equal(img.statusCode, 200);
    assert.equal(img.headers["content-type"], "image/png");
    const withVersions = products.find((p) => p.generation_status === "completed");
    assert.ok((await a.get(productsPaths.content(withVersions.id))).body.length >= 1);
    const clients = (await a.get(API_CLIENTS_PATH)).body as any[];
    assert.ok(clients.some((c) => c.request_count > 0));
    const demo = reset.body.demoClient;
    const asClient = await api(s.app, null, { "x-client-id": demo.client_id, "x-client-secret": demo.client_secret }).get(productsPaths.all);
    assert.equal(asClient.status, 200);
  });

  it("hides the test routes when TEST_HOOKS is off", async () => {
    const other = await startServer();
    try {
      const token = await login(other.app);
      assert.equal((await api(other.app, token).post(testHooksPaths.reset)).status, 404);
      assert.equal((await api(other.app, token).post(testHooksPaths.faults, { path: "x", status: 500 })).status, 404);
    } finally {
      await other.app.close();
      cleanup(other.dataDir);
    }
  });
});
