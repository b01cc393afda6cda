// The deployed site URL of a niche, from its vercel_data.
// Kept private to the dashboard: the niche detail screen applies the same rule on its own.
const PATHS: readonly (readonly string[])[] = [["siteUrl"], ["vercelUrl"], ["deployment", "siteUrl"], ["deployment", "url"], ["url"]];

function parse(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The first usable URL among siteUrl, vercelUrl, deployment.siteUrl, deployment.url, url; a bare host gets https://. */
export function resolveSiteUrl(vercelData: unknown): string | null {
  const data = parse(vercelData);
  for (const path of PATHS) {
    const candidate = at(data, path);
    if (typeof candidate !== "string" || !candidate.trim()) continue;
    const text = candidate.trim();
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
    try {
      const url = new URL(withScheme);
      if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
    } catch {
      // Not a URL: try the next key.
    }
  }
  return null;
}
