// The panel's own session routes (not upstream calls).
import { panelPath } from "@/lib/navigation/panel-path";
import { RETURN_PARAM } from "@/lib/navigation/return-path";

/** Clears the session cookie and sends the browser to sign in. */
export const EXPIRED_SESSION_PATH = "/session/expired";
/** On /login: the session was refused, so the browser forgets its stored copy too. */
export const EXPIRED_SESSION_PARAM = "expired";
/** Set by the request guard on every page request: the page's path and query, for coming back to it. */
export const PAGE_PATH_HEADER = "x-panel-page";

/** The route that clears a refused session, passing on the panel page (if any) to come back to after signing in. */
export function expiredSessionPath(page: string | null | undefined): string {
  const back = panelPath(page);
  return back ? `${EXPIRED_SESSION_PATH}?${RETURN_PARAM}=${encodeURIComponent(back)}` : EXPIRED_SESSION_PATH;
}

/** Where the expired route sends the browser: the sign-in, saying the session ended, and the page to come back to. */
export function expiredSignInPath(search: string): string {
  const back = panelPath(new URLSearchParams(search).get(RETURN_PARAM));
  return `/login?${EXPIRED_SESSION_PARAM}=1${back ? `&${RETURN_PARAM}=${encodeURIComponent(back)}` : ""}`;
}
