// Wrapper service (features/api-keys/contract.ts; the panel proxies the wrapper's paths here): API keys
// (admin token) and forced regeneration (X-API-Key instead of a session). A key that belongs to a niche
// regenerates only that niche's products.
// Keys are stored in plain text on purpose (see repos/api-keys-repo.ts).
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import type { Database } from "../db/database";
import { conflict, HttpError, notFound, ValidationError } from "../http-errors";
import { API_KEY_HEADER, apiKeyCreateSchema, forceGenerateRequestSchema } from "../../features/api-keys/schemas";
import { asinFromUrl } from "../../features/products/schemas";
import { apiKeysContract } from "../../features/api-keys/contract";
import { contractRoute } from "../contract-routes";
import { deleteLatestContent, findProductForUrl } from "../repos/products-repo";
import { deleteApiKey, getApiKey, insertApiKey, stampActiveApiKey } from "../repos/api-keys-repo";
import { getNicheMarket } from "../repos/niches-repo";
import { resolveMarket } from "../../lib/markets/markets";
import { IN_PROGRESS } from "../pipelines/generation-queue";

const NOT_FOUND = "API key no encontrada";

/** Where a regenerated article's affiliate links point. */
interface Sale {
  affiliateTag?: string;
  marketplaceDomain?: string;
}

/** Amazon's tags: letters, digits and a few separators ("mitienda-21"). */
const AFFILIATE_TAG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The tag and marketplace an admin's key asks for (the contract checks the marketplace), refused (422) unless a real tag. */
function requestedSale(body: z.output<typeof forceGenerateRequestSchema>): Sale {
  if (!AFFILIATE_TAG.test(body.affiliate_tag)) {
    throw new ValidationError([
      { loc: ["body", "affiliate_tag"], msg: "Affiliate tag inválido: solo letras, números, puntos, guiones y guiones bajos", type: "value_error" },
    ]);
  }
  return { affiliateTag: body.affiliate_tag, marketplaceDomain: body.marketplace_domain };
}

/** The tag and marketplace of the key's niche. */
async function nicheSale(db: Database, nicheId: number): Promise<Sale> {
  const niche = await getNicheMarket(db, nicheId);
  if (!niche) throw notFound("Nicho no encontrado");
  return { affiliateTag: niche.affiliate_tag ?? undefined, marketplaceDomain: resolveMarket(niche.mercado)?.dominio };
}

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
    ...contractRoute(calls.get),
    config,
    handler: async (request) => {
      const row = await getApiKey(db, request.params.key);
      if (!row) throw notFound(NOT_FOUND);
      return row;
    },
  });

  app.route({
    ...contractRoute(calls.remove),
    config,
    handler: async (request) => {
      const key = request.params.key;
      if (!(await deleteApiKey(db, key))) throw notFound(NOT_FOUND);
      return { message: "API key eliminada correctamente", key };
    },
  });

  /** The niche of each request's key (null: a key of the admin's), once the key is checked. */
  const keyNiche = new WeakMap<FastifyRequest, number | null>();

  app.route({
    ...contractRoute(calls.forceGenerate, { body: forceGenerateRequestSchema }),
    config: { public: true },
    // The key is checked before the body is validated, as the session is on every other route.
    onRequest: async (request) => {
      const apiKey = request.headers[API_KEY_HEADER];
      if (typeof apiKey !== "string" || apiKey === "") throw new HttpError(401, "API key requerida (cabecera X-API-Key)");
      const key = await stampActiveApiKey(db, apiKey);
      if (!key) throw new HttpError(401, "API key inválida");
      keyNiche.set(request, key.niche_id);
    },
    handler: async (request) => {
      const body = request.body;
      const nicheId = keyNiche.get(request) ?? null;
      // A niche's key regenerates that niche's products with that niche's tag and marketplace, whatever it sends.
      const sale = nicheId === null ? requestedSale(body) : await nicheSale(db, nicheId);
      const product = await findProductForUrl(db, {
        url: body.url,
        asin: asinFromUrl(body.url),
        affiliateTag: sale.affiliateTag ?? null,
        nicheId: nicheId ?? undefined,
      });
      if (!product) throw notFound("Producto no encontrado para esta URL");
      if (IN_PROGRESS.has(product.generation_status) || ctx.generation.isBusy(product.id)) {
        throw conflict("La generación de contenido ya está en curso para este producto");
      }
      // The cached version goes only once this request has won the generation: a refused one keeps it.
      let dropped = false;
      const overrides = { tone: body.tone, language: body.language, ...sale };
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
