// Builds the embedded backend: Fastify 5 + Socket.IO 4 on one server, PGlite in DATA_DIR.
import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { Server as IOServer } from "socket.io";
import { loadConfig, type BackendConfig } from "./config";
import { openPrivateDataDir } from "./private-data-dir";
import { openDatabase } from "./db/database";
import type { AppContext } from "./context";
import { loadJwtKey, upsertAdminUser, verifyAccessToken } from "./auth";
import { registerErrorHandling } from "./http-errors";
import { fastApiValidatorCompiler } from "./fastapi-validation";
import { answerSerializerCompiler } from "./answer-serializer";
import { requireContractRoutes } from "./contract-routes";
import { apiDocsPlugin } from "./plugins/api-docs-plugin";
import { authPlugin } from "./plugins/auth-plugin";
import { realtimePlugin } from "./plugins/realtime-plugin";
import { FaultInjector } from "./faults";
import { AUTOMATION_STEPS } from "./pipelines/automation-steps";
import { GENERATION_QUEUE, GenerationQueue } from "./pipelines/generation-queue";
import { GenerationGate } from "./pipelines/generation-pause";
import { AUTOMATION_QUEUE, AutomationRunner } from "./pipelines/automation-runner";
import { INTERRUPTED } from "./pipelines/interrupted";
import { createContentWriter } from "./content-writer/writer";
import { openJobQueue } from "./queue/open-queue";
import { loadQueueSettings } from "./queue/queue-settings";
import { resumeSeededGenerations } from "./seed/resume-generations";
import { seedDemoIfEmpty } from "./seed/seed-once";
import { authRoutes } from "./routes/auth";
import { healthRoutes } from "./routes/health";
import { statsRoutes } from "./routes/stats";
import { nicheRoutes } from "./routes/niches";
import { productRoutes } from "./routes/products";
import { catalogRoutes } from "./routes/niche-catalog";
import { uploadRoutes } from "./routes/uploads";
import { apiClientRoutes } from "./routes/api-clients";
import { automationRoutes } from "./routes/automation";
import { wrapperRoutes } from "./routes/wrapper";
import { siteRoutes } from "./routes/sites";
import { testHooksPlugin } from "./routes/test-hooks";
import { testContentRoutes } from "./routes/test-content";
import { failRunningTasks } from "./repos/tasks-repo";
import { failGenerationsInProgress } from "./repos/products-repo";

export { INTERRUPTED };

export interface BuildOptions extends Partial<BackendConfig> {
  /** Environment to read (defaults to process.env); explicit options win over it. */
  env?: Record<string, string | undefined>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export interface BuiltServer {
  app: FastifyInstance;
  io: IOServer;
  ctx: AppContext;
}

/** One server per data folder: a pid file guards against a second process (server or seed) opening it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "server.pid");
  if (fs.existsSync(file)) {
    const pid = Number(fs.readFileSync(file, "utf8").trim());
    let alive = false;
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (alive) throw new Error(`La carpeta de datos ${dataDir} está en uso por el proceso ${pid}. Detenlo o usa otro DATA_DIR.`);
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
}

export async function buildServer(options: BuildOptions = {}): Promise<BuiltServer> {
  const { env, logStream, ...overrides } = options;
  const config = loadConfig(env ?? process.env, overrides);
  const queueSettings = loadQueueSettings(env ?? process.env);
  // A write outlasting its job's expiry would be run again by another instance while it still runs.
  if (config.contentWriter.kind === "openai" && config.contentWriter.timeoutMs >= queueSettings.expireSeconds * 1000) {
    throw new Error(
      `CONTENT_WRITER_TIMEOUT_MS (${config.contentWriter.timeoutMs}) debe ser menor que QUEUE_JOB_EXPIRE_SECONDS (${queueSettings.expireSeconds} s)`,
    );
  }
  openPrivateDataDir(config.dataDir);
  const releaseLock = acquireDataDirLock(config.dataDir);

  const app = Fastify({
    logger: config.logLevel ? { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) } : false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    // Only the panel may set X-Forwarded-For (the sign-in throttle counts per client address).
    trustProxy: config.trustedProxies,
  });

  let db;
  try {
    db = await openDatabase({ ...config, databasePoolSize: config.poolSizes.database });
  } catch (err) {
    releaseLock();
    throw err;
  }
  await upsertAdminUser(db, config.admin);

  let queue;
  try {
    queue = await openJobQueue(config.databaseUrl, queueSettings, app.log);
  } catch (err) {
    await db.close();
    releaseLock();
    throw err;
  }
  // Work a queue job will take up again resumes (on PostgreSQL the jobs outlive their instance);
  // the rest was lost with a previous process: mark it failed.
  const keys = async (name: string, prefix: string) =>
    [...(await queue.liveKeys(name))].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  await failRunningTasks(db, INTERRUPTED, await keys(AUTOMATION_QUEUE, "task:"));
  await failGenerationsInProgress(db, INTERRUPTED, (await keys(GENERATION_QUEUE, "product:")).map(Number));
  const seeded = config.seedDemo && (await seedDemoIfEmpty(db, { dataDir: config.dataDir, publicBaseUrl: config.publicBaseUrl }));

  const jwtKey = await loadJwtKey(db, config, app.log);
  await app.register(realtimePlugin, {
    verifyToken: async (token) => (await verifyAccessToken({ db: db!, jwtKey }, token))?.tokenId ?? null,
    allowedOrigins: config.allowedOrigins,
    cluster: config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.poolSizes.realtime } : undefined,
  });
  const realtime = app.realtime;
  const faults = new FaultInjector();
  const log = app.log;
  const stepMs = () => config.pipelineStepMs;
  const writer = createContentWriter(config.contentWriter, log);
  const gate = new GenerationGate(db, config.generationPause);
  const generation = new GenerationQueue({ db, realtime, queue, log, writer, gate, stepMs, concurrency: config.generationConcurrency });
  const automation = new AutomationRunner({
    db,
    realtime,
    queue,
    log,
    writer,
    stepMs,
    publicBaseUrl: config.publicBaseUrl,
    steps: config.testHooks ? faults.automationSteps(AUTOMATION_STEPS) : AUTOMATION_STEPS,
  });
  const ctx: AppContext = { config, db, realtime, generation, automation, faults, jwtKey, startedAt: Date.now(), log };
  await generation.startWorking();
  await automation.startWorking();
  if (seeded) await resumeSeededGenerations(db, generation);

  await app.register(formbody);
  await app.register(multipart, { throwFileSizeLimit: false });
  registerErrorHandling(app);
  app.setValidatorCompiler(fastApiValidatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ production: config.production, log: app.log }));
  requireContractRoutes(app);
  // Faults are injected before authentication, so the test hooks come first.
  if (config.testHooks) {
    await app.register(testHooksPlugin, { ctx });
    await app.register(testContentRoutes, { ctx });
  }
  await app.register(authPlugin, { ctx });
  await app.register(apiDocsPlugin);
  for (const routes of [
    healthRoutes,
    statsRoutes,
    authRoutes,
    nicheRoutes,
    automationRoutes,
    productRoutes,
    catalogRoutes,
    uploadRoutes,
    apiClientRoutes,
    wrapperRoutes,
    siteRoutes,
  ]) {
    await app.register(routes, { ctx });
  }

  app.addHook("onReady", async () => {
    realtime.notify("info", seeded ? "Servidor iniciado con datos de demostración" : "Servidor iniciado");
  });
  app.addHook("onClose", async () => {
    await automation.close();
    await queue.stop();
    await db!.close();
    releaseLock();
  });

  return { app, io: realtime.io, ctx };
}
