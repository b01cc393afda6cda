// The session's upstream calls: the only place their URLs are spelled (the HTTP client, the sign-in
// screen, the front server's routing and the server-side session check all read them here).
export const LOGIN_PATH = "/api/v1/login/access-token";
export const CURRENT_USER_PATH = "/api/v1/users/me";
/** Optional upstream call: ends the token server-side (an upstream without it keeps its own rules). */
export const SIGN_OUT_PATH = "/api/v1/logout";
/** The panel's own route that clears the session cookie and sends the browser to sign in. */
export const EXPIRED_SESSION_PATH = "/session/expired";
/** On /login: the session was refused, so the browser forgets its stored copy too. */
export const EXPIRED_SESSION_PARAM = "expired";
