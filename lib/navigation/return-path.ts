// Where to go back to after signing in again: the page the user was on when the session ended. It comes
// through the address (`/login?next=…`), which anyone can link to, so the sign-in takes only the panel's
// own pages (./panel-path.ts, loaded by the sign-in page alone).

export const RETURN_PARAM = "next";

/** The sign-in page, coming back to `here` (the page the session ended on) afterwards. */
export function signInAgainPath(here: string): string {
  return `/login?${RETURN_PARAM}=${encodeURIComponent(here)}`;
}
