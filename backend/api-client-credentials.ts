// New API clients: a public client_id and a secret shown once (only its scrypt hash is stored).
import { randomBytes } from "node:crypto";
import type { Database } from "./db/database";
import { hashSecret } from "./util/passwords";
import { insertApiClient } from "./repos/api-clients-repo";

export async function createApiClient(
  db: Database,
  input: { name: string; description?: string | null; scopes: string[] },
): Promise<{ id: number; clientId: string; secret: string }> {
  const clientId = `cli_${randomBytes(12).toString("hex")}`;
  const secret = `cs_${randomBytes(24).toString("base64url")}`;
  const id = await insertApiClient(db, {
    name: input.name,
    description: input.description ?? null,
    scopes: input.scopes,
    clientId,
    secretHash: await hashSecret(secret),
  });
  return { id, clientId, secret };
}
