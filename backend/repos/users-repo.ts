// SQL for the admin user and the sessions it has ended.
import type { Database } from "../db/database";
import type { User } from "../../features/auth/schemas";
import { TOKEN_LIFETIME_SECONDS } from "../token-lifetime";

export interface SignInRow {
  id: number;
  username: string;
  password_hash: string;
  is_active: boolean;
}

export async function findUserForSignIn(db: Database, username: string): Promise<SignInRow | undefined> {
  return db.one<SignInRow>("SELECT id, username, password_hash, is_active FROM users WHERE username = $1", [username]);
}

export async function getUserProfile(db: Database, id: number): Promise<User | undefined> {
  return db.one<User>("SELECT id, email, username, full_name, is_active, is_superuser FROM users WHERE id = $1", [id]);
}

export interface TokenUserRow {
  id: number;
  username: string;
  is_active: boolean;
  revoked: boolean;
}

/** The user a token names, and whether that token's id has been revoked. */
export async function getTokenUser(db: Database, id: number, tokenId: string): Promise<TokenUserRow | undefined> {
  return db.one<TokenUserRow>(
    "SELECT id, username, is_active, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked FROM users WHERE id = $1",
    [id, tokenId],
  );
}

/**
 * Ends a session: its token id is refused from now on. The revocation is kept as long as the token could
 * still be used (no token outlives its lifetime from now); each sign-out forgets those past that.
 */
export async function revokeTokenId(db: Database, tokenId: string): Promise<void> {
  await db.query(
    "INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, now() + make_interval(secs => $2)) ON CONFLICT (jti) DO NOTHING",
    [tokenId, TOKEN_LIFETIME_SECONDS],
  );
  await db.query("DELETE FROM revoked_tokens WHERE expires_at < now()");
}

/** The admin user, created or brought up to date (active, email, password) in one statement. */
export async function upsertAdminRow(db: Database, admin: { username: string; email: string; passwordHash: string }): Promise<void> {
  await db.query(
    `INSERT INTO users (username, email, full_name, password_hash, is_active, is_superuser) VALUES ($1, $2, 'Administrador', $3, TRUE, TRUE)
     ON CONFLICT (username) DO UPDATE SET email = EXCLUDED.email, password_hash = EXCLUDED.password_hash, is_active = TRUE`,
    [admin.username, admin.email, admin.passwordHash],
  );
}
