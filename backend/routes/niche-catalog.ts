// Web-template catalogue, each template by numeric id or by slug (features/niche-catalog/contract.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { conflict, notFound, ValidationError } from "../http-errors";
import { catalogItemCreateSchema, catalogItemUpdateSchema, catalogListQuerySchema } from "../../features/niche-catalog/request-schemas";
import { catalogContract } from "../../features/niche-catalog/contract";
import { contractRoute } from "../contract-routes";
import { slugify } from "../util/text";
import type { Database } from "../db/database";
import {
  catalogNameTaken,
  catalogSlugTaken,
  deleteCatalogItem,
  findCatalogItem,
  insertCatalogItem,
  countCatalog,
  listCatalogJson,
  updateCatalogItem,
  type CatalogChanges,
} from "../repos/catalog-repo";
import { rowVersionIs } from "../repos/row-version";

const DUP_NAME = "Ya existe una plantilla con este nombre";
const DUP_SLUG = "Ya existe una plantilla con este slug";
const NOT_FOUND = "Plantilla no encontrada";
const CHANGED_SINCE = "La plantilla cambió después de que se abriera esta edición: no se guardó nada, para no deshacer esos cambios";

async function checkDuplicates(db: Database, name: string, slug: string, exceptId = -1): Promise<void> {
  if (await catalogNameTaken(db, name, exceptId)) throw conflict(DUP_NAME);
  if (await catalogSlugTaken(db, slug, exceptId)) throw conflict(DUP_SLUG);
}

function slugFor(name: string): string {
  const slug = slugify(name);
  if (!slug) throw new ValidationError([{ loc: ["body", "name"], msg: "No se pudo derivar un slug del nombre", type: "value_error" }]);
  return slug;
}

/** A unique index refused the write (a race the checks above did not see): 409 naming the column. */
function uniqueViolation(err: unknown): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505") throw conflict(/name/.test(`${e.constraint ?? ""} ${e.message ?? ""}`) ? DUP_NAME : DUP_SLUG);
  throw err;
}

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const calls = catalogContract;

  app.route({
    ...contractRoute(calls.list, { querystring: catalogListQuerySchema }),
    handler: async (request, reply) => {
      const q = request.query;
      const options = { skip: q.skip, limit: q.limit, isActive: q.is_active, withGithub: q.with_github, newestFirst: q.sort === "-id" };
      reply.type("application/json; charset=utf-8");
      // A page says how many templates the filters hold, as the other lists do.
      if (q.limit !== undefined) reply.header("x-total-count", String(await countCatalog(db, options)));
      return listCatalogJson(db, options);
    },
  });

  app.route({
    ...contractRoute(calls.get),
    handler: async (request) => {
      const item = await findCatalogItem(db, request.params.id_or_slug);
      if (!item) throw notFound(NOT_FOUND);
      return item;
    },
  });

  app.route({
    ...contractRoute(calls.create, { body: catalogItemCreateSchema }),
    handler: async (request, reply) => {
      const body = request.body;
      const slug = slugFor(body.name);
      await checkDuplicates(db, body.name, slug);
      let id: number;
      try {
        id = await insertCatalogItem(db, {
          name: body.name,
          slug,
          description: body.description ?? null,
          images: body.images,
          github_url: body.github_url,
        });
      } catch (err) {
        uniqueViolation(err);
      }
      reply.code(201);
      return findCatalogItem(db, String(id));
    },
  });

  app.route({
    ...contractRoute(calls.update, { body: catalogItemUpdateSchema }),
    handler: async (request) => {
      const current = await findCatalogItem(db, request.params.id_or_slug);
      if (!current) throw notFound(NOT_FOUND);
      const { expected_updated_at: expected, ...body } = request.body;
      // An edit made from an older version than the stored one would undo what was saved since.
      const unchangedSince = expected ?? undefined;
      if (unchangedSince !== undefined && !(await rowVersionIs(db, "catalog_items", current.id, unchangedSince))) throw conflict(CHANGED_SINCE);
      // Only the fields present in the request change (null clears the description); a new name brings its slug.
      const changes: CatalogChanges = {
        images: body.images,
        github_url: body.github_url,
        is_active: body.is_active,
      };
      if (body.name !== undefined && body.name !== current.name) {
        const slug = slugFor(body.name);
        await checkDuplicates(db, body.name, slug, current.id);
        changes.name = body.name;
        changes.slug = slug;
      }
      if ("description" in body) changes.description = body.description ?? null;
      let saved: boolean;
      try {
        saved = await updateCatalogItem(db, current.id, changes, unchangedSince);
      } catch (err) {
        uniqueViolation(err);
      }
      // Saved by another request between the check above and this update, or deleted meanwhile.
      if (!saved) throw (await findCatalogItem(db, String(current.id))) ? conflict(CHANGED_SINCE) : notFound(NOT_FOUND);
      return findCatalogItem(db, String(current.id));
    },
  });

  app.route({
    ...contractRoute(calls.remove),
    handler: async (request) => {
      const current = await findCatalogItem(db, request.params.id_or_slug);
      if (!current) throw notFound(NOT_FOUND);
      await deleteCatalogItem(db, current.id);
      return { message: "Plantilla eliminada correctamente", id: current.id };
    },
  });
};
