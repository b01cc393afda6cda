// The revocations of ./credential-revocation with the real calls.
import { deleteApiClient, findApiClient } from "@/features/api-clients";
import { deleteApiKey } from "@/features/api-keys";
import { apiRequest } from "@/lib/browser-data/client";
import { call } from "@/lib/http/call";
import { nichesContract } from "./contract";
import { nicheCredentialNamesSchema } from "./secrets-schema";
import {
  revokeCreated,
  revokeUnnamed,
  type CreatedCredentials,
  type NamedCredentials,
  type RevocationDeps,
} from "./credential-revocation";

function deps(options: { keepalive?: boolean } = {}): RevocationDeps {
  return {
    namesInUse: () => call(nichesContract.list, { answer: nicheCredentialNamesSchema }, apiRequest),
    findClient: async (clientId) => (await findApiClient(clientId))?.id ?? null,
    deleteClient: (recordId) => deleteApiClient(recordId, options),
    deleteKey: (key) => deleteApiKey(key, options),
  };
}

/** Revokes a niche's former credentials that no niche names any more. */
export const revokeUnnamedCredentials = (credentials: NamedCredentials) => revokeUnnamed(credentials, deps());

/** Revokes what a form created and did not save; `keepalive` while the page is being left. */
export const revokeFormCredentials = (created: CreatedCredentials, kept: NamedCredentials, options?: { keepalive?: boolean }) =>
  revokeCreated(created, kept, deps(options));
