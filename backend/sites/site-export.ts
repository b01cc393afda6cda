// A niche site as static files, the very pages the site serves, for any static host: index.html at
// the root and in each further index page's folder, one folder per article, sitemap.xml, robots.txt
// and 404.html. Their links are relative (the not-found page's go to the configured base address).
// Articles are read and rendered a batch at a time, so the archive's memory stays flat with the site.
import type { Database } from "../db/database";
import { getSiteArticles, getSiteState, listSiteProducts, type SiteArticleRef } from "../repos/sites-repo";
import { articlePath } from "../../lib/sites/article-path";
import { INDEX_PAGE_SIZE, indexPagePath, renderSite } from "./render-site";
import { renderArticle } from "./render-article";
import { renderSiteNotFound } from "./render-not-found";
import { indexPageCount, siteArticles } from "./site-pages";
import { robotsTxt, sitemapXml } from "./sitemap";
import { siteView } from "./site-view";
import type { ZipFile } from "./zip-writer";

/** Articles read and rendered together. */
const BATCH = 25;

/** The files of the site `slug`, one at a time; undefined when there is no such site. */
export async function siteFiles(db: Database, baseUrl: string, slug: string): Promise<AsyncIterable<ZipFile> | undefined> {
  const state = await getSiteState(db, slug);
  if (!state) return undefined;
  const view = siteView(slug, state, baseUrl);
  const nicheId = state.niche?.id;
  const siteDates = [state.site_updated_at, state.niche?.updated_at];
  async function* files(): AsyncGenerator<ZipFile> {
    const pages = await indexPageCount(db, nicheId);
    for (let page = 1; page <= pages; page++) {
      const rows = nicheId === undefined ? [] : await listSiteProducts(db, nicheId, { offset: (page - 1) * INDEX_PAGE_SIZE, limit: INDEX_PAGE_SIZE });
      yield { name: `${indexPagePath(page)}index.html`, data: renderSite(view, { page, products: rows, hasNext: page < pages }) };
    }
    const listed: SiteArticleRef[] = [];
    if (nicheId !== undefined) {
      for await (const refs of siteArticles(db, nicheId, BATCH)) {
        listed.push(...refs);
        for (const article of await getSiteArticles(db, refs.map((r) => r.id))) {
          yield { name: `${articlePath(article)}/index.html`, data: renderArticle(view, article) };
        }
      }
    }
    yield { name: "sitemap.xml", data: sitemapXml(view, pages, listed, siteDates) };
    yield { name: "robots.txt", data: robotsTxt(view) };
    yield { name: "404.html", data: renderSiteNotFound(view) };
  }
  return files();
}
