// Where an address in generated content really points. Content is read inside the panel, so an
// address is resolved the way the reader's browser would resolve it against the panel's origin
// (WHATWG URL rules: backslashes as slashes, leading spaces and control characters dropped, `//host`
// naming another host). Deciding by the raw text instead let `//evil.example`, `/\evil.example` or
// ` //evil.example` pass as in-panel links.
import { markets } from "@/lib/markets/markets";

/** A stand-in for the panel's origin: the renderer runs on the server and does not need the real one. */
const PANEL = "https://panel.invalid";

export type ResolvedUrl = { kind: "fragment"; href: string } | { kind: "panel"; href: string } | { kind: "external"; href: string; url: URL };

/** Resolves `value` against the panel's origin; null when it does not parse as a URL at all. */
export function resolveContentUrl(value: string): ResolvedUrl | null {
  let url: URL;
  try {
    url = new URL(value, `${PANEL}/`);
  } catch {
    return null;
  }
  if (url.origin !== PANEL) return { kind: "external", href: url.href, url };
  // Rewritten in canonical form, so what the browser follows is exactly what was checked.
  const onlyFragment = value.trim().startsWith("#");
  return onlyFragment ? { kind: "fragment", href: url.hash } : { kind: "panel", href: `${url.pathname}${url.search}${url.hash}` };
}

// Amazon's own hosts: the marketplaces of every market and the short-link domain.
const AMAZON_DOMAINS = new Set([...markets.map((market) => market.dominio.toLowerCase()), "amzn.to"]);

/**
 * Whether a content link points at a real Amazon host (the host itself, not any text that mentions
 * Amazon), short links included. Not the product-link rule (`lib/markets/product-url.ts`), which
 * accepts only a product page of the niche's marketplace.
 */
export function isOnAmazonHost(url: URL): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  for (const domain of AMAZON_DOMAINS) {
    if (host === domain || host.endsWith(`.${domain}`)) return true;
  }
  return false;
}
