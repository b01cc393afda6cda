// Niche CRUD and the wizard's deployment data (features/niches/contract.ts). A client that belongs to a
// niche reads only that one; changing niches is for the admin and the admin's own clients.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { conflict, notFound, ValidationError } from "../http-errors";
import { nicheCreateSchema, nicheUpdateSchema } from "../../features/niches/request-schemas";
import { nicheListQuerySchema } from "../../features/niches/read-contract";
import { vercelDataSchema } from "../../features/niches/schemas";
import { resolveMarket } from "../../lib/markets/markets";
import { nichesContract } from "../../features/niches/contract";
import { contractRoute } from "../contract-routes";
import {
  deleteNiche,
  getNiche,
  getNicheMarket,
  insertNiche,
  countNiches,
  DUPLICATE_NAME,
  listNichesJson,
  nicheHasGeneratedContent,
  nameTaken,
  nicheVersionIs,
  slugTaken,
  updateNiche,
  withNicheNames,
  type NicheValues,
} from "../repos/niches-repo";
import { slugify } from "../util/text";
import { sameNicheName } from "../../features/niches/same-name";
import { ListCache } from "../db/database";
import { deleteSite } from "../repos/sites-repo";
import { callerNiche, readsSecrets, seesNiche } from "../niche-scope";

const DUPLICATE_SLUG = "Ya existe un nicho con este slug";
const NOT_FOUND = "Nicho no encontrado";
const CHANGED_SINCE = "El nicho cambió después de que se abriera esta edición: no se guardó nada, para no deshacer esos cambios";

/** Normalizes mercado to the Spanish country name when it resolves to a known market. */
function normalizeMercado(values: NicheValues): void {
  if (typeof values.mercado === "string") values.mercado = resolveMarket(values.mercado)?.pais ?? values.mercado;
}

function checkSlug(slug: string, field: string): string {
  const clean = slug.trim().toLowerCase();
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(clean)) {
    throw new ValidationError([
      { loc: ["body", field], msg: "El slug solo puede contener letras minúsculas, números y guiones", type: "value_error" },
    ]);
  }
  return clean;
}

