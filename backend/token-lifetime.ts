/**
 * How long an admin session token lives, in seconds. Every token is refused this long after it was issued,
 * whatever expiry it carries, so a revocation can be forgotten once this long has passed.
 */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
