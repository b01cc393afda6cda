// Admin API clients: /api/v1/admin/api-clients/ (admin bearer token or a client with the admin scope).
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { intParam, notFound, parseOr422 } from "../http-errors";
import {
  apiClientCreateSchema,
  apiClientStatsQuerySchema,
  apiClientUpdateSchema,
  type ApiClient,
} from "../../lib/api-clients/schemas";
import { hashSecret } from "../util/passwords";
import { forgetClientSecret } from "../auth";
import type { Database } from "../db/database";

const CLIENT_JSON = `json_build_object('id', c.id, 'name', c.name, 'description', c.description, 'scopes', c.scopes,
  'is_active', c.is_active, 'client_id', c.client_id, 'created_at', c.created_at, 'updated_at', c.updated_at,
  'last_used_at', c.last_used_at,
  'request_count', COALESCE((SELECT SUM(u.requests) FROM api_client_usage u WHERE u.api_client_id = c.id), 0)::int)`;

async function getClient(db: Database, id: number): Promise<ApiClient | undefined> {
  return db.json<ApiClient>(`SELECT ${CLIENT_JSON}::text AS j FROM api_clients c WHERE c.id = $1`, [id]);
}

export async function createApiClient(db: Database, input: { name: string; description?: string | null; scopes: string[] }) {
  const clientId = `cli_${randomBytes(12).toString("hex")}`;
  const secret = `cs_${randomBytes(24).toString("base64url")}`;
  const row = await db.one<{ id: number }>(
    "INSERT INTO api_clients (name, description, scopes, client_id, secret_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [input.name, input.description ?? null, JSON.stringify(input.scopes), clientId, await hashSecret(secret)],
  );
  return { id: row!.id, clientId, secret };
}

export function registerApiClientRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const admin = { config: { adminOnly: true } };
  const idOf = (params: unknown) => intParam((params as { id: string }).id, "client_id");

  app.get("/api/v1/admin/api-clients/", admin, async (_request, reply) => {
    reply.type("application/json; charset=utf-8");
    return (await db.jsonText(`SELECT COALESCE(json_agg(${CLIENT_JSON} ORDER BY c.id), '[]')::text AS j FROM api_clients c`)) ?? "[]";
  });

  app.post("/api/v1/admin/api-clients/", admin, async (request, reply) => {
    const body = parseOr422(apiClientCreateSchema, request.body);
    const created = await createApiClient(db, body);
    reply.code(201);
    return { ...(await getClient(db, created.id)), client_secret: created.secret };
  });

  app.get("/api/v1/admin/api-clients/stats/overview", admin, async () => {
    const row = await db.one<Record<string, number>>(
      `SELECT
         (SELECT count(*) FROM api_clients)::int AS total_clients,
         (SELECT count(*) FROM api_clients WHERE is_active)::int AS active_clients,
         (SELECT count(*) FROM api_clients WHERE NOT is_active)::int AS inactive_clients,
         (SELECT COALESCE(SUM(requests), 0) FROM api_client_usage)::int AS total_requests,
         (SELECT COALESCE(SUM(requests), 0) FROM api_client_usage WHERE day > (now() AT TIME ZONE 'UTC')::date - 30)::int AS requests_last_30_days`,
    );
    return { ...row, window_days: 30 };
  });

  app.get("/api/v1/admin/api-clients/:id", admin, async (request) => {
    const client = await getClient(db, idOf(request.params));
    if (!client) throw notFound("Cliente API no encontrado");
    return client;
  });

  app.put("/api/v1/admin/api-clients/:id", admin, async (request) => {
    const id = idOf(request.params);
    const body = parseOr422(apiClientUpdateSchema, request.body);
    const sent = new Set(Object.keys((request.body as object) ?? {}));
    const sets: string[] = ["updated_at = now()"];
    const params: unknown[] = [id];
    const set = (col: string, v: unknown) => {
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    if (body.name !== undefined) set("name", body.name);
    if (sent.has("description")) set("description", body.description ?? null);
    if (body.scopes !== undefined) set("scopes", JSON.stringify(body.scopes));
    if (body.is_active !== undefined) set("is_active", body.is_active);
    const rows = await db.query(`UPDATE api_clients SET ${sets.join(", ")} WHERE id = $1 RETURNING id`, params);
    if (rows.length === 0) throw notFound("Cliente API no encontrado");
    return getClient(db, id);
  });

  app.delete("/api/v1/admin/api-clients/:id", admin, async (request) => {
    const id = idOf(request.params);
    const row = await db.one<{ client_id: string }>("DELETE FROM api_clients WHERE id = $1 RETURNING client_id", [id]);
    if (!row) throw notFound("Cliente API no encontrado");
    forgetClientSecret(row.client_id);
    return { message: "Cliente API eliminado correctamente", id };
  });

  app.post("/api/v1/admin/api-clients/:id/toggle-status", admin, async (request) => {
    const id = idOf(request.params);
    const rows = await db.query("UPDATE api_clients SET is_active = NOT is_active, updated_at = now() WHERE id = $1 RETURNING id", [id]);
    if (rows.length === 0) throw notFound("Cliente API no encontrado");
    return getClient(db, id);
  });

  app.get("/api/v1/admin/api-clients/:id/stats", admin, async (request) => {
    const id = idOf(request.params);
    const { days } = parseOr422(apiClientStatsQuerySchema, request.query, "query");
    const client = await db.one<{ client_id: string }>("SELECT client_id FROM api_clients WHERE id = $1", [id]);
    if (!client) throw notFound("Cliente API no encontrado");
    const daily = await db.query<{ date: string; requests: number; errors: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date, COALESCE(u.requests, 0)::int AS requests, COALESCE(u.errors, 0)::int AS errors
       FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d
       LEFT JOIN api_client_usage u ON u.api_client_id = $1 AND u.day = d::date
       ORDER BY d`,
      [id, days],
    );
    return {
      id,
      client_id: client.client_id,
      days,
      total_requests: daily.reduce((s, d) => s + d.requests, 0),
      total_errors: daily.reduce((s, d) => s + d.errors, 0),
      daily,
    };
  });
}
