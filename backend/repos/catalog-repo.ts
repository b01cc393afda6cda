// SQL for the web-template catalogue (catalog_items), addressed by numeric id or by slug.
import type { Database } from "../db/database";
import type { CatalogItem } from "../../features/niche-catalog/schemas";
import { hasGithubUrl } from "../../features/niche-catalog/github-url";
import { unchangedSinceClause } from "./row-version";

const ITEM_JSON = `json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'description', c.description, 'images', c.images,
  'github_url', c.github_url, 'is_active', c.is_active, 'created_at', c.created_at, 'updated_at', c.updated_at)`;

/** What an automation needs of the template it builds a site from. */
export interface TemplateRef {
  id: number;
  name: string;
  slug: string;
  github_url: string | null;
  images: string[];
}

/** A key of nine digits or fewer is an id; anything else is a slug. */
const isId = (idOrSlug: string) => /^\d{1,9}$/.test(idOrSlug);

export interface CatalogListOptions {
  skip: number;
  limit?: number;
  isActive?: boolean;
  /** Only templates whose repository the wizard can build from (or only those without one). */
  withGithub?: boolean;
  /** Newest first; by id otherwise. */
  newestFirst?: boolean;
}

/**
 * Templates with a repository the wizard can build from: read in JS by the panel's own rule (a
 * repository URL of GitHub's shape), which SQL would have to spell again.
 */
async function idsWithGithub(db: Database): Promise<number[]> {
  const rows = await db.query<{ id: number; github_url: string | null }>("SELECT id, github_url FROM catalog_items WHERE github_url IS NOT NULL");
  return rows.filter(hasGithubUrl).map((row) => row.id);
}

async function whereOf(db: Database, q: CatalogListOptions, params: unknown[]): Promise<string> {
  const where: string[] = [];
  if (q.isActive !== undefined) where.push(`c.is_active = ${q.isActive ? "TRUE" : "FALSE"}`);
  if (q.withGithub !== undefined) {
    const ids = `c.id = ANY($${params.push(await idsWithGithub(db))}::int[])`;
    where.push(q.withGithub ? ids : `NOT (${ids})`);
  }
  return where.length ? `WHERE ${where.join(" AND ")}` : "";
}

export async function listCatalogJson(db: Database, q: CatalogListOptions): Promise<string> {
  const params: unknown[] = [q.skip];
  const where = await whereOf(db, q, params);
  const limit = q.limit === undefined ? "" : `LIMIT $${params.push(q.limit)}`;
  const order = q.newestFirst ? "id DESC" : "id";
  return (
    (await db.jsonText(
      `SELECT COALESCE(json_agg(x.j ORDER BY x.${order}), '[]')::text AS j FROM (SELECT c.id, ${ITEM_JSON} AS j FROM catalog_items c ${where} ORDER BY c.${order} OFFSET $1 ${limit}) x`,
      params,
    )) ?? "[]"
  );
}

/** How many templates the filters hold, paging aside. */
export async function countCatalog(db: Database, q: CatalogListOptions): Promise<number> {
  const params: unknown[] = [];
  const row = await db.one<{ n: string | number }>(`SELECT count(*) AS n FROM catalog_items c ${await whereOf(db, q, params)}`, params);
  return Number(row?.n ?? 0);
}

export async function findCatalogItem(db: Database, idOrSlug: string): Promise<CatalogItem | undefined> {
  return db.json<CatalogItem>(`SELECT ${ITEM_JSON}::text AS j FROM catalog_items c WHERE ${isId(idOrSlug) ? "c.id = $1::int" : "c.slug = $1"}`, [
    idOrSlug,
  ]);
}

/** Another item already uses this name (compared without case). */
export async function catalogNameTaken(db: Database, name: string, exceptId = -1): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM catalog_items WHERE lower(name) = lower($1) AND id <> $2", [name, exceptId]));
}

export async function catalogSlugTaken(db: Database, slug: string, exceptId = -1): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM catalog_items WHERE slug = $1 AND id <> $2", [slug, exceptId]));
}

export async function insertCatalogItem(
  db: Database,
  item: { name: string; slug: string; description: string | null; images: string[]; github_url: string },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    "INSERT INTO catalog_items (name, slug, description, images, github_url) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [item.name, item.slug, item.description, JSON.stringify(item.images), item.github_url],
  );
  return row!.id;
}

export interface CatalogChanges {
  name?: string;
  slug?: string;
  /** null clears it; absent leaves it as it is. */
  description?: string | null;
  images?: string[];
  github_url?: string;
  is_active?: boolean;
}

/**
 * Changes only the given fields; with `unchangedSince`, only while the template's `updated_at` is still
 * that one (checked in the same statement). Returns false when no template was updated.
 */
export async function updateCatalogItem(db: Database, id: number, changes: CatalogChanges, unchangedSince?: string): Promise<boolean> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (col: string, value: unknown) => {
    params.push(value);
    sets.push(`${col} = $${params.length}`);
  };
  if (changes.name !== undefined) set("name", changes.name);
  if (changes.slug !== undefined) set("slug", changes.slug);
  if (changes.description !== undefined) set("description", changes.description);
  if (changes.images !== undefined) set("images", JSON.stringify(changes.images));
  if (changes.github_url !== undefined) set("github_url", changes.github_url);
  if (changes.is_active !== undefined) set("is_active", changes.is_active);
  sets.push("updated_at = now()");
  const version = unchangedSinceClause(params, unchangedSince);
  const rows = await db.query(`UPDATE catalog_items SET ${sets.join(", ")} WHERE id = $1${version} RETURNING id`, params);
  return rows.length > 0;
}

export async function deleteCatalogItem(db: Database, id: number): Promise<void> {
  await db.query("DELETE FROM catalog_items WHERE id = $1", [id]);
}

/** The template an automation builds from, with whether it may be used. */
export async function findTemplate(db: Database, idOrSlug: string): Promise<(TemplateRef & { is_active: boolean }) | undefined> {
  return db.one<TemplateRef & { is_active: boolean }>(
    `SELECT id, name, slug, github_url, images, is_active FROM catalog_items WHERE ${isId(idOrSlug) ? "id = $1::int" : "slug = $1"}`,
    [idOrSlug],
  );
}

export async function hasCatalogItems(db: Database): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM catalog_items LIMIT 1"));
}
