// The panel's own session routes (not upstream calls).
/** Clears the session cookie and sends the browser to sign in. */
export const EXPIRED_SESSION_PATH = "/session/expired";
/** On /login: the session was refused, so the browser forgets its stored copy too. */
export const EXPIRED_SESSION_PARAM = "expired";
