// The wizard's own normalisation, so the server derives the slug the admin saw, whatever the name's script.
export { normalizeSlugPart as slugify } from "../../lib/markets/slug-part";

/** `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Deterministic 32-bit FNV-1a hash. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pick from a list, keyed by a seed string. */
export function pick<T>(list: readonly T[], seed: string): T {
  return list[hash32(seed) % list.length];
}