export const nicheRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const cache = new ListCache(db);
  const calls = nichesContract;

  /**
   * An update that sends a name: another niche's name is refused. A niche keeps its own name even when
   * an older niche has it too (names were not unique before), so only a changed name is checked.
   */
  function renameNiche(id: number, name: string, values: NicheValues, unchangedSince?: string): Promise<boolean> {
    return withNicheNames(db, async (tx) => {
      const current = await getNicheMarket(tx, id);
      if (current && !sameNicheName(current.name, name) && (await nameTaken(tx, name, id))) throw conflict(DUPLICATE_NAME);
      return updateNiche(tx, id, values, unchangedSince);
    });
  }

  app.route({
    ...contractRoute(calls.list, { querystring: nicheListQuerySchema }),
    config: { nicheScoped: true },
    handler: async (request, reply) => {
      const q = request.query;
      const filters = { q: q.q, status: q.status === "all" ? undefined : q.status, sort: q.sort, slug: q.slug || undefined, ids: q.ids?.split(",").map(Number) };
      const options = { skip: q.skip, limit: q.limit, onlyId: callerNiche(request), withSecrets: readsSecrets(request), ...filters };
      reply.type("application/json; charset=utf-8");
      // A page says how many niches the whole filtered list holds, as the product lists do.
      if (q.limit !== undefined) reply.header("x-total-count", String(await countNiches(db, options)));
      if (!q.skip && q.limit === undefined && options.onlyId === undefined && !q.q?.trim() && !filters.status && !q.sort && !filters.slug && !filters.ids) {
        return cache.get(options.withSecrets ? "niches" : "niches-without-secrets", () => listNichesJson(db, options));
      }
      return listNichesJson(db, options);
    },
  });

  app.route({
    ...contractRoute(calls.get),
    config: { nicheScoped: true },
    handler: async (request) => {
      const id = request.params.niche_id;
      const niche = seesNiche(request, id) ? await getNiche(db, id, readsSecrets(request)) : undefined;
      if (!niche) throw notFound(NOT_FOUND);
      return niche;
    },
  });

  app.route({
    ...contractRoute(calls.create, { body: nicheCreateSchema }),
    handler: async (request, reply) => {
      const body = request.body;
      const values: NicheValues = { ...body };
      normalizeMercado(values);
      let slug: string;
      if (body.slug) {
        slug = checkSlug(body.slug, "slug");
      } else {
        const market = typeof values.mercado === "string" ? resolveMarket(values.mercado) : undefined;
        const base = slugify(body.name);
        if (!base) {
          throw new ValidationError([{ loc: ["body", "name"], msg: "No se pudo derivar un slug del nombre", type: "value_error" }]);
        }
        slug = market ? `${market.countryCode.toLowerCase()}-${base}` : base;
      }
      values.slug = slug;
      if (await slugTaken(db, slug)) throw conflict(DUPLICATE_SLUG);
      let id: number;
      try {
        id = await withNicheNames(db, async (tx) => {
          if (await nameTaken(tx, body.name)) throw conflict(DUPLICATE_NAME);
          return insertNiche(tx, values);
        });
      } catch (err) {
        if ((err as { code?: string }).code === "23505") throw conflict(DUPLICATE_SLUG);
        throw err;
      }
      reply.code(201);
      return getNiche(db, id, readsSecrets(request));
    },
  });

  app.route({
    ...contractRoute(calls.update, { body: nicheUpdateSchema }),
    handler: async (request) => {
      const id = request.params.niche_id;
      const { expected_updated_at: expected, ...fields } = request.body;
      // An edit made from an older version than the stored one would undo what was saved since.
      const unchangedSince = expected ?? undefined;
      if (unchangedSince !== undefined) {
        const same = await nicheVersionIs(db, id, unchangedSince);
        if (same === undefined) throw notFound(NOT_FOUND);
        if (!same) throw conflict(CHANGED_SINCE);
      }
      // Only the fields present in the request change (the parsed body holds only those).
      const values: NicheValues = {};
      for (const [k, v] of Object.entries(fields)) (values as Record<string, unknown>)[k] = v ?? null;
      if ("name" in values && values.name === null) delete values.name;
      if ("affiliate_tag" in values && values.affiliate_tag === null) delete values.affiliate_tag;
      if ("is_active" in values && values.is_active === null) delete values.is_active;
      if ("slug" in values) {
        if (!values.slug) delete values.slug;
        else {
          values.slug = checkSlug(String(values.slug), "slug");
          if (await slugTaken(db, values.slug as string, id)) throw conflict(DUPLICATE_SLUG);
        }
      }
      normalizeMercado(values);
      let ok: boolean;
      try {
        ok = typeof values.name === "string" ? await renameNiche(id, values.name, values, unchangedSince) : await updateNiche(db, id, values, unchangedSince);
      } catch (err) {
        if ((err as { code?: string }).code === "23505") throw conflict(DUPLICATE_SLUG);
        throw err;
      }
      // Saved by another request between the check above and this update.
      if (!ok && unchangedSince !== undefined && (await getNiche(db, id, false))) throw conflict(CHANGED_SINCE);
      if (!ok) throw notFound(NOT_FOUND);
      return getNiche(db, id, readsSecrets(request));
    },
  });

  app.route({
    ...contractRoute(calls.remove),
    handler: async (request) => {
      const id = request.params.niche_id;
      const niche = await getNiche(db, id, false);
      if (!niche) throw notFound(NOT_FOUND);
      if (await nicheHasGeneratedContent(db, id)) {
        throw conflict("No se puede eliminar el nicho porque tiene productos asociados con contenido generado");
      }
      await deleteNiche(db, id);
      await deleteSite(db, niche.slug);
      return { message: "Nicho eliminado correctamente", id };
    },
  });

  app.route({
    ...contractRoute(calls.vercelData, { body: vercelDataSchema }),
    handler: async (request) => {
      const id = request.params.niche_id;
      const ok = await updateNiche(db, id, { vercel_data: JSON.stringify(request.body) });
      if (!ok) throw notFound(NOT_FOUND);
      return getNiche(db, id, readsSecrets(request));
    },
  });
};
