// Products per niche and global, generation trigger, bulk import, content versions, search. Every route
// is open to a client that belongs to a niche, limited to that niche's products: another niche's are not found.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { conflict, HttpError, notFound, ValidationError } from "../http-errors";
import { bulkImportRequestSchema, productCreateSchema, productUpdateSchema } from "../../features/products/request-schemas";
import { productListQuerySchema, productSearchQuerySchema } from "../../features/products/read-contract";
import { resolveMarket } from "../../lib/markets/markets";
import { productLink, productUrlReason } from "../../lib/markets/product-url";
import {
  countProducts,
  deleteProduct,
  findDuplicate,
  getLatestContent,
  getProduct,
  getProductRow,
  getProductsByIds,
  insertProducts,
  listContentsJson,
  listNicheProductKeys,
  listProductsJson,
  type ProductFilters,
  searchProductsJson,
  updateProductUrl,
} from "../repos/products-repo";
import { ListCache } from "../db/database";
import { getNicheMarket } from "../repos/niches-repo";
import { productNameFromUrl } from "../content-writer/product-name";
import { IN_PROGRESS } from "../pipelines/generation-queue";
import { DELETED_PRODUCT_STATUS } from "../../features/products/events";
import { productsContract } from "../../features/products/contract";
import { contractRoute } from "../contract-routes";
import { callerNiche, seesNiche } from "../niche-scope";

const ORDER = { id: "p.id", "-id": "p.id DESC" } as const;

/** A page's answer says how many rows the whole filtered list holds, as FastAPI apps commonly do. */
const TOTAL_HEADER = "x-total-count";

async function sendPage(ctx: AppContext, reply: FastifyReply, filters: ProductFilters, sort: keyof typeof ORDER): Promise<string> {
  reply.type("application/json; charset=utf-8");
  if (filters.limit !== undefined) reply.header(TOTAL_HEADER, String(await countProducts(ctx.db, filters)));
  return listProductsJson(ctx.db, ctx.config.publicBaseUrl, filters, ORDER[sort]);
}

const DUPLICATE = "El producto ya existe en este nicho";
const NOT_FOUND = "Producto no encontrado";
const nicheScoped = { nicheScoped: true };

/**
 * The product a link or bare ASIN names for the niche's marketplace, as stored; a link that cannot be
 * one of the niche's products is refused on its field, as the panel's form says it.
 */
function nicheProductLink(link: string, niche: { mercado: string | null } | undefined): { url: string; asin: string } {
  const product = productLink(link, resolveMarket(niche?.mercado)?.dominio);
  if (product.problem) throw new ValidationError([{ loc: ["body", "amazon_url"], msg: productUrlReason(product.problem), type: "value_error" }]);
  return product;
}

async function nicheOr404(ctx: AppContext, request: FastifyRequest, id: number) {
  const niche = seesNiche(request, id) ? await getNicheMarket(ctx.db, id) : undefined;
  if (!niche) throw notFound("Nicho no encontrado");
  return niche;
}

/** The product's row, when the caller may see it. */
async function productOr404(ctx: AppContext, request: FastifyRequest, id: number) {
  const row = await getProductRow(ctx.db, id);
  if (!row || !seesNiche(request, row.niche_id)) throw notFound(NOT_FOUND);
  return row;
}

/** Open lists learn of a product created by any client (they refetch on an id they do not hold). */
function announce(ctx: AppContext, product: Awaited<ReturnType<typeof getProduct>>): void {
  if (!product) return;
  ctx.realtime.emit("product_update", {
    product_id: product.id,
    niche_id: product.niche_id,
    status: product.generation_status,
    product_name: product.product_name,
  });
}

