import { ADMIN_USER_TYPE, LOGIN_TIMESTAMP_KEY, SESSION_TAB_KEYS, TOKEN_KEY, USER_TYPE_KEY } from "./storage-keys";

// An admin session older than ten years is cleared.
export const ADMIN_SESSION_MAX_AGE_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

export interface StoredSession {
  token: string | null;
  userType: string | null;
  loginTimestamp: string | null;
}

export function readSession(storage: Storage): StoredSession {
  return {
    token: storage.getItem(TOKEN_KEY),
    userType: storage.getItem(USER_TYPE_KEY),
    loginTimestamp: storage.getItem(LOGIN_TIMESTAMP_KEY),
  };
}

export function isSessionValid(session: StoredSession, now: number): boolean {
  if (!session.token) return false;
  if (session.userType !== ADMIN_USER_TYPE) return true;
  const startedAt = Number(session.loginTimestamp);
  if (!Number.isFinite(startedAt) || startedAt <= 0) return false;
  return now - startedAt <= ADMIN_SESSION_MAX_AGE_MS;
}

export function storeSession(storage: Storage, token: string, now: number): void {
  storage.setItem(TOKEN_KEY, token);
  // The panel has a single role: every signed-in user is the administrator.
  storage.setItem(USER_TYPE_KEY, ADMIN_USER_TYPE);
  storage.setItem(LOGIN_TIMESTAMP_KEY, String(now));
}

export function clearStoredSession(local: Storage, session: Storage): void {
  for (const key of [TOKEN_KEY, USER_TYPE_KEY, LOGIN_TIMESTAMP_KEY]) local.removeItem(key);
  for (const key of SESSION_TAB_KEYS) session.removeItem(key);
}
