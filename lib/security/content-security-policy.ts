// The page CSP: scripts only from this origin with a per-request nonce; no eval outside development.
export function buildContentSecurityPolicy(nonce: string, isDev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // Style attributes (radix positioning, progress widths) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    // Product images and generated content may point at marketplace image hosts, over HTTPS only:
    // a plain-http image on an HTTPS panel is mixed content and lets anyone on the path watch readers.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
