import { SESSION_COOKIE } from "./storage-keys";

/**
 * True when a request carries the session cookie: the check middleware.ts makes before any page,
 * for route handlers that the middleware does not cover. Kept free of Next imports.
 */
export function hasSessionCookie(headers: Headers): boolean {
  const cookies = headers.get("cookie") ?? "";
  return cookies.split(";").some((pair) => {
    const [name, ...value] = pair.split("=");
    return name.trim() === SESSION_COOKIE && value.join("=").trim() !== "";
  });
}
