import "server-only";
// A stored content version never changes, so its sanitized HTML is rendered once per process and
// kept here, most recently used last, within a count and a size. The markdown is kept beside it and
// compared on a hit (cheap next to rendering), so an upstream that rewrote a version in place still
// gets its new text rendered.

export interface ContentVersionKey {
  productId: number | string;
  /** The content's own id when the upstream sends one. */
  contentId?: number | null;
  version: number;
}

export interface VersionHtmlLimits {
  maxEntries: number;
  /** Characters of markdown and HTML held in all. */
  maxChars: number;
}

const DEFAULT_LIMITS: VersionHtmlLimits = { maxEntries: 200, maxChars: 32 * 1024 * 1024 };

interface Entry {
  markdown: string;
  html: string;
}

export function versionHtmlCache(render: (markdown: string) => Promise<string>, limits: VersionHtmlLimits = DEFAULT_LIMITS) {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const size = (entry: Entry) => entry.markdown.length + entry.html.length;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= size(entry);
  };

  return async function htmlOf(key: ContentVersionKey, markdown: string): Promise<string> {
    const id = `${key.productId}:${key.contentId ?? ""}:${key.version}`;
    const hit = entries.get(id);
    if (hit && hit.markdown === markdown) {
      // Used again: to the end of the eviction order.
      entries.delete(id);
      entries.set(id, hit);
      return hit.html;
    }
    const entry = { markdown, html: await render(markdown) };
    // Another view of this version may have stored it meanwhile.
    drop(id);
    if (size(entry) > limits.maxChars) return entry.html;
    entries.set(id, entry);
    chars += size(entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
      drop(oldest);
    }
    return entry.html;
  };
}
