// The page a sign-in goes back to (`/login?next=…`): only one of the panel's own, since any site can
// link to the sign-in with any address.
import { RETURN_PARAM } from "./return-path";

/** The first path segment of every page behind the sign-in. */
const PANEL_SECTIONS = ["dashboard", "niches", "products", "niche-catalog", "admin"];
// Any origin will do: it only tells a path on this origin from one that leaves it.
const HERE = "http://panel.invalid";

/** `target` as a path of one of the panel's pages (with its query and fragment), or null. */
export function panelPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return null;
  }
  // "//host", "/\host" and the like resolve to another origin.
  if (url.origin !== HERE) return null;
  if (!PANEL_SECTIONS.includes(url.pathname.split("/")[1] ?? "")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a sign-in made from `search` (the sign-in page's query) goes back to, if any. */
export function returnPathIn(search: string): string | null {
  return panelPath(new URLSearchParams(search).get(RETURN_PARAM));
}
