// Niche automation: start, status (one or the running list), cancel (features/automation/contract.ts).
// A client that belongs to a niche sees only the tasks that created its niche.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { conflict, notFound, ValidationError } from "../http-errors";
import { automationStartRequestSchema } from "../../features/automation/start-request-schema";
import { automationContract } from "../../features/automation/contract";
import { contractRoute } from "../contract-routes";
import { getTask, listRunningTasksJson, runningTaskForSlug } from "../repos/tasks-repo";
import { findTemplate, type TemplateRef } from "../repos/catalog-repo";
import { DUPLICATE_NAME, nameTaken, slugTaken } from "../repos/niches-repo";
import { callerNiche, seesNiche } from "../niche-scope";

async function resolveTemplate(ctx: AppContext, selected: unknown): Promise<TemplateRef> {
  const loc = ["body", "project", "selectedProject"];
  let key: string | undefined;
  if (typeof selected === "number") key = String(selected);
  else if (typeof selected === "string") key = selected.trim();
  else if (selected && typeof selected === "object" && "id" in selected) key = String((selected as { id: unknown }).id);
  const row = key ? await findTemplate(ctx.db, key) : undefined;
  if (!row) throw new ValidationError([{ loc, msg: "La plantilla seleccionada no existe", type: "value_error" }]);
  if (!row.is_active || !row.github_url) {
    throw new ValidationError([{ loc, msg: "La plantilla debe estar activa y tener un repositorio de GitHub", type: "value_error" }]);
  }
  return row;
}

export const automationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const calls = automationContract;

  app.route({
    ...contractRoute(calls.start, { body: automationStartRequestSchema }),
    handler: async (request, reply) => {
      const body = request.body;
      const template = await resolveTemplate(ctx, body.project.selectedProject);
      if (await runningTaskForSlug(ctx.db, body.slug)) throw conflict("Ya hay una automatización en curso para este nicho");
      // The automation only ever creates a niche: an existing one is never its to change.
      if (await slugTaken(ctx.db, body.slug)) throw conflict(`Ya existe un nicho con la URL /${body.slug}`);
      if (await nameTaken(ctx.db, body.name)) throw conflict(DUPLICATE_NAME);
      const taskId = await ctx.automation.start(body, template);
      reply.code(202);
      return { task_id: taskId, message: `Automatización iniciada para ${body.name}` };
    },
  });

  app.route({
    ...contractRoute(calls.running),
    config: { nicheScoped: true },
    handler: async (request, reply) => {
      reply.type("application/json; charset=utf-8");
      return listRunningTasksJson(ctx.db, callerNiche(request));
    },
  });

  app.route({
    ...contractRoute(calls.status),
    config: { nicheScoped: true },
    handler: async (request) => {
      const task = await getTask(ctx.db, request.params.task_id);
      // A task that has not created its niche yet belongs to no niche: only the admin follows it.
      if (!task || !seesNiche(request, task.niche_id)) throw notFound("Tarea de automatización no encontrada");
      return task;
    },
  });

  app.route({
    ...contractRoute(calls.cancel),
    handler: async (request) => {
      const taskId = request.params.task_id;
      const task = await getTask(ctx.db, taskId);
      if (!task) throw notFound("Tarea de automatización no encontrada");
      if (!(await ctx.automation.cancel(taskId))) {
        throw conflict(`La automatización ya ha finalizado (estado: ${task.status})`);
      }
      return { message: "Automatización cancelada", task_id: taskId, status: "cancelled" };
    },
  });
};
