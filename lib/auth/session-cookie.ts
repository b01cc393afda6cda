import "server-only";
import { SESSION_COOKIE } from "./storage-keys";

// Ten years, matching the admin session length of spec 01 §6.
const MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

export function sessionCookie(token: string): string {
  const secure = process.env.NODE_ENV === "production" && process.env.SESSION_COOKIE_INSECURE !== "1" ? "; Secure" : "";
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${secure}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
