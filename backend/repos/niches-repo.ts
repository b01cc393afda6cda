// SQL for niches. Lists are built as JSON by Postgres (json_agg) and sent as text: no per-row work in JS.
import { Database } from "../db/database";
import { containing } from "../util/text";
import type { Niche } from "../../features/niches/schemas";
import type { SortField, StatusFilter } from "../../features/niches/list-options";
import { resolveSiteUrl } from "../../features/niches/site-url";
import { sameNicheName } from "../../features/niches/same-name";

export const NICHE_COLUMNS = [
  "name",
  "slug",
  "affiliate_tag",
  "description",
  "keywords",
  "is_active",
  "external_api_key",
  "google_tag_id",
  "ga_id",
  "gtm_id",
  "google_ads_id",
  "adsense_client_id",
  "gsc_verification_id",
  "default_tone",
  "client_id",
  "client_secret",
  "mercado",
  "vercel_data",
  "website_content_generated",
] as const;
export type NicheColumn = (typeof NICHE_COLUMNS)[number];
export type NicheValues = Partial<Record<NicheColumn, unknown>>;

// The counts kept per niche and status, and the partial index of products with content: the list's
// cost grows with the niches, not with their products.
const WITH_COUNTS = /* sql */ `
  SELECT n.*, COALESCE((SELECT sum(c.n) FROM product_counts c WHERE c.niche_id = n.id), 0)::int AS product_count,
    EXISTS (SELECT 1 FROM products p WHERE p.niche_id = n.id AND p.has_content) AS has_generated_content,
    EXISTS (SELECT 1 FROM sites s WHERE s.slug = n.slug) AS site_export_available
  FROM niches n`;

/** A niche row `x` as JSON, without the folded text the database keeps for searches. */
const WITH_SECRETS = "(to_jsonb(x) - 'search_text')";
/** A niche row `x` as JSON without its credentials, which only the admin's session reads. */
const WITHOUT_SECRETS = "(to_jsonb(x) - '{client_secret,external_api_key,search_text}'::text[])";

export interface NicheListOptions {
  skip?: number;
  limit?: number;
  /** Only this niche (a client that belongs to it). */
  onlyId?: number;
  /** The credentials (`client_secret`, `external_api_key`): only for the admin's session. */
  withSecrets: boolean;
  /** Text in the name, slug, affiliate tag or description; case and accents ignored. */
  q?: string;
  status?: Exclude<StatusFilter, "all">;
  /** The panel's orders; without one, by id. */
  sort?: SortField;
  /** Only the niche with this slug. */
  slug?: string;
  /** Only these niches. */
  ids?: number[];
}

// Each sort as the panel's list sorts: dates and product counts largest first, names alphabetically
// (folded, by code point), ties by id.
const ORDER: Record<SortField | "id", string> = {
  id: "y.id",
  updated_at: "coalesce(y.updated_at, y.created_at) DESC NULLS LAST, y.id DESC",
  created_at: "y.created_at DESC NULLS LAST, y.id DESC",
  name: 'fold_text(y.name) COLLATE "C", y.id',
  product_count: "y.product_count DESC, y.id",
};

/**
 * Niches with a deployed site: read from the deployment's stored answer in JS, by the rule the panel
 * reads it with (several shapes of answer, bare hosts), which SQL would have to spell again.
 */
export async function nicheIdsWithSite(db: Database, onlyId?: number): Promise<number[]> {
  const params = onlyId === undefined ? [] : [onlyId];
  const rows = await db.query<{ id: number; vercel_data: string }>(
    `SELECT id, vercel_data FROM niches WHERE vercel_data IS NOT NULL ${onlyId === undefined ? "" : "AND id = $1"}`,
    params,
  );
  return rows.filter((row) => resolveSiteUrl(row.vercel_data) !== null).map((row) => row.id);
}

/** The SQL condition of the list's filters on `niches n`, with its params (after `params`' own). */
async function whereOf(db: Database, o: NicheListOptions, params: unknown[]): Promise<string> {
  const where: string[] = [];
  if (o.onlyId !== undefined) where.push(`n.id = $${params.push(o.onlyId)}`);
  if (o.slug !== undefined) where.push(`n.slug = $${params.push(o.slug)}`);
  if (o.ids !== undefined) where.push(`n.id = ANY($${params.push(o.ids)}::int[])`);
  const q = o.q?.trim();
  // Folded as the stored search_text is (migration 12).
  if (q) where.push(`n.search_text LIKE fold_text($${params.push(containing(q))})`);
  if (o.status === "active") where.push("n.is_active");
  if (o.status === "inactive") where.push("NOT n.is_active");
  if (o.status === "with_site" || o.status === "no_site") {
    const ids = `n.id = ANY($${params.push(await nicheIdsWithSite(db, o.onlyId))}::int[])`;
    where.push(o.status === "with_site" ? ids : `NOT (${ids})`);
  }
  return where.length ? `WHERE ${where.join(" AND ")}` : "";
}

