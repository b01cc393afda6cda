// The niche's credentials (external API key, read-only API client) are created by the create step
// itself, so a wizard left half-way leaves none behind; a run that ends without a niche removes them.
// Pure orchestration: the calls are injected and unit-tested.
import { apiClientFor, apiKeyNameFor, NO_CREDENTIALS, type WizardCredentials } from "./wizard-data";

export type CredentialPart = "apiKey" | "apiClient";
export type CredentialStatus = "idle" | "running" | "done" | "error";

export interface CredentialDeps {
  fetchEmail(): Promise<string | null | undefined>;
  createApiKey(body: { name: string; email: string }): Promise<{ key: string }>;
  createApiClient(body: ReturnType<typeof apiClientFor>): Promise<{ id: number; client_id: string; client_secret: string }>;
  deleteApiKey(key: string): Promise<void>;
  deleteApiClient(id: number): Promise<void>;
  onStatus(part: CredentialPart, status: CredentialStatus): void;
  /** A part that could not be made: the niche is created without it. */
  onError(part: CredentialPart | "email", error: unknown): void;
}

async function attempt<T>(part: CredentialPart, deps: CredentialDeps, run: () => Promise<T>): Promise<T | null> {
  deps.onStatus(part, "running");
  try {
    const value = await run();
    deps.onStatus(part, "done");
    return value;
  } catch (error) {
    deps.onStatus(part, "error");
    deps.onError(part, error);
    return null;
  }
}

export async function createNicheCredentials(name: string, deps: CredentialDeps): Promise<WizardCredentials> {
  let email: string | null = null;
  try {
    email = (await deps.fetchEmail())?.trim() || null;
  } catch (error) {
    deps.onError("email", error);
  }
  const [key, client] = await Promise.all([
    email
      ? attempt("apiKey", deps, () => deps.createApiKey({ name: apiKeyNameFor(name), email }))
      : (deps.onStatus("apiKey", "error"), null),
    attempt("apiClient", deps, () => deps.createApiClient(apiClientFor(name))),
  ]);
  return {
    ...NO_CREDENTIALS,
    email,
    apiKey: key?.key ?? null,
    clientId: client?.client_id ?? null,
    clientSecret: client?.client_secret ?? null,
    apiClientRecordId: client?.id ?? null,
  };
}

/** Best effort: a removal that fails is only logged. */
export async function removeNicheCredentials(
  credentials: WizardCredentials,
  deps: Pick<CredentialDeps, "deleteApiKey" | "deleteApiClient">,
  logError: (message: string, error: unknown) => void,
): Promise<void> {
  const removals: Promise<void>[] = [];
  if (credentials.apiKey) removals.push(deps.deleteApiKey(credentials.apiKey));
  if (credentials.apiClientRecordId !== null) removals.push(deps.deleteApiClient(credentials.apiClientRecordId));
  for (const result of await Promise.allSettled(removals)) {
    if (result.status === "rejected") logError("[wizard] could not remove a credential of a niche never created", result.reason);
  }
}
