// Wrapper service under /wrapper (the panel proxies /wrapper/* here):
//   POST/GET/DELETE /wrapper/auth/api-keys[/{key}] (admin token) and POST /wrapper/api/force-generate (X-API-Key).
// Keys are stored in plain text on purpose: the panel shows a niche's external key to the admin again
// (niche detail, "Configuración técnica"), so it must be recoverable; the table lives in the local data folder.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { conflict, HttpError, notFound, parseOr422 } from "../http-errors";
import { API_KEY_HEADER, apiKeyCreateSchema, forceGenerateRequestSchema } from "../../lib/api-keys/schemas";
import { asinFromUrl } from "../../lib/products/schemas";
import { deleteLatestContent } from "../repos/products-repo";
import { IN_PROGRESS } from "../pipelines/generation-queue";

const KEY_JSON = `json_build_object('key', k.key, 'name', k.name, 'email', k.email, 'is_active', k.is_active,
  'created_at', k.created_at, 'last_used_at', k.last_used_at)`;

export function registerWrapperRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const admin = { config: { adminOnly: true } };

  app.post("/wrapper/auth/api-keys", admin, async (request, reply) => {
    const body = parseOr422(apiKeyCreateSchema, request.body);
    const key = `ak_${randomBytes(16).toString("hex")}`;
    await db.query("INSERT INTO api_keys (key, name, email) VALUES ($1, $2, $3)", [key, body.name, body.email]);
    reply.code(201);
    return db.json(`SELECT ${KEY_JSON}::text AS j FROM api_keys k WHERE k.key = $1`, [key]);
  });

  app.get("/wrapper/auth/api-keys/:key", admin, async (request) => {
    const key = (request.params as { key: string }).key;
    const row = await db.json(`SELECT ${KEY_JSON}::text AS j FROM api_keys k WHERE k.key = $1`, [key]);
    if (!row) throw notFound("API key no encontrada");
    return row;
  });

  app.delete("/wrapper/auth/api-keys/:key", admin, async (request) => {
    const key = (request.params as { key: string }).key;
    const rows = await db.query("DELETE FROM api_keys WHERE key = $1 RETURNING key", [key]);
    if (rows.length === 0) throw notFound("API key no encontrada");
    return { message: "API key eliminada correctamente", key };
  });

  app.post("/wrapper/api/force-generate", { config: { public: true } }, async (request) => {
    const apiKey = request.headers[API_KEY_HEADER];
    if (typeof apiKey !== "string" || apiKey === "") throw new HttpError(401, "API key requerida (cabecera X-API-Key)");
    const keyRow = await db.one<{ is_active: boolean }>("SELECT is_active FROM api_keys WHERE key = $1", [apiKey]);
    if (!keyRow || !keyRow.is_active) throw new HttpError(401, "API key inválida");
    await db.query("UPDATE api_keys SET last_used_at = now() WHERE key = $1", [apiKey]);

    const body = parseOr422(forceGenerateRequestSchema, request.body);
    const asin = asinFromUrl(body.url);
    const product = await db.one<{ id: number; generation_status: string }>(
      `SELECT p.id, p.generation_status FROM products p JOIN niches n ON n.id = p.niche_id
       WHERE p.amazon_url = $1 OR ($2::text IS NOT NULL AND p.asin = $2)
       ORDER BY (p.amazon_url = $1) DESC, (n.affiliate_tag = $3) DESC, p.id LIMIT 1`,
      [body.url, asin, body.affiliate_tag],
    );
    if (!product) throw notFound("Producto no encontrado para esta URL");
    if (IN_PROGRESS.has(product.generation_status) || ctx.generation.isBusy(product.id)) {
      throw conflict("La generación de contenido ya está en curso para este producto");
    }
    const dropped = await deleteLatestContent(db, product.id);
    const status = await ctx.generation.trigger(product.id, {
      tone: body.tone,
      language: body.language,
      marketplaceDomain: body.marketplace_domain.replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/.*$/, ""),
      affiliateTag: body.affiliate_tag,
    });
    return {
      success: true,
      product_id: product.id,
      message: dropped ? "Contenido en caché eliminado; regeneración iniciada" : "Regeneración iniciada",
      status,
    };
  });
}
