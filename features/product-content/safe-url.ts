// Link address filter of the rendered markdown: only these schemes, or relative.

export const SAFE_PROTOCOLS = ["http", "https", "ircs", "irc", "mailto", "xmpp"] as const;

/** Image data URLs allowed in `src`: raster formats only, base64 (SVG can carry script). */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/** The URL if its scheme is allowed or it is relative; otherwise an empty string. */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  if (colon === -1) return url;
  const firstDelimiter = [url.indexOf("/"), url.indexOf("?"), url.indexOf("#")].filter((i) => i !== -1);
  // A colon after a path, query or fragment delimiter is not a scheme ("./a:b", "?q=a:b").
  if (firstDelimiter.some((i) => i < colon)) return url;
  const scheme = url.slice(0, colon).toLowerCase();
  return (SAFE_PROTOCOLS as readonly string[]).includes(scheme) ? url : "";
}

/** For image sources: the link rule plus raster base64 data URLs. */
export function safeImageUrl(url: string): string {
  return SAFE_IMAGE_DATA.test(url.trim()) ? url : safeUrl(url);
}
