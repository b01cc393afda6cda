// Pure: the deployed site's URL from a niche's vercel_data.

import { asObject, type JsonObject as Json } from "@/lib/as-object";

function usableUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text) return null;
  // Deployment answers sometimes carry a bare host (my-site.vercel.app).
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Parses vercel_data, stored as JSON text (an object is accepted too). */
export function parseVercelData(vercelData: unknown): Json | null {
  if (typeof vercelData === "string") {
    try {
      return asObject(JSON.parse(vercelData));
    } catch {
      return null;
    }
  }
  return asObject(vercelData);
}

/** Tries siteUrl, vercelUrl, deployment.siteUrl, deployment.url, url in that order; null when none is usable. */
export function resolveSiteUrl(vercelData: unknown): string | null {
  const data = parseVercelData(vercelData);
  if (!data) return null;
  const deployment = asObject(data.deployment);
  const candidates = [data.siteUrl, data.vercelUrl, deployment?.siteUrl, deployment?.url, data.url];
  for (const candidate of candidates) {
    const url = usableUrl(candidate);
    if (url) return url;
  }
  return null;
}
