// A niche site's sitemap (its index pages and every published article, with its last change) and
// its robots.txt naming it.
import { escapeHtml as e } from "../util/text";
import type { SiteArticleRef } from "../repos/sites-repo";
import { articlePath } from "../../lib/sites/article-path";
import { indexPagePath } from "./render-site";
import type { SiteView } from "./site-view";

/** `siteDates`: when the site and its niche last changed; an index page changes with them and its articles. */
export function sitemapXml(view: SiteView, indexPages: number, articles: readonly SiteArticleRef[], siteDates: readonly (string | undefined)[]): string {
  const indexLastmod = Math.max(...[...siteDates, ...articles.map((a) => a.generated_at)].map((d) => Date.parse(d ?? "") || 0));
  const urls = [
    ...Array.from({ length: indexPages }, (_, i) => ({ loc: `${view.siteUrl}${indexPagePath(i + 1)}`, lastmod: indexLastmod })),
    ...articles.map((a) => ({ loc: `${view.siteUrl}${articlePath(a)}/`, lastmod: a.generated_at })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `<url><loc>${e(u.loc)}</loc><lastmod>${e(new Date(u.lastmod).toISOString())}</lastmod></url>`).join("\n")}
</urlset>
`;
}

export function robotsTxt(view: SiteView): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${view.siteUrl}sitemap.xml\n`;
}
