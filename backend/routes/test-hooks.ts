// Fault injection and reset for end-to-end tests. Registered only when TEST_HOOKS=1.
import { createHash, timingSafeEqual } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { TEST_HOOKS_PREFIX, testHooksPaths } from "../../lib/contract/test-hooks";
import { resetData } from "../seed/reset";
import { resumeSeededGenerations } from "../seed/resume-generations";
import { seedDemo } from "../seed/demo-data";

const httpFault = z.object({
  method: z.string().trim().min(1).default("*"),
  path: z.string().min(1).refine((p) => {
    try {
      new RegExp(p);
      return true;
    } catch {
      return false;
    }
  }, { error: "Expresión regular inválida" }),
  status: z.number().int().min(100).max(599),
  detail: z.unknown().default("Error simulado"),
  times: z.number().int().min(1).max(1000).default(1),
});

const automationFault = z.object({
  niche_name_contains: z.string().default(""),
  step: z.number().int().min(1).max(4),
  times: z.number().int().min(1).max(1000).default(1),
});

const pipelineStep = z.object({ ms: z.number().int().min(0).max(60_000) });

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compared in constant time, so the answer's timing does not tell how much of a guess was right. */
function sameToken(given: string | string[] | undefined, token: string): boolean {
  return typeof given === "string" && timingSafeEqual(digest(given), digest(token));
}

const testHooks: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Injected HTTP faults answer before authentication, on every route (this plugin is not encapsulated);
  // the test routes themselves are never faulted. The route is the one the router matched, not the raw
  // URL: a percent-encoded path (`/%61pi/v1/__test__/…`) reaches the same route and is checked alike.
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url?.startsWith(TEST_HOOKS_PREFIX)) {
      const token = ctx.config.testHooksToken;
      if (token && !sameToken(request.headers["x-test-hooks-token"], token)) {
        return reply.code(403).send({ detail: "Token de pruebas no válido" });
      }
      return;
    }
    const fault = ctx.faults.takeHttp(request.method, request.url);
    // An injected fault is not the route's answer: it skips the contract check, whatever its status.
    if (fault) return reply.code(fault.status).type("application/json; charset=utf-8").serializer(JSON.stringify).send({ detail: fault.detail });
  });

  app.post(testHooksPaths.faults, { config: { public: true }, schema: { body: httpFault } }, async (request) => {
    const f = request.body;
    ctx.faults.addHttp({ method: f.method, pattern: new RegExp(f.path), status: f.status, detail: f.detail, times: f.times });
    return { message: "Fallo registrado", ...f };
  });

  app.post(testHooksPaths.automationFaults, { config: { public: true }, schema: { body: automationFault } }, async (request) => {
    const f = request.body;
    ctx.faults.addAutomation({ nameContains: f.niche_name_contains, step: f.step, times: f.times });
    return { message: "Fallo de automatización registrado", ...f };
  });

  // Lets one test slow the pipelines down (e.g. to click Cancel mid-run) and put them back afterwards.
  app.put(testHooksPaths.pipelineStepMs, { config: { public: true }, schema: { body: pipelineStep } }, async (request) => {
    const { ms } = request.body;
    (ctx.config as { pipelineStepMs: number }).pipelineStepMs = ms;
    return { message: "Retardo de los pipelines actualizado", ms };
  });

  app.delete(testHooksPaths.faults, { config: { public: true } }, async () => {
    ctx.faults.clear();
    return { message: "Fallos eliminados" };
  });

  app.post(testHooksPaths.reset, { config: { public: true } }, async () => {
    ctx.faults.clear();
    await ctx.automation.cancelAll();
    await ctx.generation.clearQueue();
    await ctx.generation.whenIdle();
    await resetData(ctx.db, ctx.config.dataDir);
    const summary = await seedDemo(ctx.db, { dataDir: ctx.config.dataDir, publicBaseUrl: ctx.config.publicBaseUrl });
    await resumeSeededGenerations(ctx.db, ctx.generation);
    return { message: "Datos de demostración restaurados", ...summary };
  });
};

export const testHooksPlugin = fp(testHooks, { name: "test-hooks", fastify: "5.x" });
