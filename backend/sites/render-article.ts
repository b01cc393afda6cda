// A product's article on its niche's site, at /sites/<slug>/<article path>/: the latest content
// version rendered as the content viewer renders it, with the site's affiliate rule, a table of
// contents, and what search engines read (SEO title and description, canonical, Open Graph, JSON-LD).
import { escapeHtml as e } from "../util/text";
import type { SiteArticle } from "../repos/sites-repo";
import { extractToc } from "../../features/product-content/toc";
import { articlePath } from "../../lib/sites/article-path";
import { articleHtml } from "./article-html";
import { rootOf, siteFooter, siteHeader } from "./render-site";
import { sitePage } from "./site-page";
import type { SiteView } from "./site-view";

/** An address the content names by path (the social image) on the public base address. */
const absolute = (view: SiteView, path: string | null | undefined) => (path ? new URL(path, `${view.baseUrl}/`).href : null);

export function renderArticle(view: SiteView, article: SiteArticle): string {
  const words = view.words;
  const c = view.content;
  const path = `${articlePath(article)}/`;
  const root = rootOf(path);
  const canonical = `${view.siteUrl}${path}`;
  const meta = article.content_metadata ?? {};
  const headline = article.title || article.product_name || article.name || words.fallbackProduct;
  const title = meta.meta_title || headline;
  const description = meta.meta_description || c.seo.description;
  const image = absolute(view, meta.og_image_url);
  const toc = extractToc(article.content).filter((entry) => entry.level > 1);
  const tocHtml = toc.length
    ? `<nav class="toc" aria-label="${e(words.contents)}"><p><strong>${e(words.contents)}</strong></p><ol>${toc
        .map((entry) => `<li${entry.level === 3 ? ' style="margin-left:1rem"' : ""}><a href="#${e(entry.id)}">${e(entry.text)}</a></li>`)
        .join("")}</ol></nav>`
    : "";
  let body = articleHtml(article.content, { affiliateTag: view.affiliateTag, dominio: view.dominio }, words);
  // The table of contents follows the article's title; an article without one gets the headline.
  const titleEnd = body.indexOf("</h1>");
  body = titleEnd === -1 ? `<h1>${e(headline)}</h1>${tocHtml}${body}` : `${body.slice(0, titleEnd + 5)}${tocHtml}${body.slice(titleEnd + 5)}`;
  const home = { "@type": "ListItem", position: 1, name: c.site_name, item: view.siteUrl };
  return sitePage({
    lang: view.lang,
    title,
    description,
    canonical,
    ogType: "article",
    ogImage: image,
    siteName: c.site_name,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline,
        description,
        inLanguage: view.lang,
        dateModified: article.generated_at,
        mainEntityOfPage: canonical,
        ...(image ? { image } : {}),
        publisher: { "@type": "Organization", name: c.site_name, url: view.siteUrl },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [home, { "@type": "ListItem", position: 2, name: headline, item: canonical }],
      },
    ],
    header: `${siteHeader(view, root, "p")}
<nav class="crumbs" aria-label="breadcrumb"><a href="${e(root)}">${e(words.home)}</a> › <span aria-current="page">${e(headline)}</span></nav>`,
    main: `<article>${body}</article>`,
    footer: siteFooter(view),
  });
}
