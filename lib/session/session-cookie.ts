import "server-only";
import { isHttpsForwardedProto } from "@/lib/security/security-headers.mjs";
import { SESSION_COOKIE } from "./storage-keys";

// The embedded backend's token lifetime, for a token that does not say its own.
const DEFAULT_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * How long the cookie may keep `token`: no longer than the token lives. A JWT says it with `exp`,
 * counted from its `iat` when it has one (the upstream's clock, not the panel's); an opaque token,
 * or one whose life reads as over (clocks apart), gets the embedded backend's 30 days.
 */
function sessionMaxAgeS(token: string): number {
  const claims = jwtClaims(token);
  if (typeof claims?.exp !== "number") return DEFAULT_MAX_AGE_S;
  const life = Math.floor(claims.exp - (typeof claims.iat === "number" ? claims.iat : Date.now() / 1000));
  return life > 0 ? life : DEFAULT_MAX_AGE_S;
}

function jwtClaims(token: string): { exp?: unknown; iat?: unknown } | undefined {
  const payload = token.split(".")[1];
  try {
    const claims: unknown = payload ? JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) : undefined;
    return claims !== null && typeof claims === "object" ? claims : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser reached the panel over HTTPS. Route handlers see `x-forwarded-proto` as
 * Next, the front server (only a trusted proxy's value is believed there) or Vercel set it.
 */
export function isHttpsRequest(headers: Headers): boolean {
  return isHttpsForwardedProto(headers.get("x-forwarded-proto"));
}

/**
 * `Secure` follows the request's scheme: a browser drops a Secure cookie set over plain HTTP
 * (a LAN host name), and over HTTPS it must never travel in clear.
 */
export function sessionCookie(token: string, https: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${sessionMaxAgeS(token)}${https ? "; Secure" : ""}`;
}

export function clearedSessionCookie(https: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${https ? "; Secure" : ""}`;
}
