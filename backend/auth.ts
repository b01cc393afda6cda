// Authentication: admin JWT (HS256, jose) or API-client credentials (X-Client-Id + X-Client-Secret).
import fs from "node:fs";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { API_CLIENT_ID_HEADER, API_CLIENT_SECRET_HEADER } from "../lib/contract/credential-headers";
import type { AppContext, Principal } from "./context";
import type { BackendConfig } from "./config";
import { HttpError } from "./http-errors";
import { hashSecret, verifySecret } from "./util/passwords";
import type { Database } from "./db/database";
import { findUserForSignIn, getTokenUser, upsertAdminRow } from "./repos/users-repo";
import { sharedSecret } from "./repos/instance-secrets-repo";
import { findClientCredentials } from "./repos/api-clients-repo";
import { checkClientSecret } from "./api-client-credentials";
import { TOKEN_LIFETIME_SECONDS } from "./token-lifetime";

/**
 * JWT_SECRET when given. Otherwise a key generated once: in the data folder for PGlite; in the database
 * for PostgreSQL, so that every instance sharing it signs and verifies with the same key. There it sits in
 * clear beside the data: whoever reads the database (a backup, a read-only role) can sign admin tokens.
 */
export async function loadJwtKey(
  db: Database,
  config: Pick<BackendConfig, "dataDir" | "jwtSecret" | "production">,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (db.kind === "postgres") {
    log.warn(
      config.production
        ? "JWT_SECRET no está definido en producción: la clave que firma las sesiones se guarda en claro en la base de datos y quien lea la base de datos (o una copia de seguridad) puede firmar sesiones de administrador. Define JWT_SECRET en todas las instancias."
        : "JWT_SECRET no está definido: la clave que firma las sesiones se genera y se guarda en la base de datos, compartida por las instancias. Defínelo para sacarla de la base de datos.",
    );
    return new TextEncoder().encode(await sharedSecret(db, "jwt", randomBytes(48).toString("base64url")));
  }
  const file = path.join(config.dataDir, "jwt-secret");
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}

export async function signAccessToken(key: Uint8Array, userId: number, username: string): Promise<string> {
  return new SignJWT({ username })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(key);
}

export interface VerifiedToken {
  id: number;
  username: string;
  tokenId: string;
}

/**
 * Verifies a JWT and loads its active user, or returns null when the token is not good. A token without
 * an id predates sign-out revocation and could never be ended, so it is refused: its holder signs in
 * again; so is one issued longer ago than a token lives, whatever expiry it carries. A database fault is
 * no verdict on the token: it propagates (503), so that the panel does not sign its user out.
 */
export async function verifyAccessToken(ctx: Pick<AppContext, "db" | "jwtKey">, token: string): Promise<VerifiedToken | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ["HS256"], maxTokenAge: TOKEN_LIFETIME_SECONDS }));
  } catch {
    return null;
  }
  const id = Number(payload.sub);
  if (!Number.isInteger(id) || typeof payload.jti !== "string") return null;
  const user = await getTokenUser(ctx.db, id, payload.jti);
  return user && user.is_active && !user.revoked ? { id: user.id, username: user.username, tokenId: payload.jti } : null;
}

/** Creates or updates the admin user from env on each start; instances starting together may both do it. */
export async function upsertAdminUser(db: Database, admin: { username: string; password: string; email: string }): Promise<void> {
  const existing = await findUserForSignIn(db, admin.username);
  // An unchanged password keeps its hash (hashing again would change it for nothing).
  const same = existing !== undefined && (await verifySecret(admin.password, existing.password_hash));
  const passwordHash = same ? existing.password_hash : await hashSecret(admin.password);
  await upsertAdminRow(db, { username: admin.username, email: admin.email, passwordHash });
}

async function authenticateClient(ctx: Pick<AppContext, "db">, clientId: string, secret: string): Promise<Principal> {
  const row = await findClientCredentials(ctx.db, clientId);
  const invalid = new HttpError(401, "Could not validate credentials", { "WWW-Authenticate": "Bearer" });
  if (!row) throw invalid;
  const check = await checkClientSecret(ctx.db, row, secret);
  if (check.kind === "throttled") {
    throw new HttpError(429, "Demasiados intentos con las credenciales de este API Client. Espera un minuto e inténtalo de nuevo.", {
      "Retry-After": String(check.retryAfterSeconds),
    });
  }
  if (check.kind === "invalid") throw invalid;
  if (!row.is_active) throw new HttpError(403, "El API Client está desactivado");
  return { kind: "client", apiClientId: row.id, clientId: row.client_id, scopes: row.scopes, nicheId: row.niche_id };
}

/** The caller's identity from a bearer token or API-client credentials, or a 401/403/429 HttpError. */
export async function authenticate(ctx: Pick<AppContext, "db" | "jwtKey">, request: FastifyRequest): Promise<Principal> {
  const authz = request.headers.authorization;
  if (typeof authz === "string" && authz.trim() !== "") {
    const m = /^Bearer\s+(\S+)$/i.exec(authz.trim());
    if (!m) throw new HttpError(401, "Not authenticated", { "WWW-Authenticate": "Bearer" });
    const user = await verifyAccessToken(ctx, m[1]);
    if (!user) throw new HttpError(401, "Could not validate credentials", { "WWW-Authenticate": "Bearer" });
    return { kind: "user", userId: user.id, username: user.username, tokenId: user.tokenId };
  }
  const clientId = request.headers[API_CLIENT_ID_HEADER];
  const secret = request.headers[API_CLIENT_SECRET_HEADER];
  if (typeof clientId === "string" && typeof secret === "string" && clientId && secret) {
    return authenticateClient(ctx, clientId, secret);
  }
  throw new HttpError(401, "Not authenticated", { "WWW-Authenticate": "Bearer" });
}
