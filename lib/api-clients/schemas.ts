// Contract for admin API clients (spec 02 §3 "API client", §7 "Admin API clients").
import { z } from "zod";

export const API_CLIENT_SCOPES = ["admin", "read", "write"] as const;
export const apiClientScopeSchema = z.enum(API_CLIENT_SCOPES);
export type ApiClientScope = z.infer<typeof apiClientScopeSchema>;

export const apiClientSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  scopes: z.array(z.string()).default([]),
  is_active: z.boolean().default(true),
  client_id: z.string(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  last_used_at: z.string().nullish(),
  request_count: z.number().nullish(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;
export const apiClientListSchema = z.array(apiClientSchema);

const descriptionSchema = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z.string().max(500).nullish(),
);

const scopesSchema = z
  .array(apiClientScopeSchema)
  .min(1, { error: "Selecciona al menos un scope" })
  .transform((s) => [...new Set(s)]);

/** POST /v1/admin/api-clients/ body; scopes default to ["admin"]. */
export const apiClientCreateSchema = z.object({
  name: z.string({ error: "El nombre es obligatorio" }).trim().min(1, { error: "El nombre es obligatorio" }).max(200),
  description: descriptionSchema,
  scopes: scopesSchema.default(["admin"]),
});
export type ApiClientCreate = z.input<typeof apiClientCreateSchema>;

/** Creation answer: the only time client_secret is returned. */
export const apiClientCreatedSchema = apiClientSchema.extend({ client_secret: z.string() });
export type ApiClientCreated = z.infer<typeof apiClientCreatedSchema>;

/** PUT /v1/admin/api-clients/{id} body. */
export const apiClientUpdateSchema = z.object({
  name: z.string().trim().min(1, { error: "El nombre es obligatorio" }).max(200).optional(),
  description: descriptionSchema,
  scopes: scopesSchema.optional(),
  is_active: z.boolean().optional(),
});
export type ApiClientUpdate = z.input<typeof apiClientUpdateSchema>;

export const API_CLIENT_STATS_DEFAULT_DAYS = 30;
export const apiClientStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(API_CLIENT_STATS_DEFAULT_DAYS),
});

/** GET /v1/admin/api-clients/{id}/stats?days= : one row per day of the window, zeros included. */
export const apiClientStatsSchema = z.looseObject({
  id: z.number().optional(),
  client_id: z.string(),
  days: z.number(),
  total_requests: z.number(),
  total_errors: z.number(),
  daily: z.array(z.looseObject({ date: z.string(), requests: z.number(), errors: z.number() })),
});
export type ApiClientStats = z.infer<typeof apiClientStatsSchema>;

/** GET /v1/admin/api-clients/stats/overview. */
export const apiClientsOverviewSchema = z.looseObject({
  total_clients: z.number(),
  active_clients: z.number(),
  inactive_clients: z.number(),
  total_requests: z.number(),
  requests_last_30_days: z.number(),
  window_days: z.number().default(30),
});
export type ApiClientsOverview = z.infer<typeof apiClientsOverviewSchema>;

/** Headers carrying API-client credentials (alternative to the bearer token). */
export const API_CLIENT_ID_HEADER = "x-client-id";
export const API_CLIENT_SECRET_HEADER = "x-client-secret";
