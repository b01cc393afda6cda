// Contract for admin API clients.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { absent, withDefault } from "@/lib/zod/received";
import { preprocess } from "@/lib/zod/preprocess";
import { expectedUpdatedAt } from "@/lib/zod/expected-updated-at";
import { CREDENTIAL_NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

import { API_CLIENT_SCOPES } from "./scopes";
import { SORT_PARAMS } from "./client-sort";
import { pageQuerySchema } from "@/lib/contract/page-query";

export { API_CLIENT_SCOPES };
export const apiClientScopeSchema = z.enum(API_CLIENT_SCOPES);
export type ApiClientScope = z.infer<typeof apiClientScopeSchema>;

export const apiClientSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.nullish(z.string()),
  scopes: withDefault(z.array(z.string()), []),
  is_active: withDefault(z.boolean(), true),
  client_id: z.string(),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  last_used_at: z.nullish(z.string()),
  request_count: z.nullish(z.number()),
});
export type ApiClient = z.infer<typeof apiClientSchema>;
export const apiClientListSchema = z.array(apiClientSchema);

const descriptionSchema = preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z.nullish(z.string().check(z.maxLength(500))),
);

const scopesSchema = z.pipe(
  z.array(apiClientScopeSchema).check(z.minLength(1, { error: "Selecciona al menos un scope" })),
  z.transform((s: ApiClientScope[]) => [...new Set(s)]),
);

const nameChecks = [
  z.trim(),
  z.minLength(1, { error: "El nombre es obligatorio" }),
  z.maxLength(CREDENTIAL_NAME_MAX_LENGTH, { error: `El nombre no puede superar los ${CREDENTIAL_NAME_MAX_LENGTH} caracteres` }),
] as const;

/** POST /v1/admin/api-clients/ body; scopes default to ["admin"]. */
export const apiClientCreateSchema = z.object({
  name: z.string({ error: "El nombre es obligatorio" }).check(...nameChecks),
  description: descriptionSchema,
  scopes: z._default(scopesSchema, ["admin"]),
});
export type ApiClientCreate = z.input<typeof apiClientCreateSchema>;

/** Creation answer: the only time client_secret is returned. */
export const apiClientCreatedSchema = z.extend(apiClientSchema, { client_secret: z.string() });
export type ApiClientCreated = z.infer<typeof apiClientCreatedSchema>;

/** PUT /v1/admin/api-clients/{id} body. */
export const apiClientUpdateSchema = z.object({
  name: z.optional(z.string().check(...nameChecks)),
  description: descriptionSchema,
  scopes: z.optional(scopesSchema),
  is_active: z.optional(z.boolean()),
  expected_updated_at: expectedUpdatedAt("client"),
});
export type ApiClientUpdate = z.input<typeof apiClientUpdateSchema>;

export const API_CLIENT_STATS_DEFAULT_DAYS = 30;
export const apiClientStatsQuerySchema = z.object({
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(365)), API_CLIENT_STATS_DEFAULT_DAYS),
});

/** GET /v1/admin/api-clients/{id}/stats?days= : one row per day of the window, zeros included. */
export const apiClientStatsSchema = z.looseObject({
  id: absent(z.number()),
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
  window_days: withDefault(z.number(), 30),
});
export type ApiClientsOverview = z.infer<typeof apiClientsOverviewSchema>;

/** The client list's optional search and sort; an upstream without them answers the whole list. */
export const apiClientListQuerySchema = z.extend(pageQuerySchema, {
  /** Words each in the name, description, client id or scopes; case and accents ignored. */
  q: z.optional(z.string().check(z.maxLength(200))),
  /** A column, `-` first for descending; missing dates last either way. */
  sort: z.optional(z.enum(SORT_PARAMS)),
});
