// A niche site's index (a page of its products at a time), served at /sites/<slug>/ and
// /sites/<slug>/pagina/<n>/: a card per product, linked to its article when it has one.
import { escapeHtml as e } from "../util/text";
import type { SiteProduct } from "../repos/sites-repo";
import { affiliateUrl } from "../content-writer/product-article";
import { articlePath } from "../../lib/sites/article-path";
import { AFFILIATE_REL } from "./site-links";
import { sitePage } from "./site-page";
import type { SiteView } from "./site-view";

/** Products per index page. */
export const INDEX_PAGE_SIZE = 48;

/** An index page's path under the site (the first is the site's home). */
export const indexPagePath = (page: number) => (page === 1 ? "" : `pagina/${page}/`);

/** From a page at `path` back to the site's home, as a relative link. */
export const rootOf = (path: string) => "../".repeat(path.split("/").filter(Boolean).length);

export function siteHeader(view: SiteView, root: string, heading: "h1" | "p"): string {
  const c = view.content;
  const name = heading === "h1" ? `<h1 class="title">${e(c.hero.title)}</h1>` : `<p class="title"><a href="${e(root || "./")}">${e(c.site_name)}</a></p>`;
  return `<header class="site"><div class="wrap">
  ${name}
  <p>${e(c.tagline)}</p>
  <div class="meta">
    <span class="pill">${e(view.nicheName)}</span>
    <span class="pill">${e(view.words.market)}: ${e(view.marketLabel)}</span>
    <span class="pill">${e(view.words.tone)}: ${e(view.tone)}</span>
    ${view.template?.name ? `<span class="pill">${e(view.words.template)}: ${e(view.template.name)}</span>` : ""}
  </div>
</div></header>`;
}

export function siteFooter(view: SiteView): string {
  return `${e(view.content.disclosure)} · ${e(view.content.site_name)} · ${e(view.words.generatedBy)}`;
}

function card(view: SiteView, p: SiteProduct, root: string): string {
  const words = view.words;
  const title = p.content_title || p.product_name || p.name || p.asin || words.fallbackProduct;
  const amazon = affiliateUrl(p.amazon_url, p.asin, view.dominio, view.affiliateTag);
  const heading = p.has_content ? `<a href="${e(`${root}${articlePath(p)}/`)}">${e(title)}</a>` : e(title);
  return `<li class="card"><h3>${heading}</h3>${p.asin ? `<p class="muted">ASIN ${e(p.asin)}</p>` : ""}<a class="btn" href="${e(amazon)}" rel="${AFFILIATE_REL.join(" ")}" target="_blank">${e(words.viewOnAmazon)}</a></li>`;
}

export interface IndexPage {
  page: number;
  products: SiteProduct[];
  hasNext: boolean;
}

export function renderSite(view: SiteView, { page, products, hasNext }: IndexPage): string {
  const c = view.content;
  const words = view.words;
  const root = rootOf(indexPagePath(page));
  const cards = products.map((p) => card(view, p, root)).join("");
  const first = page === 1;
  const sections = first ? c.sections.map((s) => `<section id="${e(s.id)}"><h2>${e(s.title)}</h2><p>${e(s.body)}</p></section>`).join("") : "";
  const faq = first && c.faq.length ? `<h2>${e(words.faq)}</h2>${c.faq.map((f) => `<details><summary>${e(f.question)}</summary><p>${e(f.answer)}</p></details>`).join("")}` : "";
  const prev = page > 1 ? `${root}${indexPagePath(page - 1)}` || "./" : null;
  const next = hasNext ? `${root}${indexPagePath(page + 1)}` : null;
  const pager = prev || next
    ? `<nav class="pages" aria-label="${e(words.pageOf.replace("{n}", String(page)))}">${prev ? `<a rel="prev" href="${e(prev)}">${e(words.previousPage)}</a>` : "<span></span>"}${next ? `<a rel="next" href="${e(next)}">${e(words.nextPage)}</a>` : ""}</nav>`
    : "";
  const title = first ? c.seo.title : `${c.seo.title} · ${words.pageOf.replace("{n}", String(page))}`;
  return sitePage({
    lang: view.lang,
    title,
    description: c.seo.description,
    canonical: `${view.siteUrl}${indexPagePath(page)}`,
    siteName: c.site_name,
    links: [
      ...(page > 1 ? [{ rel: "prev", href: `${view.siteUrl}${indexPagePath(page - 1)}` }] : []),
      ...(hasNext ? [{ rel: "next", href: `${view.siteUrl}${indexPagePath(page + 1)}` }] : []),
    ],
    jsonLd: [{ "@context": "https://schema.org", "@type": "WebSite", name: c.site_name, url: view.siteUrl, inLanguage: view.lang, description: c.seo.description }],
    header: siteHeader(view, root, "h1"),
    main: `${first ? `<p>${e(c.about)}</p>` : ""}
  <h2>${e(words.featured)}</h2>
  ${cards ? `<ul class="grid">${cards}</ul>` : `<p class="muted">${e(words.comingSoon)}</p>`}
  ${pager}
  ${sections}
  ${faq}`,
    footer: siteFooter(view),
  });
}
