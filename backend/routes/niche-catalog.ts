// Web-template catalogue: /api/v1/niche-catalogo/ (by numeric id or by slug).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { conflict, notFound, parseOr422, ValidationError } from "../http-errors";
import { catalogItemCreateSchema, catalogItemUpdateSchema, catalogListQuerySchema } from "../../lib/niche-catalog/schemas";
import type { CatalogItem } from "../../lib/niche-catalog/schemas";
import { slugify } from "../util/text";
import type { Database } from "../db/database";

const ITEM_JSON = `json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'description', c.description, 'images', c.images,
  'github_url', c.github_url, 'is_active', c.is_active, 'created_at', c.created_at, 'updated_at', c.updated_at)`;

const DUP_NAME = "Ya existe una plantilla con este nombre";
const DUP_SLUG = "Ya existe una plantilla con este slug";

async function findItem(db: Database, idOrSlug: string): Promise<CatalogItem | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  return db.json<CatalogItem>(`SELECT ${ITEM_JSON}::text AS j FROM catalog_items c WHERE ${byId ? "c.id = $1::int" : "c.slug = $1"}`, [idOrSlug]);
}

async function checkDuplicates(db: Database, name: string, slug: string, exceptId = -1): Promise<void> {
  if (await db.one("SELECT 1 FROM catalog_items WHERE lower(name) = lower($1) AND id <> $2", [name, exceptId])) throw conflict(DUP_NAME);
  if (await db.one("SELECT 1 FROM catalog_items WHERE slug = $1 AND id <> $2", [slug, exceptId])) throw conflict(DUP_SLUG);
}

function slugFor(name: string): string {
  const slug = slugify(name);
  if (!slug) throw new ValidationError([{ loc: ["body", "name"], msg: "No se pudo derivar un slug del nombre", type: "value_error" }]);
  return slug;
}

function uniqueViolation(err: unknown): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505") throw conflict(/name/.test(`${e.constraint ?? ""} ${e.message ?? ""}`) ? DUP_NAME : DUP_SLUG);
  throw err;
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get("/api/v1/niche-catalogo/", async (request, reply) => {
    const q = parseOr422(catalogListQuerySchema, request.query, "query");
    const params: unknown[] = [q.skip];
    const where = q.is_active === undefined ? "" : `WHERE c.is_active = ${q.is_active ? "TRUE" : "FALSE"}`;
    let limit = "";
    if (q.limit !== undefined) {
      params.push(q.limit);
      limit = "LIMIT $2";
    }
    reply.type("application/json; charset=utf-8");
    return (
      (await db.jsonText(
        `SELECT COALESCE(json_agg(x.j ORDER BY x.id), '[]')::text AS j FROM (SELECT c.id, ${ITEM_JSON} AS j FROM catalog_items c ${where} ORDER BY c.id OFFSET $1 ${limit}) x`,
        params,
      )) ?? "[]"
    );
  });

  app.get("/api/v1/niche-catalogo/:idOrSlug", async (request) => {
    const item = await findItem(db, (request.params as { idOrSlug: string }).idOrSlug);
    if (!item) throw notFound("Plantilla no encontrada");
    return item;
  });

  app.post("/api/v1/niche-catalogo/", async (request, reply) => {
    const body = parseOr422(catalogItemCreateSchema, request.body);
    const slug = slugFor(body.name);
    await checkDuplicates(db, body.name, slug);
    let id: number;
    try {
      id = (await db.one<{ id: number }>(
        `INSERT INTO catalog_items (name, slug, description, images, github_url) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [body.name, slug, body.description ?? null, JSON.stringify(body.images), body.github_url],
      ))!.id;
    } catch (err) {
      uniqueViolation(err);
    }
    reply.code(201);
    return findItem(db, String(id));
  });

  app.put("/api/v1/niche-catalogo/:idOrSlug", async (request) => {
    const current = await findItem(db, (request.params as { idOrSlug: string }).idOrSlug);
    if (!current) throw notFound("Plantilla no encontrada");
    const body = parseOr422(catalogItemUpdateSchema, request.body);
    const sent = new Set(Object.keys((request.body as object) ?? {}));
    const sets: string[] = [];
    const params: unknown[] = [current.id];
    const set = (col: string, value: unknown) => {
      params.push(value);
      sets.push(`${col} = $${params.length}`);
    };
    if (body.name !== undefined && body.name !== current.name) {
      const slug = slugFor(body.name);
      await checkDuplicates(db, body.name, slug, current.id);
      set("name", body.name);
      set("slug", slug);
    }
    if (sent.has("description")) set("description", body.description ?? null);
    if (body.images !== undefined) set("images", JSON.stringify(body.images));
    if (body.github_url !== undefined) set("github_url", body.github_url);
    if (body.is_active !== undefined) set("is_active", body.is_active);
    sets.push("updated_at = now()");
    try {
      await db.query(`UPDATE catalog_items SET ${sets.join(", ")} WHERE id = $1`, params);
    } catch (err) {
      uniqueViolation(err);
    }
    return findItem(db, String(current.id));
  });

  app.delete("/api/v1/niche-catalogo/:idOrSlug", async (request) => {
    const current = await findItem(db, (request.params as { idOrSlug: string }).idOrSlug);
    if (!current) throw notFound("Plantilla no encontrada");
    await db.query("DELETE FROM catalog_items WHERE id = $1", [current.id]);
    return { message: "Plantilla eliminada correctamente", id: current.id };
  });
}
