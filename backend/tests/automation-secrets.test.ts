/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// The credentials the wizard hands the automation (the new client's secret, the external API key) reach
// the niche and nothing else: not the events every admin socket receives (nor, on PostgreSQL, the
// adapter's table that carries the large ones), not the stored tasks once they end, not the task
// routes, not a log line.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomBytes, randomUUID } from "node:crypto";
import { api, cleanup, connectSocket, listen, login, startServer, type EventLog } from "./helpers";
import { testEngine } from "./support/test-database";
import { CATALOG_PATH, nichePath } from "../../tests/support/api-paths";
import { automationContract } from "../../features/automation/contract";
import { testHooksPaths } from "../../lib/contract/test-hooks";

const CLIENT_SECRET = `cs_${randomBytes(24).toString("base64url")}`;
const API_KEY = `ak_${randomBytes(16).toString("hex")}`;

const wizard = (name: string, slug: string, templateId: number) => ({
  market: { pais: "España", countryCode: "ES", dominio: "amazon.es", lang: "es", flag: "🇪🇸" },
  name,
  slug,
  apiKey: { email: "admin@example.com", keyGenerated: true, key: API_KEY },
  affiliateTag: "secreto-21",
  tone: "casual",
  project: { selectedProject: { id: templateId, name: "Tienda" }, websiteGenerated: false, automationInProgress: false },
  googleData: {},
  apiClient: { description: "x", credentialsGenerated: { clientId: "cli_secretos", clientSecret: CLIENT_SECRET } },
  websiteContent: { generated: false, skipGeneration: false },
  finalConfig: { envVars: null, completeConfig: null },
});

const holdsSecret = (text: string) => text.includes(CLIENT_SECRET) || text.includes(API_KEY);

describe("the automation's credentials leave the server only in the niche", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let events: EventLog;
  let templateId: number;
  const logLines: string[] = [];
  const taskIds: string[] = [];
  let nicheId: number;

  const start = async (name: string, slug: string) => {
    const res = await a.post(automationContract.start.path, wizard(name, slug, templateId));
    assert.equal(res.status, 202, JSON.stringify(res.body));
    taskIds.push(res.body.task_id);
    return res.body.task_id as string;
  };
  const ended = (taskId: string, status: string) =>
    events.waitFor((e) => e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === status);

  before(async () => {
    s = await startServer({ testHooks: true, logLevel: "trace", logStream: { write: (line) => void logLines.push(line) } });
    const token = await login(s.app);
    a = api(s.app, token);
    events = await connectSocket(await listen(s.app), token);
    templateId = (await a.post(CATALOG_PATH, { name: "Tienda", images: ["/x.png"], github_url: "https://github.com/org/tienda" })).body.id;

    const completed = await start("Nicho Secreto", "es-nicho-secreto");
    nicheId = (await ended(completed, "automation_completed")).payload.final_data.niche_data.id;

    assert.equal((await a.post(testHooksPaths.automationFaults, { niche_name_contains: "Fallido", step: 4 })).status, 200);
    await ended(await start("Nicho Fallido", "es-nicho-fallido"), "automation_error");

    s.ctx.config.pipelineStepMs = 2000;
    const cancelled = await start("Nicho Cancelado", "es-nicho-cancelado");
    await ended(cancelled, "website_content_generating");
    assert.equal((await a.del(automationContract.cancel.url({ task_id: cancelled }))).status, 200);
    await ended(cancelled, "automation_cancelled");
  });
  after(async () => {
    events.close();
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("stores them in the niche the run created, for the admin's session to read", async () => {
    const niche = (await a.get(nichePath(nicheId))).body;
    assert.equal(niche.client_id, "cli_secretos");
    assert.equal(niche.client_secret, CLIENT_SECRET);
    assert.equal(niche.external_api_key, API_KEY);
  });

  it("sends them in no event an admin socket receives", () => {
    const completed = events.events.find((e) => e.payload?.task_id === taskIds[0] && e.payload.status === "automation_completed");
    assert.equal(completed?.payload.final_data.niche_data.client_id, "cli_secretos", "the event still names the niche");
    const leaking = events.events.filter((e) => holdsSecret(JSON.stringify(e.payload))).map((e) => `${e.name}:${e.payload?.status}`);
    assert.deepEqual(leaking, []);
  });

  it("keeps them in no ended task, and the task routes answer none", async () => {
    const rows = await s.ctx.db.query<{ id: string; status: string; row: string }>("SELECT id, status, row_to_json(t)::text AS row FROM automation_tasks t");
    assert.deepEqual(rows.map((r) => r.status).sort(), ["cancelled", "completed", "failed"]);
    assert.deepEqual(rows.filter((r) => holdsSecret(r.row)).map((r) => r.status), []);
    const [completed] = await s.ctx.db.query<{ request: any }>("SELECT request FROM automation_tasks WHERE id = $1", [taskIds[0]]);
    assert.deepEqual(completed.request.apiClient.credentialsGenerated, { clientId: "cli_secretos" });
    assert.deepEqual(completed.request.apiKey, { email: "admin@example.com", keyGenerated: true });
    for (const id of taskIds) {
      const status = await a.get(automationContract.status.url({ task_id: id }));
      assert.equal(status.status, 200);
      assert.ok(!holdsSecret(JSON.stringify(status.body)), id);
    }
  });

  it("writes them in no log line", () => {
    assert.ok(logLines.some((line) => line.includes(automationContract.start.path)), "the start request was logged");
    assert.ok(logLines.some((line) => line.includes("niche automation failed")), "the failed run was logged");
    assert.deepEqual(logLines.filter(holdsSecret), []);
  });

  it("leaves them in no row of the Socket.IO adapter's table", { skip: testEngine() === "pglite" && "PostgreSQL only" }, async () => {
    const [{ rows, leaking }] = await s.ctx.db.query<{ rows: string; leaking: string }>(
      `SELECT count(*) AS rows, count(*) FILTER (WHERE position(convert_to($1, 'UTF8') IN payload) > 0
         OR position(convert_to($2, 'UTF8') IN payload) > 0) AS leaking FROM socket_io_attachments`,
      [CLIENT_SECRET, API_KEY],
    );
    assert.ok(Number(rows) > 0, "the large events went through the table");
    assert.equal(Number(leaking), 0);
  });

  it("drops them from a task an instance left running when the next one starts", async () => {
    const id = randomUUID();
    await s.ctx.db.query("INSERT INTO automation_tasks (id, niche_slug, status, request) VALUES ($1, 'es-nicho-perdido', 'running', $2)", [
      id,
      JSON.stringify(wizard("Nicho Perdido", "es-nicho-perdido", templateId)),
    ]);
    events.close();
    await s.app.close();
    s = await startServer({ dataDir: s.dataDir, testHooks: true });
    const [row] = await s.ctx.db.query<{ status: string; row: string }>("SELECT status, row_to_json(t)::text AS row FROM automation_tasks t WHERE id = $1", [id]);
    assert.equal(row.status, "failed");
    assert.ok(!holdsSecret(row.row), row.row);
  });
});
