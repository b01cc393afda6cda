import "server-only";
import { isHttpsForwardedProto } from "@/lib/security/security-headers.mjs";
import { SESSION_COOKIE } from "./storage-keys";

// Ten years, matching the admin session length.
const MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

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
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${https ? "; Secure" : ""}`;
}

export function clearedSessionCookie(https: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${https ? "; Secure" : ""}`;
}
