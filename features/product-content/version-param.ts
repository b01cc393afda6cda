// The viewer's chosen version, kept in the URL as ?version=N so a reload or a shared link opens it.
export const VERSION_PARAM = "version";

/** The version a URL names, or null (the latest is shown). */
export function parseVersionParam(value: string | readonly string[] | null | undefined): number | null {
  return typeof value === "string" && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}
