// A niche's client secret is shown once; "Generar uno nuevo" asks the upstream for a new one. An
// upstream without the call (404, 405), or one whose client list has no client with the niche's
// client_id, cannot: the screen offers a new client instead.
import { findApiClient, rotateApiClientSecret } from "@/features/api-clients";
import type { ApiClientCreated } from "@/features/api-clients/schemas";
import { isMissingEndpoint } from "@/lib/http/optional-endpoint";

export type Rotation = { kind: "rotated"; client: ApiClientCreated } | { kind: "unavailable" };

export async function rotateNicheClientSecret(clientId: string): Promise<Rotation> {
  const record = await findApiClient(clientId);
  if (!record) return { kind: "unavailable" };
  try {
    return { kind: "rotated", client: await rotateApiClientSecret(record.id) };
  } catch (error) {
    if (isMissingEndpoint(error)) return { kind: "unavailable" };
    throw error;
  }
}
