// What every page of a niche site knows of its site: where it is served, its language and words,
// the niche's tag and marketplace, read from the site's row and its niche's.
import type { SiteState } from "../repos/sites-repo";
import { resolveMarket } from "../../lib/markets/markets";
import { countryName, writerLanguage, writerText } from "../content-writer/writer-language";
import type { WebsiteContent } from "../content-writer/website-content";

export interface SiteView {
  slug: string;
  /** Absolute address of the site's home, ending in a slash. */
  siteUrl: string;
  /** The public base address (the og:image paths are on it). */
  baseUrl: string;
  /** The market's language: `<html lang>`. */
  lang: string;
  words: ReturnType<typeof writerText>["site"]["page"];
  content: WebsiteContent;
  nicheId: number | null;
  nicheName: string;
  tone: string;
  affiliateTag: string | null;
  dominio: string;
  marketLabel: string;
  template: SiteState["template"];
}

export function siteView(slug: string, state: SiteState, baseUrl: string): SiteView {
  const c = state.website_content;
  const niche = state.niche;
  const market = resolveMarket(niche?.mercado ?? c.market?.countryCode);
  // The market the site was written for speaks its pages, and names its country.
  const lang = c.market?.lang ?? market?.lang ?? c.language;
  const language = writerLanguage(lang);
  const marketOfSite = c.market?.countryCode ? c.market : market;
  return {
    slug,
    siteUrl: `${baseUrl}/sites/${encodeURIComponent(slug)}/`,
    baseUrl,
    lang,
    words: writerText(language).site.page,
    content: c,
    nicheId: niche?.id ?? null,
    nicheName: niche?.name ?? c.site_name,
    tone: niche?.default_tone ?? c.tone,
    affiliateTag: niche?.affiliate_tag ?? null,
    dominio: market?.dominio ?? c.market?.dominio ?? "amazon.com",
    marketLabel: marketOfSite ? `${marketOfSite.flag ?? ""} ${countryName(marketOfSite, language)}`.trim() : "",
    template: state.template,
  };
}
