import "server-only";
// Whether the session cookie's token is still accepted, for server routes that act on their own
// (the markdown renderer) rather than forwarding to the upstream, which would check it itself. The
// panel cannot check the token's signature (a FastAPI upstream keeps its secret), so it asks the
// upstream's users/me, and remembers a yes for a short while so a viewer's renders cost one call.
import { createHash } from "node:crypto";
import { CURRENT_USER_PATH } from "./session-paths";
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
  /** How long a yes is believed. */
  ttlMs?: number;
  /** How long a no is believed: a flood of forged cookies then costs one upstream check each. */
  refusedTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface VerifyOptions {
  /** Ask the upstream even if a yes is cached: a read was just refused, the cache may be stale. */
  fresh?: boolean;
}

export type SessionVerifier = ((token: string, options?: VerifyOptions) => Promise<SessionVerdict>) & {
  /** The cached verdict, without asking the upstream: null when nothing is known. */
  known: (token: string) => Exclude<SessionVerdict, "unavailable"> | null;
};

export function createSessionVerifier({
  askUpstream,
  ttlMs = 60_000,
  refusedTtlMs = 60_000,
  maxEntries = 1_000,
  now = Date.now,
}: SessionVerifierOptions): SessionVerifier {
  // Keyed by a hash: the cache never holds a usable token.
  const verdicts = new Map<string, { verdict: "valid" | "refused"; until: number }>();
  const keyOf = (token: string) => createHash("sha256").update(token).digest("base64url");
  const known = (token: string) => {
    const key = keyOf(token);
    const entry = verdicts.get(key);
    if (entry && entry.until > now()) return entry.verdict;
    verdicts.delete(key);
    return null;
  };
  const remember = (token: string, verdict: "valid" | "refused") => {
    const key = keyOf(token);
    verdicts.delete(key);
    if (verdicts.size >= maxEntries) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(key, { verdict, until: now() + (verdict === "valid" ? ttlMs : refusedTtlMs) });
  };
  // Requests that arrive together with the same token (a page and its route handlers) share one question.
  const asking = new Map<string, Promise<SessionVerdict>>();
  const ask = async (token: string): Promise<SessionVerdict> => {
    const status = await askUpstream(token);
    if (status === 200) {
      remember(token, "valid");
      return "valid";
    }
    if (status === 401 || status === 403) {
      remember(token, "refused");
      return "refused";
    }
    return "unavailable";
  };
  const verify = async (token: string, { fresh = false }: VerifyOptions = {}): Promise<SessionVerdict> => {
    const cached = known(token);
    if (cached === "refused" || (cached === "valid" && !fresh)) return cached;
    const key = keyOf(token);
    let pending = asking.get(key);
    if (!pending) {
      pending = ask(token).finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    return pending;
  };
  return Object.assign(verify, { known });
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
