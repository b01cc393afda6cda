// Plain ESM so next.config.mjs (every page and route handler) and the front server (the /api,
// /wrapper and /socket.io/ answers it gives itself) put the same headers on every response.

const PERMISSIONS = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/**
 * The security headers of every response.
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders() {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: PERMISSIONS },
  ];
}

/**
 * HSTS, for answers to a request that reached the panel over HTTPS only: over plain HTTP a browser
 * ignores it (RFC 6797), and a LAN host name must stay reachable over HTTP. Never in development,
 * where it would pin localhost to HTTPS.
 */
export const HSTS_HEADER = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/**
 * Whether a request arrived over HTTPS, by the rule the session cookie's `Secure` follows: the first
 * `X-Forwarded-Proto` value, as Next, the front server (from the connection or a trusted proxy) or
 * Vercel's edge set it.
 * @param {string | string[] | null | undefined} forwardedProto
 * @returns {boolean}
 */
export function isHttpsForwardedProto(forwardedProto) {
  const first = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
  return first?.split(",")[0]?.trim().toLowerCase() === "https";
}
