// The og:image placeholders, drawn once per caption and kept (most recently used last, bounded),
// each with a strong ETag over its bytes so a browser holding it gets a 304 without a body.
import { createHash } from "node:crypto";

export interface DrawnImage {
  body: string;
  etag: string;
}

export const OG_IMAGE_CACHE_ENTRIES = 500;

export function ogImageCache(draw: (title: string, subtitle: string) => string, maxEntries = OG_IMAGE_CACHE_ENTRIES) {
  const entries = new Map<string, DrawnImage>();
  return function imageOf(title: string, subtitle: string): DrawnImage {
    // JSON keeps the two texts apart whatever they contain.
    const key = JSON.stringify([title, subtitle]);
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const body = draw(title, subtitle);
    const image = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    entries.set(key, image);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return image;
  };
}

/** Whether an If-None-Match header names `etag` (a list, weak forms and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}
