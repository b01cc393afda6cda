// Plain ESM so next.config.mjs (every page and route handler) and the front server (the /api,
// /wrapper and /socket.io/ answers it gives itself) put the same headers on every response.

const PERMISSIONS = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/**
 * The security headers of every response; HSTS only in production (a dev server on http would pin it).
 * @param {boolean} production
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(production) {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: PERMISSIONS },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}
