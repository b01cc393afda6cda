// "Crear API Client nuevo" on a niche whose upstream cannot give its client a new secret: a new client
// (read scope) goes into the niche, and the old one is deleted. A niche that cannot be saved keeps its
// client, and the new one is deleted again. Loaded when the user asks.
import { createApiClient, deleteApiClient } from "@/features/api-clients";
import type { ApiClientCreated } from "@/features/api-clients/schemas";
import { updateNiche } from "./mutations";
import { nicheClientFor } from "./niche-client";
import { revokeUnnamedCredentials } from "./revoke-credentials";

export interface Replacement {
  client: ApiClientCreated;
  /** False when the old client could not be deleted (the niche uses the new one either way). */
  revoked: boolean;
}

export async function replaceNicheClient(niche: { id: number; name: string; client_id?: string | null }): Promise<Replacement> {
  const client = await createApiClient(nicheClientFor(niche.name));
  try {
    // The niche keeps no copy of a secret: it is shown once, here.
    await updateNiche(niche.id, { client_id: client.client_id, client_secret: null });
  } catch (error) {
    await deleteApiClient(client.id).catch(() => undefined);
    throw error;
  }
  try {
    await revokeUnnamedCredentials({ clientId: niche.client_id });
    return { client, revoked: true };
  } catch (error) {
    console.warn("[niches] the replaced API client could not be deleted", error);
    return { client, revoked: false };
  }
}
