// Wrapper service (features/api-keys/contract.ts; the panel proxies the wrapper's paths here): API keys
// (admin token) and forced regeneration (X-API-Key instead of a session).
// Keys are stored in plain text on purpose (see repos/api-keys-repo.ts).
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { conflict, HttpError, notFound } from "../http-errors";
import { API_KEY_HEADER, apiKeyCreateSchema, forceGenerateRequestSchema } from "../../features/api-keys/schemas";
import { asinFromUrl } from "../../features/products/schemas";
import { apiKeysContract } from "../../features/api-keys/contract";
import { contractRoute } from "../contract-routes";
import { deleteLatestContent, findProductForUrl } from "../repos/products-repo";
import { deleteApiKey, getApiKey, insertApiKey, stampActiveApiKey } from "../repos/api-keys-repo";
import { IN_PROGRESS } from "../pipelines/generation-queue";

const NOT_FOUND = "API key no encontrada";
const keyParams = z.object({ key: z.string() });

export const wrapperRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const config = { adminOnly: true };
  const calls = apiKeysContract;

  app.route({
    ...contractRoute(calls.create, { body: apiKeyCreateSchema }),
    config,
    handler: async (request, reply) => {
      const key = `ak_${randomBytes(16).toString("hex")}`;
      await insertApiKey(db, { key, name: request.body.name, email: request.body.email });
      reply.code(201);
      return getApiKey(db, key);
    },
  });

  app.route({
    ...contractRoute(calls.get, { params: keyParams }),
    config,
    handler: async (request) => {
      const row = await getApiKey(db, request.params.key);
      if (!row) throw notFound(NOT_FOUND);
      return row;
    },
  });

  app.route({
    ...contractRoute(calls.remove, { params: keyParams }),
    config,
    handler: async (request) => {
      const key = request.params.key;
      if (!(await deleteApiKey(db, key))) throw notFound(NOT_FOUND);
      return { message: "API key eliminada correctamente", key };
    },
  });

  app.route({
    ...contractRoute(calls.forceGenerate, { body: forceGenerateRequestSchema }),
    config: { public: true },
    // The key is checked before the body is validated, as the session is on every other route.
    onRequest: async (request) => {
      const apiKey = request.headers[API_KEY_HEADER];
      if (typeof apiKey !== "string" || apiKey === "") throw new HttpError(401, "API key requerida (cabecera X-API-Key)");
      if (!(await stampActiveApiKey(db, apiKey))) throw new HttpError(401, "API key inválida");
    },
    handler: async (request) => {
      const body = request.body;
      const asin = asinFromUrl(body.url);
      const product = await findProductForUrl(db, body.url, asin, body.affiliate_tag);
      if (!product) throw notFound("Producto no encontrado para esta URL");
      if (IN_PROGRESS.has(product.generation_status) || ctx.generation.isBusy(product.id)) {
        throw conflict("La generación de contenido ya está en curso para este producto");
      }
      // The cached version goes only once this request has won the generation: a refused one keeps it.
      let dropped = false;
      const overrides = {
        tone: body.tone,
        language: body.language,
        marketplaceDomain: body.marketplace_domain.replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/.*$/, ""),
        affiliateTag: body.affiliate_tag,
      };
      const status = await ctx.generation.trigger(product.id, overrides, {
        onClaimed: async () => {
          dropped = await deleteLatestContent(db, product.id);
        },
      });
      if (!status) throw conflict("La generación de contenido ya está en curso para este producto");
      return {
        success: true,
        product_id: product.id,
        message: dropped ? "Contenido en caché eliminado; regeneración iniciada" : "Regeneración iniciada",
        status,
      };
    },
  });
};
