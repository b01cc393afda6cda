// Fixture data as the upstream sends it (the wire shape), checked against the entity's contract schema
// when built: a fixture the screens' own parsing would refuse fails here, not in a confusing screen state.
import * as z from "zod/mini";
import { apiClientCreatedSchema, apiClientSchema, apiClientsOverviewSchema } from "@/features/api-clients/schemas";
import { apiKeySchema } from "@/features/api-keys/schemas";
import { loginResponseSchema, userSchema } from "@/features/auth/schemas";
import { healthSchema } from "@/features/health/schemas";
import { catalogItemSchema } from "@/features/niche-catalog/schemas";
import { nicheSchema } from "@/features/niches/schemas";
import { productContentSchema, productSchema } from "@/features/products/schemas";

function valid<S extends z.ZodMiniType>(schema: S, value: z.input<S>): z.input<S> {
  z.parse(schema, value);
  return value;
}

export type NicheWire = z.input<typeof nicheSchema>;
export type ProductWire = z.input<typeof productSchema>;
export type CatalogItemWire = z.input<typeof catalogItemSchema>;
export type ApiClientWire = z.input<typeof apiClientSchema>;
export type ApiClientsOverviewWire = z.input<typeof apiClientsOverviewSchema>;
export type HealthWire = z.input<typeof healthSchema>;
export type ProductContentWire = z.input<typeof productContentSchema>;
export type AccessTokenWire = z.input<typeof loginResponseSchema>;
export type UserWire = z.input<typeof userSchema>;
export type ApiKeyWire = z.input<typeof apiKeySchema>;
export type ApiClientCreatedWire = z.input<typeof apiClientCreatedSchema>;

const CREATED = "2026-01-10T09:00:00Z";
const UPDATED = "2026-02-01T12:30:00Z";

export function niche(overrides: Partial<NicheWire> & Pick<NicheWire, "id" | "name">): NicheWire {
  const slug = overrides.slug ?? overrides.name.toLowerCase().normalize("NFD").replace(/[^a-z0-9]+/g, "-");
  return valid(nicheSchema, {
    slug,
    affiliate_tag: `${slug}-21`,
    description: `Todo sobre ${overrides.name.toLowerCase()}`,
    keywords: "hogar, ofertas",
    is_active: true,
    mercado: "España",
    default_tone: "profesional",
    created_at: CREATED,
    updated_at: UPDATED,
    product_count: 0,
    vercel_data: null,
    ...overrides,
  });
}

export function product(overrides: Partial<ProductWire> & Pick<ProductWire, "id">): ProductWire {
  const asin = overrides.asin ?? `B0TEST${String(overrides.id).padStart(4, "0")}`;
  return valid(productSchema, {
    amazon_url: `https://www.amazon.es/dp/${asin}`,
    asin,
    generation_status: "pending",
    created_at: CREATED,
    updated_at: UPDATED,
    ...overrides,
  });
}

export function catalogItem(overrides: Partial<CatalogItemWire> & Pick<CatalogItemWire, "id" | "name">): CatalogItemWire {
  const slug = overrides.slug ?? overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return valid(catalogItemSchema, {
    slug,
    description: `Plantilla ${overrides.name}`,
    images: [`/uploads/${slug}-1.png`],
    github_url: `https://github.com/ejemplo/${slug}`,
    is_active: true,
    created_at: CREATED,
    updated_at: UPDATED,
    ...overrides,
  });
}

export function apiClient(overrides: Partial<ApiClientWire> & Pick<ApiClientWire, "id" | "name">): ApiClientWire {
  return valid(apiClientSchema, {
    description: null,
    scopes: ["read"],
    is_active: true,
    client_id: `cli_${overrides.id}`,
    created_at: CREATED,
    updated_at: UPDATED,
    last_used_at: null,
    request_count: 0,
    ...overrides,
  });
}

export function apiClientsOverview(overrides: Partial<ApiClientsOverviewWire> = {}): ApiClientsOverviewWire {
  return valid(apiClientsOverviewSchema, {
    total_clients: 0,
    active_clients: 0,
    inactive_clients: 0,
    total_requests: 0,
    requests_last_30_days: 0,
    window_days: 30,
    ...overrides,
  });
}

export function health(overrides: Partial<HealthWire> = {}): HealthWire {
  return valid(healthSchema, {
    status: "ok",
    database: { status: "ok", latency_ms: 3 },
    realtime: { status: "ok", connected_clients: 1 },
    generation: { status: "ok", queued: 0, processing: 0 },
    uptime_s: 3600,
    version: "1.0.0",
    ...overrides,
  });
}

export function productContent(overrides: Partial<ProductContentWire> & Pick<ProductContentWire, "version">): ProductContentWire {
  return valid(productContentSchema, {
    title: "Guía de compra",
    content: "# Guía de compra\n\nTexto de la guía.",
    generated_at: UPDATED,
    content_metadata: null,
    ...overrides,
  });
}

/** The sign-in call's answer. */
export function accessToken(token: string): AccessTokenWire {
  return valid(loginResponseSchema, { access_token: token, token_type: "bearer" });
}

/** users/me: the signed-in administrator. */
export function currentUser(overrides: Partial<UserWire> = {}): UserWire {
  return valid(userSchema, { id: 1, email: "admin@example.com", username: "admin", full_name: "Administrador", is_active: true, ...overrides });
}

/** The wrapper's answer to creating an external API key. */
export function createdApiKey(overrides: Partial<ApiKeyWire> & Pick<ApiKeyWire, "key">): ApiKeyWire {
  return valid(apiKeySchema, { name: null, email: null, created_at: CREATED, is_active: true, ...overrides });
}

/** A created API client: the only answer that carries its secret. */
export function createdApiClient(
  overrides: Partial<ApiClientCreatedWire> & Pick<ApiClientCreatedWire, "id" | "name" | "client_secret">,
): ApiClientCreatedWire {
  return valid(apiClientCreatedSchema, { ...apiClient({ id: overrides.id, name: overrides.name }), ...overrides });
}
