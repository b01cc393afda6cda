// Browser storage keys.
export const TOKEN_KEY = "token";
export const USER_TYPE_KEY = "user_type";
export const LOGIN_TIMESTAMP_KEY = "login_timestamp";
export const ADMIN_USER_TYPE = "admin";
export const THEME_KEY = "theme";
export const CONTRAST_KEY = "contrastMode";
// httpOnly copy of the token so the request guard (proxy.ts) can redirect before any HTML is sent.
export const SESSION_COOKIE = "afiliados_session";
