// Pure: which of a niche's credentials to revoke once the niche no longer names them (it was deleted,
// or a save replaced them). One that another niche still names stays; one already gone (an upstream
// that deletes them with the niche answers 404) counts as revoked. The calls are injected.
import { ApiError } from "@/lib/http/api-error";

export interface NamedCredentials {
  /** The API client's public id (`client_id`), as a niche names it. */
  clientId?: string | null;
  /** The wrapper's API key. */
  key?: string | null;
}

export interface CredentialNames {
  id: number;
  client_id?: string | null;
  external_api_key?: string | null;
}

export interface RevocationDeps {
  /** What every niche names now. */
  namesInUse(): Promise<readonly CredentialNames[]>;
  /** The client's record id, or null when there is no such client. */
  findClient(clientId: string): Promise<number | null>;
  deleteClient(recordId: number): Promise<void>;
  deleteKey(key: string): Promise<void>;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Runs every removal; throws the first failure once all have run. */
async function settleAll(removals: (() => Promise<void>)[]): Promise<void> {
  const results = await Promise.allSettled(
    removals.map(async (remove) => {
      try {
        await remove();
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    }),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** Revokes the credentials no niche names any more. */
export async function revokeUnnamed(credentials: NamedCredentials, deps: RevocationDeps): Promise<void> {
  const clientId = credentials.clientId?.trim() || null;
  const key = credentials.key?.trim() || null;
  if (!clientId && !key) return;
  const names = await deps.namesInUse();
  const removals: (() => Promise<void>)[] = [];
  if (clientId && !names.some((n) => n.client_id?.trim() === clientId)) {
    removals.push(async () => {
      const recordId = await deps.findClient(clientId);
      if (recordId !== null) await deps.deleteClient(recordId);
    });
  }
  if (key && !names.some((n) => n.external_api_key?.trim() === key)) removals.push(() => deps.deleteKey(key));
  await settleAll(removals);
}

/** Credentials a form created, by what deletes them. */
export interface CreatedCredentials {
  clients: readonly { recordId: number; clientId: string }[];
  keys: readonly string[];
}

/** Revokes what a form created and the niche does not name (`kept`: what the saved niche names). */
export async function revokeCreated(
  created: CreatedCredentials,
  kept: NamedCredentials,
  deps: Pick<RevocationDeps, "deleteClient" | "deleteKey">,
): Promise<void> {
  await settleAll([
    ...created.clients.filter((c) => c.clientId !== kept.clientId?.trim()).map((c) => () => deps.deleteClient(c.recordId)),
    ...created.keys.filter((key) => key !== kept.key?.trim()).map((key) => () => deps.deleteKey(key)),
  ]);
}
