// What each address of a niche site answers, read on request: a page reads only what it shows (the
// site and its niche, then one page of products, or one product and its latest version), and says
// which version of those rows it shows (ETag, Last-Modified), so a conditional request costs no render.
import { createHash } from "node:crypto";
import type { Database } from "../db/database";
import { countSiteProducts, getSiteArticle, getSiteState, listSiteArticles, listSiteProducts, type SiteArticleRef, type SiteState } from "../repos/sites-repo";
import { articleKey } from "../../lib/sites/article-path";
import { INDEX_PAGE_SIZE, renderSite } from "./render-site";
import { renderArticle } from "./render-article";
import { renderSiteNotFound } from "./render-not-found";
import { robotsTxt, sitemapXml } from "./sitemap";
import { siteView, type SiteView } from "./site-view";

export interface SitePage {
  status: 200 | 404;
  type: string;
  /** Called only when the page is sent: a conditional request that matches renders nothing. */
  body: () => string;
  etag: string;
  lastModified: Date;
  /** Whether If-Modified-Since may validate it: a list's dates do not change when one of its rows is deleted. */
  datesSeeEveryChange: boolean;
}

export type SiteAddress = { kind: "index"; page: number } | { kind: "article"; path: string } | { kind: "sitemap" } | { kind: "robots" } | { kind: "missing" };

const HTML = "text/html; charset=utf-8";

/** Articles a sitemap lists at most (the protocol's limit). */
const SITEMAP_MAX = 50_000;

function versionOf(rows: unknown, dates: readonly (string | null | undefined)[], datesSeeEveryChange = true) {
  const etag = `"${createHash("sha256").update(JSON.stringify(rows)).digest("base64url").slice(0, 27)}"`;
  const times = dates.filter((d): d is string => !!d).map((d) => Date.parse(d));
  return { etag, lastModified: new Date(Math.max(0, ...times)), datesSeeEveryChange };
}

function notFound(view: SiteView, state: SiteState): SitePage {
  return { status: 404, type: HTML, body: () => renderSiteNotFound(view), ...versionOf([view.siteUrl, state], [state.site_updated_at, state.niche?.updated_at]) };
}

/** The site's articles, all of them, a batch at a time. */
export async function* siteArticles(db: Database, nicheId: number, batch = 500): AsyncGenerator<SiteArticleRef[]> {
  let after = 0;
  for (;;) {
    const rows = await listSiteArticles(db, nicheId, after, batch);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

/** The page at `address` of the site `slug`; undefined when there is no such site. */
export async function sitePage(db: Database, baseUrl: string, slug: string, address: SiteAddress): Promise<SitePage | undefined> {
  const state = await getSiteState(db, slug);
  if (!state) return undefined;
  const view = siteView(slug, state, baseUrl);
  const siteDates = [state.site_updated_at, state.niche?.updated_at];
  const nicheId = state.niche?.id;
  switch (address.kind) {
    case "index": {
      const rows = nicheId === undefined ? [] : await listSiteProducts(db, nicheId, { offset: (address.page - 1) * INDEX_PAGE_SIZE, limit: INDEX_PAGE_SIZE + 1 });
      if (address.page > 1 && !rows.length) return notFound(view, state);
      const products = rows.slice(0, INDEX_PAGE_SIZE);
      const page = { page: address.page, products, hasNext: rows.length > INDEX_PAGE_SIZE };
      return { status: 200, type: HTML, body: () => renderSite(view, page), ...versionOf([view.siteUrl, state, rows], [...siteDates, ...rows.map((r) => r.updated_at)], false) };
    }
    case "article": {
      const key = articleKey(address.path);
      const article = key && nicheId !== undefined ? await getSiteArticle(db, nicheId, key) : undefined;
      if (!article) return notFound(view, state);
      const shown = [view.siteUrl, state, article.id, article.content_id, article.updated_at];
      return { status: 200, type: HTML, body: () => renderArticle(view, article), ...versionOf(shown, [...siteDates, article.updated_at, article.generated_at]) };
    }
    case "sitemap": {
      const articles: SiteArticleRef[] = [];
      if (nicheId !== undefined) for await (const rows of siteArticles(db, nicheId)) if (articles.length < SITEMAP_MAX) articles.push(...rows);
      const listed = articles.slice(0, SITEMAP_MAX);
      const indexPages = await indexPageCount(db, nicheId);
      const body = () => sitemapXml(view, indexPages, listed, siteDates);
      return { status: 200, type: "application/xml; charset=utf-8", body, ...versionOf([view.siteUrl, state, indexPages, listed], [...siteDates, ...listed.map((a) => a.generated_at)], false) };
    }
    case "robots":
      return { status: 200, type: "text/plain; charset=utf-8", body: () => robotsTxt(view), ...versionOf([view.siteUrl], siteDates) };
    case "missing":
      return notFound(view, state);
  }
}

/** How many index pages the niche's products fill (one at least). */
export async function indexPageCount(db: Database, nicheId: number | undefined): Promise<number> {
  const products = nicheId === undefined ? 0 : await countSiteProducts(db, nicheId);
  return Math.max(1, Math.ceil(products / INDEX_PAGE_SIZE));
}
