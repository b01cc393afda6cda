// The not-found page of a niche site, in its language, linking to its home by its full address:
// a static host serves it for a missing path at any depth.
import { escapeHtml as e } from "../util/text";
import { siteFooter, siteHeader } from "./render-site";
import { sitePage } from "./site-page";
import type { SiteView } from "./site-view";

export function renderSiteNotFound(view: SiteView): string {
  const words = view.words;
  return sitePage({
    lang: view.lang,
    title: `${words.notFoundTitle} · ${view.content.site_name}`,
    description: words.notFoundBody,
    siteName: view.content.site_name,
    header: siteHeader(view, view.siteUrl, "p"),
    main: `<h1>${e(words.notFoundTitle)}</h1><p>${e(words.notFoundBody)}</p><p><a href="${e(view.siteUrl)}">${e(words.backHome)}</a></p>`,
    footer: siteFooter(view),
  });
}

/** No site at this address: said in the panel's language, since no site says in which. */
export function renderNoSite(slug: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Sitio no encontrado</title></head><body style="font-family:system-ui;padding:3rem"><main><h1>Sitio no encontrado</h1><p>No hay ningún sitio desplegado para «${e(slug)}».</p></main></body></html>`;
}
