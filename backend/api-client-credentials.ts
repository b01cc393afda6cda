// API-client secrets: a public client_id and a secret shown once, of which only a keyed hash is stored.
// A secret is 192 random bits, so HMAC-SHA256 under a server key checks it in microseconds: a slow hash
// would add cost, not safety. Secrets stored before were scrypt hashes: each check of one is counted
// before it runs (LEGACY_CHECKS_PER_MINUTE per client), and the first that matches replaces the hash.
import { randomBytes } from "node:crypto";
import type { Database } from "./db/database";
import { verifySecret } from "./util/passwords";
import { isKeyedHash, keyedHash, verifyKeyedHash } from "./util/keyed-hash";
import { countLegacyCheck, insertApiClient, replaceLegacyHash, replaceClientSecret } from "./repos/api-clients-repo";
import { sharedSecret } from "./repos/instance-secrets-repo";

export const LEGACY_CHECKS_PER_MINUTE = 5;

const keys = new WeakMap<Database, Promise<Uint8Array>>();

/** The HMAC key: generated once and kept in the database, where every instance sharing it finds it. */
function secretKey(db: Database): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = sharedSecret(db, "api-client-secrets", randomBytes(32).toString("base64url")).then((v) => Buffer.from(v, "base64url"));
    keys.set(db, key);
    // A database fault must not be remembered as the key.
    key.catch(() => keys.delete(db));
  }
  return key;
}

const newSecret = () => `cs_${randomBytes(24).toString("base64url")}`;

export async function createApiClient(
  db: Database,
  input: { name: string; description?: string | null; scopes: string[] },
): Promise<{ id: number; clientId: string; secret: string }> {
  const clientId = `cli_${randomBytes(12).toString("hex")}`;
  const secret = newSecret();
  const id = await insertApiClient(db, {
    name: input.name,
    description: input.description ?? null,
    scopes: input.scopes,
    clientId,
    secretHash: keyedHash(await secretKey(db), secret),
  });
  return { id, clientId, secret };
}

/** A new secret for the client, in place of the old one from this moment; undefined when the client is gone. */
export async function rotateClientSecret(db: Database, id: number): Promise<string | undefined> {
  const secret = newSecret();
  return (await replaceClientSecret(db, id, keyedHash(await secretKey(db), secret))) ? secret : undefined;
}

export type SecretCheck = { kind: "valid" } | { kind: "invalid" } | { kind: "throttled"; retryAfterSeconds: number };

/** Whether `secret` is the client's; a legacy hash may refuse to be checked for a while instead. */
export async function checkClientSecret(db: Database, client: { id: number; secret_hash: string }, secret: string): Promise<SecretCheck> {
  const key = await secretKey(db);
  if (isKeyedHash(client.secret_hash)) return { kind: verifyKeyedHash(key, secret, client.secret_hash) ? "valid" : "invalid" };
  const turn = await countLegacyCheck(db, client.id, 60);
  if (!turn) return { kind: "invalid" };
  if (turn.checks > LEGACY_CHECKS_PER_MINUTE) return { kind: "throttled", retryAfterSeconds: Math.max(1, turn.seconds_left) };
  if (!(await verifySecret(secret, client.secret_hash))) return { kind: "invalid" };
  await replaceLegacyHash(db, client.id, client.secret_hash, keyedHash(key, secret));
  return { kind: "valid" };
}
