// The session's own calls, spelled once and free of zod: the browser's client and the front server
// use them on every first load, and the auth contract declares its endpoints on them.
export const SIGN_IN_PATH = "/api/v1/login/access-token";
export const CURRENT_USER_PATH = "/api/v1/users/me";
export const SIGN_OUT_PATH = "/api/v1/logout";
