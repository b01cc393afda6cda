// Pure: what deleting a niche would take with it, shown in the confirmation modal.
import type { ApiClient } from "@/features/api-clients/schemas";
import type { Product } from "@/features/products/schemas";
import { hasStoredSecret, type NicheView } from "./secrets";
import { resolveSiteUrl } from "./site-url";

export interface DeleteSummary {
  products: number;
  generatedContent: number;
  siteUrl: string | null;
  /** The niche's API client, revoked with it; `name` is null when the client list does not hold it. */
  client: { clientId: string; name: string | null } | null;
  /** The niche has a wrapper API key, revoked with it. */
  apiKey: boolean;
}

export function deleteSummary(
  niche: Pick<NicheView, "vercel_data" | "client_id" | "stored_secrets">,
  products: readonly Product[],
  clients: readonly Pick<ApiClient, "client_id" | "name">[],
): DeleteSummary {
  const clientId = niche.client_id?.trim();
  return {
    products: products.length,
    // A product has content once generation completed or a content title was written.
    generatedContent: products.filter((p) => p.generation_status === "completed" || Boolean(p.content_title)).length,
    siteUrl: resolveSiteUrl(niche.vercel_data),
    client: clientId ? { clientId, name: clients.find((c) => c.client_id === clientId)?.name ?? null } : null,
    apiKey: hasStoredSecret(niche, "external_api_key"),
  };
}
