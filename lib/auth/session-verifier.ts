// Whether the session cookie's token is still accepted, for server routes that act on their own
// (the markdown renderer) rather than forwarding to the upstream, which would check it itself. The
// panel cannot check the token's signature (a FastAPI upstream keeps its secret), so it asks the
// upstream's users/me, and remembers a yes for a short while so a viewer's renders cost one call.
import { createHash } from "node:crypto";
import { CURRENT_USER_PATH } from "./paths";
import { SESSION_COOKIE } from "./storage-keys";

export type SessionVerdict = "valid" | "refused" | "unavailable";

/** The token in the session cookie, or null. */
export function sessionToken(headers: Headers): string | null {
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = pair.split("=");
    if (name.trim() !== SESSION_COOKIE) continue;
    const value = rest.join("=").trim();
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export interface SessionVerifierOptions {
  /** Asks the upstream about a token: its users/me status, or null when the upstream cannot be reached. */
  askUpstream: (token: string) => Promise<number | null>;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export function createSessionVerifier({ askUpstream, ttlMs = 60_000, maxEntries = 1_000, now = Date.now }: SessionVerifierOptions) {
  // Keyed by a hash: the cache never holds a usable token.
  const acceptedUntil = new Map<string, number>();
  return async function verify(token: string): Promise<SessionVerdict> {
    const key = createHash("sha256").update(token).digest("base64url");
    const until = acceptedUntil.get(key);
    if (until !== undefined && until > now()) return "valid";
    acceptedUntil.delete(key);
    const status = await askUpstream(token);
    if (status === 200) {
      if (acceptedUntil.size >= maxEntries) acceptedUntil.delete(acceptedUntil.keys().next().value!);
      acceptedUntil.set(key, now() + ttlMs);
      return "valid";
    }
    return status === 401 || status === 403 ? "refused" : "unavailable";
  };
}

/** users/me on the API upstream, server to server. */
export function upstreamUsersMe(apiUpstream: string, timeoutMs = 5_000) {
  return async (token: string): Promise<number | null> => {
    try {
      const response = await fetch(`${apiUpstream}${CURRENT_USER_PATH}`, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
        redirect: "manual",
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return null;
    }
  };
}
