// The auth calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.

export const authPathTemplates = {
  signIn: "/api/v1/login/access-token",
  currentUser: "/api/v1/users/me",
  signOut: "/api/v1/logout",
} as const;

export const LOGIN_PATH = authPathTemplates.signIn;
export const CURRENT_USER_PATH = authPathTemplates.currentUser;
/** Optional upstream call: ends the token server-side (an upstream without it keeps its own rules). */
export const SIGN_OUT_PATH = authPathTemplates.signOut;
