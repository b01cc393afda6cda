// SQL for API clients, their credentials and their daily usage counters.
import type { Database } from "../db/database";
import type { ApiClient } from "../../features/api-clients/schemas";
import type { SortKey, SortParam } from "../../features/api-clients/client-sort";
import { containing } from "../util/text";
import { unchangedSinceClause } from "./row-version";

const CLIENT_JSON = `json_build_object('id', c.id, 'name', c.name, 'description', c.description, 'scopes', c.scopes,
  'is_active', c.is_active, 'client_id', c.client_id, 'created_at', c.created_at, 'updated_at', c.updated_at,
  'last_used_at', c.last_used_at,
  'request_count', COALESCE((SELECT SUM(u.requests) FROM api_client_usage u WHERE u.api_client_id = c.id), 0)::int)`;

export interface ApiClientListOptions {
  skip?: number;
  limit?: number;
  /** Words each in the name, description, client id or scopes; case and accents ignored. */
  q?: string;
  /** The panel's orders (`-` first for descending); without one, by id. */
  sort?: SortParam;
}

const REQUESTS = "COALESCE((SELECT SUM(u.requests) FROM api_client_usage u WHERE u.api_client_id = c.id), 0)";

// Each as the panel sorts the whole list: missing dates last either way, ties in the list's own order (by id).
const ORDER: Record<SortKey, string> = {
  name: 'fold_text(c.name) COLLATE "C"',
  status: "c.is_active",
  created_at: "c.created_at",
  last_used_at: "c.last_used_at",
  request_count: REQUESTS,
};

function orderOf(sort: SortParam | undefined): string {
  if (!sort) return "c.id";
  const key = sort.replace(/^-/, "") as SortKey;
  return `${ORDER[key]} ${sort.startsWith("-") ? "DESC" : "ASC"} NULLS LAST, c.id`;
}

function whereOf(o: ApiClientListOptions, params: unknown[]): string {
  const words = (o.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 20);
  if (words.length === 0) return "";
  const text = `fold_text(concat_ws(' ', c.name, c.description, c.client_id, (SELECT string_agg(s, ' ') FROM jsonb_array_elements_text(c.scopes) s)))`;
  return `WHERE ${words.map((word) => `${text} LIKE fold_text($${params.push(containing(word))})`).join(" AND ")}`;
}

/** The clients in the asked order, from `skip`, at most `limit` (all without it). */
export async function listApiClientsJson(db: Database, o: ApiClientListOptions = {}): Promise<string> {
  const params: unknown[] = [o.skip ?? 0];
  const where = whereOf(o, params);
  const limit = o.limit === undefined ? "" : `LIMIT $${params.push(o.limit)}`;
  return (
    (await db.jsonText(
      `SELECT COALESCE(json_agg(${CLIENT_JSON} ORDER BY c.list_order), '[]')::text AS j FROM (
         SELECT c.*, row_number() OVER (ORDER BY ${orderOf(o.sort)}) AS list_order FROM api_clients c ${where}
         ORDER BY list_order OFFSET $1 ${limit}) c`,
      params,
    )) ?? "[]"
  );
}

/** How many clients the search holds, paging aside. */
export async function countApiClients(db: Database, o: ApiClientListOptions): Promise<number> {
  const params: unknown[] = [];
  const row = await db.one<{ n: string | number }>(`SELECT count(*) AS n FROM api_clients c ${whereOf(o, params)}`, params);
  return Number(row?.n ?? 0);
}

export async function getApiClient(db: Database, id: number): Promise<ApiClient | undefined> {
  return db.json<ApiClient>(`SELECT ${CLIENT_JSON}::text AS j FROM api_clients c WHERE c.id = $1`, [id]);
}

export async function insertApiClient(
  db: Database,
  client: { name: string; description: string | null; scopes: string[]; clientId: string; secretHash: string },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    "INSERT INTO api_clients (name, description, scopes, client_id, secret_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [client.name, client.description, JSON.stringify(client.scopes), client.clientId, client.secretHash],
  );
  return row!.id;
}

export interface ApiClientChanges {
  name?: string;
  /** null clears it; absent leaves it as it is. */
  description?: string | null;
  scopes?: string[];
  is_active?: boolean;
}

/**
 * Changes only the given fields; with `unchangedSince`, only while the client's `updated_at` is still
 * that one (checked in the same statement). Returns false when no client was updated.
 */
export async function updateApiClient(db: Database, id: number, changes: ApiClientChanges, unchangedSince?: string): Promise<boolean> {
  const sets: string[] = ["updated_at = now()"];
  const params: unknown[] = [id];
  const set = (col: string, v: unknown) => {
    params.push(v);
    sets.push(`${col} = $${params.length}`);
  };
  if (changes.name !== undefined) set("name", changes.name);
  if (changes.description !== undefined) set("description", changes.description);
  if (changes.scopes !== undefined) set("scopes", JSON.stringify(changes.scopes));
  if (changes.is_active !== undefined) set("is_active", changes.is_active);
  const version = unchangedSinceClause(params, unchangedSince);
  const rows = await db.query(`UPDATE api_clients SET ${sets.join(", ")} WHERE id = $1${version} RETURNING id`, params);
  return rows.length > 0;
}

/** Flips is_active. Returns false when the client does not exist. */
export async function toggleApiClient(db: Database, id: number): Promise<boolean> {
  const rows = await db.query("UPDATE api_clients SET is_active = NOT is_active, updated_at = now() WHERE id = $1 RETURNING id", [id]);
  return rows.length > 0;
}