export async function listNichesJson(db: Database, options: NicheListOptions): Promise<string> {
  const params: unknown[] = [options.skip ?? 0];
  const where = await whereOf(db, options, params);
  const lim = options.limit === undefined ? "" : `LIMIT $${params.push(options.limit)}`;
  const row = options.withSecrets ? WITH_SECRETS : WITHOUT_SECRETS;
  return (
    (await db.jsonText(
      `SELECT COALESCE(json_agg(${row} - 'list_order' ORDER BY x.list_order), '[]')::text AS j FROM (
         SELECT y.*, row_number() OVER (ORDER BY ${ORDER[options.sort ?? "id"]}) AS list_order FROM (${WITH_COUNTS} ${where}) y
         ORDER BY list_order OFFSET $1 ${lim}) x`,
      params,
    )) ?? "[]"
  );
}

/** How many niches the list's filters hold, paging aside. */
export async function countNiches(db: Database, options: NicheListOptions): Promise<number> {
  const params: unknown[] = [];
  const where = await whereOf(db, options, params);
  const row = await db.one<{ n: string | number }>(`SELECT count(*) AS n FROM niches n ${where}`, params);
  return Number(row?.n ?? 0);
}

/** The niche with its counts; its credentials only `withSecrets` (the admin's session, the pipelines). */
export async function getNiche(db: Database, id: number, withSecrets = true): Promise<Niche | undefined> {
  return db.json<Niche>(
    `SELECT ${withSecrets ? WITH_SECRETS : WITHOUT_SECRETS}::text AS j FROM (
       ${WITH_COUNTS} WHERE n.id = $1) x`,
    [id],
  );
}

export async function slugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db.one("SELECT 1 FROM niches WHERE slug = $1 AND id <> $2", [slug, exceptId ?? -1]);
  return !!row;
}

/** The refusal of another niche's name, in the words the panel shows on the name field. */
export const DUPLICATE_NAME = "Ya existe un nicho con este nombre";

/**
 * Whether a niche other than `exceptId` has this name, read as the panel reads names (trimmed, any
 * case, in any script: compared here, as the database's C locale lowers only ASCII letters).
 */
export async function nameTaken(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db.query<{ name: string }>("SELECT name FROM niches WHERE id <> $1", [exceptId ?? -1]);
  return rows.some((row) => sameNicheName(row.name, name));
}

// Any number between 0 and 2^63, other than the migrations'; the same in every instance of this backend.
const NICHE_NAMES_LOCK = 4_271_503_912;

/**
 * Takes, until the end of `tx`'s transaction, the lock that every naming of a niche takes: a name seen
 * free stays free until the niche that takes it is saved, in every instance sharing the database.
 */
export async function lockNicheNames(tx: Database): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1)", [NICHE_NAMES_LOCK]);
}

/** Runs `fn` in one transaction holding the niche names' lock. */
export async function withNicheNames<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  // Writes through the transaction's handle are writes to this database too (its list cache must see them).
  db.listVersion++;
  try {
    return await db.driver.transaction(async (tx) => {
      const inTx = new Database({ ...db.driver, query: tx.query, exec: tx.exec, transaction: (inner) => inner(tx) });
      await lockNicheNames(inTx);
      return fn(inTx);
    });
  } finally {
    db.listVersion++;
  }
}

export async function insertNiche(db: Database, values: NicheValues): Promise<number> {
  const cols = NICHE_COLUMNS.filter((c) => values[c] !== undefined);
  const row = await db.one<{ id: number }>(
    `INSERT INTO niches (${cols.join(", ")}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
    cols.map((c) => values[c]),
  );
  return row!.id;
}

/**
 * Updates only the given columns; with `unchangedSince`, only while the niche's `updated_at` is still
 * that one (checked in the same statement, so of two edits from one version only one is saved).
 * Returns false when no niche was updated.
 */
export async function updateNiche(db: Database, id: number, values: NicheValues, unchangedSince?: string): Promise<boolean> {
  const cols = NICHE_COLUMNS.filter((c) => values[c] !== undefined);
  const params: unknown[] = [id, ...cols.map((c) => values[c])];
  const sets = cols.map((c, i) => `${c} = $${i + 2}`);
  sets.push("updated_at = now()");
  const version = unchangedSince === undefined ? "" : ` AND updated_at = $${params.push(unchangedSince)}::timestamptz`;
  const rows = await db.query(`UPDATE niches SET ${sets.join(", ")} WHERE id = $1${version} RETURNING id`, params);
  return rows.length > 0;
}

/** Whether the niche's `updated_at` is `version`; undefined when there is no such niche. */
export async function nicheVersionIs(db: Database, id: number, version: string): Promise<boolean | undefined> {
  const row = await db.one<{ same: boolean }>("SELECT updated_at = $2::timestamptz AS same FROM niches WHERE id = $1", [id, version]);
  return row?.same;
}

export async function nicheHasGeneratedContent(db: Database, id: number): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM products WHERE niche_id = $1 AND has_content LIMIT 1", [id]));
}

export async function deleteNiche(db: Database, id: number): Promise<boolean> {
  const rows = await db.query("DELETE FROM niches WHERE id = $1 RETURNING id", [id]);
  return rows.length > 0;
}

export async function hasNiches(db: Database): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM niches LIMIT 1"));
}

export interface NicheMarket {
  id: number;
  name: string;
  mercado: string | null;
  affiliate_tag: string | null;
}

export async function getNicheMarket(db: Database, id: number): Promise<NicheMarket | undefined> {
  return db.one<NicheMarket>("SELECT id, name, mercado, affiliate_tag FROM niches WHERE id = $1", [id]);
}
