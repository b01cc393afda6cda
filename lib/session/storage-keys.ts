// Browser storage keys.
export const TOKEN_KEY = "token";
export const USER_TYPE_KEY = "user_type";
export const LOGIN_TIMESTAMP_KEY = "login_timestamp";
export const ADMIN_USER_TYPE = "admin";
// This tab's copies of the work the session started: the wizard's run and the automation it follows.
export const WIZARD_RUN_KEY = "niche_wizard_run";
export const AUTOMATION_TASK_KEY = "automation_task";
/** What this tab's storage holds of the session: forgotten with it. */
export const SESSION_TAB_KEYS = [TOKEN_KEY, WIZARD_RUN_KEY, AUTOMATION_TASK_KEY] as const;
export const THEME_KEY = "theme";
export const CONTRAST_KEY = "contrastMode";
// httpOnly copy of the token so the request guard (proxy.ts) can redirect before any HTML is sent.
export const SESSION_COOKIE = "afiliados_session";