/**
 * Gives the client a new secret hash (a legacy hash's counted checks go with it) and clears the copy of
 * the old secret that its niche may keep, now wrong. False when the client does not exist.
 */
export async function replaceClientSecret(db: Database, id: number, secretHash: string): Promise<boolean> {
  const rows = await db.query(
    `WITH c AS (
       UPDATE api_clients SET secret_hash = $2, legacy_checks = 0, legacy_checks_since = NULL, updated_at = now()
       WHERE id = $1 RETURNING client_id
     ), n AS (
       UPDATE niches SET client_secret = NULL WHERE client_id IN (SELECT client_id FROM c) AND client_secret IS NOT NULL
     )
     SELECT client_id FROM c`,
    [id, secretHash],
  );
  return rows.length > 0;
}

/** Deletes a client; false when it does not exist. */
export async function deleteApiClient(db: Database, id: number): Promise<boolean> {
  return (await db.query("DELETE FROM api_clients WHERE id = $1 RETURNING id", [id])).length > 0;
}

export async function getApiClientPublicId(db: Database, id: number): Promise<string | undefined> {
  return (await db.one<{ client_id: string }>("SELECT client_id FROM api_clients WHERE id = $1", [id]))?.client_id;
}

export interface ApiClientsOverview {
  total_clients: number;
  active_clients: number;
  inactive_clients: number;
  total_requests: number;
  requests_last_30_days: number;
}

export async function getApiClientsOverview(db: Database): Promise<ApiClientsOverview> {
  const row = await db.one<ApiClientsOverview>(
    `SELECT
       (SELECT count(*) FROM api_clients)::int AS total_clients,
       (SELECT count(*) FROM api_clients WHERE is_active)::int AS active_clients,
       (SELECT count(*) FROM api_clients WHERE NOT is_active)::int AS inactive_clients,
       (SELECT COALESCE(SUM(requests), 0) FROM api_client_usage)::int AS total_requests,
       (SELECT COALESCE(SUM(requests), 0) FROM api_client_usage WHERE day > (now() AT TIME ZONE 'UTC')::date - 30)::int AS requests_last_30_days`,
  );
  return row!;
}

export interface DailyUsage {
  date: string;
  requests: number;
  errors: number;
}

/** One row per UTC day of the last `days` days, today last; days without requests count zero. */
export async function getDailyUsage(db: Database, id: number, days: number): Promise<DailyUsage[]> {
  return db.query<DailyUsage>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date, COALESCE(u.requests, 0)::int AS requests, COALESCE(u.errors, 0)::int AS errors
     FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d
     LEFT JOIN api_client_usage u ON u.api_client_id = $1 AND u.day = d::date
     ORDER BY d`,
    [id, days],
  );
}

export interface ClientCredentialsRow {
  id: number;
  client_id: string;
  secret_hash: string;
  scopes: string[];
  is_active: boolean;
  /** The niche the client belongs to: it sees only that niche. Null: a client of the admin's. */
  niche_id: number | null;
}

export async function findClientCredentials(db: Database, clientId: string): Promise<ClientCredentialsRow | undefined> {
  return db.one<ClientCredentialsRow>(
    "SELECT id, client_id, secret_hash, scopes, is_active, niche_id FROM api_clients WHERE client_id = $1",
    [clientId],
  );
}

/**
 * Counts one slow (scrypt) check of the client's secret in the current window before it runs, in one
 * statement, so that concurrent requests each take their own turn. Returns the checks counted in the
 * window, this one included, and the seconds left in it (now() is when this statement's transaction began,
 * which may precede a window another one opened); undefined when the client is gone.
 */
export async function countLegacyCheck(
  db: Database,
  id: number,
  windowSeconds: number,
): Promise<{ checks: number; seconds_left: number } | undefined> {
  const row = await db.one<{ checks: number; seconds_left: number }>(
    `UPDATE api_clients SET
       legacy_checks = CASE WHEN legacy_checks_since > now() - make_interval(secs => $2) THEN legacy_checks + 1 ELSE 1 END,
       legacy_checks_since = CASE WHEN legacy_checks_since > now() - make_interval(secs => $2) THEN legacy_checks_since ELSE now() END
     WHERE id = $1
     RETURNING legacy_checks AS checks, ceil(extract(epoch FROM legacy_checks_since + make_interval(secs => $2) - now()))::int AS seconds_left`,
    [id, windowSeconds],
  );
  return row && { checks: row.checks, seconds_left: Math.min(windowSeconds, row.seconds_left) };
}

/** Replaces a slow hash the client's secret just matched with its fast one, and forgets the counted checks. */
export async function replaceLegacyHash(db: Database, id: number, legacyHash: string, hash: string): Promise<void> {
  await db.query(
    "UPDATE api_clients SET secret_hash = $3, legacy_checks = 0, legacy_checks_since = NULL WHERE id = $1 AND secret_hash = $2",
    [id, legacyHash, hash],
  );
}

/** Counts one request of the client on `day` (an error when `isError`) and stamps its last use. */
export async function recordClientRequest(db: Database, id: number, day: string, isError: boolean): Promise<void> {
  await db.query(
    `INSERT INTO api_client_usage (api_client_id, day, requests, errors) VALUES ($1, $2, 1, $3)
     ON CONFLICT (api_client_id, day) DO UPDATE SET requests = api_client_usage.requests + 1, errors = api_client_usage.errors + $3`,
    [id, day, isError ? 1 : 0],
  );
  await db.query("UPDATE api_clients SET last_used_at = now() WHERE id = $1", [id]);
}