export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const siteBase = ctx.config.publicBaseUrl;
  const calls = productsContract;

  app.route({
    ...contractRoute(calls.ofNiche, { querystring: productListQuerySchema }),
    config: nicheScoped,
    handler: async (request, reply) => {
      const id = request.params.niche_id;
      const q = request.query;
      await nicheOr404(ctx, request, id);
      return sendPage(ctx, reply, { nicheId: id, status: q.status, q: q.q, skip: q.skip, limit: q.limit }, q.sort ?? "id");
    },
  });

  const cache = new ListCache(db);
  app.route({
    ...contractRoute(calls.list, { querystring: productListQuerySchema }),
    config: nicheScoped,
    handler: async (request, reply) => {
      const q = request.query;
      const own = callerNiche(request);
      if (own !== undefined && q.niche_id !== undefined && q.niche_id !== own) {
        reply.type("application/json; charset=utf-8");
        if (q.limit !== undefined) reply.header(TOTAL_HEADER, "0");
        return "[]";
      }
      const filters = { nicheId: own ?? q.niche_id, status: q.status, q: q.q, skip: q.skip, limit: q.limit };
      const unfiltered = filters.nicheId === undefined && !q.status && !q.q?.trim() && !q.skip && q.limit === undefined && (q.sort ?? "id") === "id";
      if (!unfiltered) return sendPage(ctx, reply, filters, q.sort ?? "id");
      reply.type("application/json; charset=utf-8");
      return cache.get("products", () => listProductsJson(db, siteBase, filters));
    },
  });

  app.route({
    ...contractRoute(calls.search, { querystring: productSearchQuerySchema }),
    config: nicheScoped,
    handler: async (request, reply) => {
      const q = request.query;
      reply.type("application/json; charset=utf-8");
      return searchProductsJson(db, siteBase, { q: q.q.trim(), skip: q.skip, limit: q.limit, nicheId: callerNiche(request) });
    },
  });

  app.route({
    ...contractRoute(calls.get),
    config: nicheScoped,
    handler: async (request) => {
      const product = await getProduct(db, siteBase, request.params.product_id);
      if (!product || !seesNiche(request, product.niche_id)) throw notFound(NOT_FOUND);
      return product;
    },
  });

  app.route({
    ...contractRoute(calls.create, { body: productCreateSchema }),
    config: nicheScoped,
    handler: async (request, reply) => {
      const nicheId = request.params.niche_id;
      const body = request.body;
      const { url, asin } = nicheProductLink(body.amazon_url, await nicheOr404(ctx, request, nicheId));
      if (await findDuplicate(db, nicheId, url, asin)) throw conflict(DUPLICATE);
      const [id] = await insertProducts(db, nicheId, [{ amazon_url: url, asin, name: productNameFromUrl(url) }]);
      if (!id) throw conflict(DUPLICATE);
      const product = await getProduct(db, siteBase, id);
      announce(ctx, product);
      reply.code(201);
      return product;
    },
  });

  app.route({
    ...contractRoute(calls.update, { body: productUpdateSchema }),
    config: nicheScoped,
    handler: async (request) => {
      const id = request.params.product_id;
      const body = request.body;
      const row = await productOr404(ctx, request, id);
      const { url, asin } = nicheProductLink(body.amazon_url, await getNicheMarket(db, row.niche_id));
      if (await findDuplicate(db, row.niche_id, url, asin, id)) throw conflict(DUPLICATE);
      const moved = await updateProductUrl(db, id, url, asin, productNameFromUrl(url));
      if (moved === undefined) throw notFound(NOT_FOUND);
      const product = await getProduct(db, siteBase, id);
      // Open lists drop the old status, title, image and error at once: a list applies the nulls of
      // `data`, where a null at the top level only means the field was not sent.
      if (moved && product) {
        const { generation_status: status, product_name, content_title, content_image_url, error_message } = product;
        ctx.realtime.emit("product_update", {
          product_id: id,
          niche_id: product.niche_id,
          status,
          product_name,
          content_title,
          error_message,
          data: { generation_status: status, product_name, content_title, content_image_url, error_message },
        });
      }
      return product;
    },
  });

  app.route({
    ...contractRoute(calls.remove),
    config: nicheScoped,
    handler: async (request) => {
      const id = request.params.product_id;
      const row = await productOr404(ctx, request, id);
      if (!(await deleteProduct(db, id))) throw notFound(NOT_FOUND);
      ctx.realtime.emit("product_update", { product_id: id, niche_id: row.niche_id, status: DELETED_PRODUCT_STATUS });
      return { message: "Producto eliminado correctamente", id };
    },
  });

  app.route({
    ...contractRoute(calls.triggerGeneration),
    config: nicheScoped,
    handler: async (request, reply) => {
      const id = request.params.product_id;
      const row = await productOr404(ctx, request, id);
      if (IN_PROGRESS.has(row.generation_status) || ctx.generation.isBusy(id)) {
        throw conflict("La generación de contenido ya está en curso para este producto");
      }
      const status = await ctx.generation.trigger(id);
      if (!status) throw conflict("La generación de contenido ya está en curso para este producto");
      reply.code(202);
      return { message: "Generación de contenido iniciada", product_id: id, status };
    },
  });

  app.route({
    ...contractRoute(calls.import, { body: bulkImportRequestSchema }),
    config: nicheScoped,
    handler: async (request) => {
      const nicheId = request.params.niche_id;
      const body = request.body;
      const niche = await nicheOr404(ctx, request, nicheId);
      const market = resolveMarket(niche.mercado);
      const total = body.products.length;
      const counters = { niche_id: nicheId, total, processed: 0, successfully_imported: 0, failed_imports: 0 };
      ctx.realtime.emit("bulk_import_update", { ...counters, status: "started" });

      const errors: { amazon_url: string; reason: string }[] = [];
      const seenUrls = new Set<string>();
      const seenAsins = new Set<string>();
      const existing = await listNicheProductKeys(db, nicheId);
      for (const e of existing) {
        seenUrls.add(e.amazon_url);
        if (e.asin) seenAsins.add(e.asin);
      }
      const insertedIds: number[] = [];
      const CHUNK = 250;
      for (let start = 0; start < total; start += CHUNK) {
        const batch: { amazon_url: string; asin: string | null; name: string }[] = [];
        for (const entry of body.products.slice(start, start + CHUNK)) {
          const line = entry.amazon_url.trim();
          const product = productLink(line, market?.dominio);
          if (product.problem) {
            errors.push({ amazon_url: line, reason: productUrlReason(product.problem) });
            continue;
          }
          const { url, asin } = product;
          if (seenUrls.has(url) || seenAsins.has(asin)) {
            errors.push({ amazon_url: line, reason: "Duplicado: el producto ya existe en este nicho" });
            continue;
          }
          seenUrls.add(url);
          seenAsins.add(asin);
          batch.push({ amazon_url: url, asin, name: productNameFromUrl(url) });
        }
        const ids = await insertProducts(db, nicheId, batch);
        insertedIds.push(...ids);
        counters.processed = Math.min(total, start + CHUNK);
        counters.successfully_imported = insertedIds.length;
        counters.failed_imports = counters.processed - insertedIds.length;
        if (counters.processed < total) ctx.realtime.emit("bulk_import_update", { ...counters, status: "progress" });
      }
      counters.processed = total;
      counters.failed_imports = total - insertedIds.length;
      ctx.realtime.emit("bulk_import_update", { ...counters, status: "completed" });
      return {
        successfully_imported: insertedIds.length,
        failed_imports: counters.failed_imports,
        errors,
        products: await getProductsByIds(db, siteBase, insertedIds),
      };
    },
  });

  app.route({
    ...contractRoute(calls.contents),
    config: nicheScoped,
    handler: async (request, reply) => {
      const id = request.params.product_id;
      await productOr404(ctx, request, id);
      reply.type("application/json; charset=utf-8");
      return listContentsJson(db, id);
    },
  });

  app.route({
    ...contractRoute(calls.latestContent),
    config: nicheScoped,
    handler: async (request) => {
      const id = request.params.product_id;
      await productOr404(ctx, request, id);
      const content = await getLatestContent(db, id);
      if (!content) throw new HttpError(404, "No hay contenido generado para este producto");
      return content;
    },
  });
};
