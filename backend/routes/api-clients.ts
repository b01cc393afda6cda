// Admin API clients (features/api-clients/contract.ts): admin bearer token or a client with the admin scope.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { conflict, notFound } from "../http-errors";
import { apiClientCreateSchema, apiClientListQuerySchema, apiClientStatsQuerySchema, apiClientUpdateSchema } from "../../features/api-clients/schemas";
import { apiClientsContract } from "../../features/api-clients/contract";
import { contractRoute } from "../contract-routes";
import { createApiClient, rotateClientSecret } from "../api-client-credentials";
import {
  deleteApiClient,
  getApiClient,
  getApiClientPublicId,
  getApiClientsOverview,
  getDailyUsage,
  countApiClients,
  listApiClientsJson,
  toggleApiClient,
  updateApiClient,
} from "../repos/api-clients-repo";
import { rowVersionIs } from "../repos/row-version";

const NOT_FOUND = "API Client no encontrado";
const CHANGED_SINCE = "El API Client cambió después de que se abriera esta edición: no se guardó nada, para no deshacer esos cambios";

export const apiClientRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const config = { adminOnly: true };
  const calls = apiClientsContract;

  app.route({
    ...contractRoute(calls.list, { querystring: apiClientListQuerySchema }),
    config,
    handler: async (request, reply) => {
      const options = request.query;
      reply.type("application/json; charset=utf-8");
      // A page says how many clients the whole search holds, as the other lists do.
      if (options.limit !== undefined) reply.header("x-total-count", String(await countApiClients(db, options)));
      return listApiClientsJson(db, options);
    },
  });

  app.route({
    ...contractRoute(calls.create, { body: apiClientCreateSchema }),
    config,
    handler: async (request, reply) => {
      const created = await createApiClient(db, request.body);
      reply.code(201);
      return { ...(await getApiClient(db, created.id)), client_secret: created.secret };
    },
  });

  app.route({
    ...contractRoute(calls.overview),
    config,
    handler: async () => {
      return { ...(await getApiClientsOverview(db)), window_days: 30 };
    },
  });

  app.route({
    ...contractRoute(calls.get),
    config,
    handler: async (request) => {
      const client = await getApiClient(db, request.params.client_id);
      if (!client) throw notFound(NOT_FOUND);
      return client;
    },
  });

  app.route({
    ...contractRoute(calls.update, { body: apiClientUpdateSchema }),
    config,
    handler: async (request) => {
      const id = request.params.client_id;
      const { expected_updated_at: expected, ...body } = request.body;
      // An edit made from an older version than the stored one would undo what was saved since.
      const unchangedSince = expected ?? undefined;
      if (unchangedSince !== undefined) {
        const same = await rowVersionIs(db, "api_clients", id, unchangedSince);
        if (same === undefined) throw notFound(NOT_FOUND);
        if (!same) throw conflict(CHANGED_SINCE);
      }
      // Only the fields present in the request change; a description sent empty or null is cleared.
      const found = await updateApiClient(
        db,
        id,
        {
          name: body.name,
          description: "description" in body ? (body.description ?? null) : undefined,
          scopes: body.scopes,
          is_active: body.is_active,
        },
        unchangedSince,
      );
      // Saved by another request between the check above and this update.
      if (!found && unchangedSince !== undefined && (await getApiClient(db, id))) throw conflict(CHANGED_SINCE);
      if (!found) throw notFound(NOT_FOUND);
      return getApiClient(db, id);
    },
  });

  app.route({
    ...contractRoute(calls.remove),
    config,
    handler: async (request) => {
      const id = request.params.client_id;
      if (!(await deleteApiClient(db, id))) throw notFound(NOT_FOUND);
      return { message: "API Client eliminado correctamente", id };
    },
  });

  app.route({
    ...contractRoute(calls.toggleStatus),
    config,
    handler: async (request) => {
      const id = request.params.client_id;
      if (!(await toggleApiClient(db, id))) throw notFound(NOT_FOUND);
      return getApiClient(db, id);
    },
  });

  app.route({
    ...contractRoute(calls.rotateSecret),
    config,
    handler: async (request) => {
      const id = request.params.client_id;
      const secret = await rotateClientSecret(db, id);
      if (secret === undefined) throw notFound(NOT_FOUND);
      return { ...(await getApiClient(db, id)), client_secret: secret };
    },
  });

  app.route({
    ...contractRoute(calls.stats, { querystring: apiClientStatsQuerySchema }),
    config,
    handler: async (request) => {
      const id = request.params.client_id;
      const { days } = request.query;
      const clientId = await getApiClientPublicId(db, id);
      if (clientId === undefined) throw notFound(NOT_FOUND);
      const daily = await getDailyUsage(db, id, days);
      return {
        id,
        client_id: clientId,
        days,
        total_requests: daily.reduce((s, d) => s + d.requests, 0),
        total_errors: daily.reduce((s, d) => s + d.errors, 0),
        daily,
      };
    },
  });
};
