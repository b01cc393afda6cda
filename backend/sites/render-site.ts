// Static preview site of a niche (automation step 3), served at /sites/<slug>/. Every value is HTML-escaped.
import { escapeHtml as e } from "../util/text";
import type { WebsiteContent } from "../content-writer/website-content";
import { affiliateUrl } from "../content-writer/product-article";
import { countryName, writerLanguage, writerText } from "../content-writer/writer-language";

export interface SiteProduct {
  id: number;
  name: string | null;
  product_name: string | null;
  content_title: string | null;
  amazon_url: string;
  asin: string | null;
}

export interface SiteView {
  content: WebsiteContent;
  nicheName: string;
  tone: string;
  affiliateTag: string | null;
  marketLabel: string;
  dominio: string;
  products: SiteProduct[];
  template?: { name?: string | null; github_url?: string | null } | null;
}

export function renderSite(view: SiteView): string {
  const c = view.content;
  // The page speaks the language its content was written in, its market's country too.
  const language = writerLanguage(c.language);
  const words = writerText(language).site.page;
  const marketLabel = c.market?.countryCode ? `${c.market.flag ?? ""} ${countryName(c.market, language)}`.trim() : view.marketLabel;
  const cards = view.products
    .map((p) => {
      const title = p.content_title || p.product_name || p.name || p.asin || words.fallbackProduct;
      const href = affiliateUrl(p.amazon_url, p.asin, view.dominio, view.affiliateTag);
      return `<li class="card"><h3>${e(title)}</h3>${p.asin ? `<p class="muted">ASIN ${e(p.asin)}</p>` : ""}<a class="btn" href="${e(href)}" rel="sponsored nofollow noopener" target="_blank">${e(words.viewOnAmazon)}</a></li>`;
    })
    .join("");
  const sections = c.sections.map((s) => `<section id="${e(s.id)}"><h2>${e(s.title)}</h2><p>${e(s.body)}</p></section>`).join("");
  const faq = c.faq.map((f) => `<details><summary>${e(f.question)}</summary><p>${e(f.answer)}</p></details>`).join("");
  return `<!doctype html>
<html lang="${e(c.language)}"${language === "ar" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(c.seo.title)}</title>
<meta name="description" content="${e(c.seo.description)}">
<meta name="keywords" content="${e(c.seo.keywords.join(", "))}">
<style>
  :root { color-scheme: light dark; --fg:#0f172a; --bg:#f8fafc; --card:#fff; --muted:#475569; --accent:#0f766e; }
  @media (prefers-color-scheme: dark) { :root { --fg:#e2e8f0; --bg:#0b1120; --card:#111827; --muted:#94a3b8; --accent:#2dd4bf; } }
  * { box-sizing: border-box; }
  body { margin:0; font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color:var(--fg); background:var(--bg); line-height:1.6; }
  header { padding:3rem 1.5rem; background:linear-gradient(135deg,#0f766e,#1d4ed8); color:#fff; }
  header .wrap, main { max-width:1040px; margin:0 auto; }
  header h1 { margin:0 0 .5rem; font-size:2.25rem; }
  .meta { display:flex; gap:.5rem; flex-wrap:wrap; margin-top:1rem; }
  .pill { background:rgba(255,255,255,.18); border-radius:999px; padding:.2rem .75rem; font-size:.85rem; }
  main { padding:2rem 1.5rem 4rem; }
  ul.grid { list-style:none; padding:0; display:grid; grid-template-columns:repeat(auto-fill,minmax(230px,1fr)); gap:1rem; }
  .card { background:var(--card); border-radius:14px; padding:1.25rem; box-shadow:0 1px 3px rgba(0,0,0,.12); display:flex; flex-direction:column; gap:.5rem; }
  .card h3 { margin:0; font-size:1.05rem; }
  .muted { color:var(--muted); margin:0; font-size:.9rem; }
  .btn { margin-top:auto; display:inline-block; background:var(--accent); color:#fff; text-decoration:none; padding:.55rem 1rem; border-radius:10px; font-weight:600; text-align:center; }
  details { background:var(--card); border-radius:10px; padding:.75rem 1rem; margin:.5rem 0; }
  footer { border-top:1px solid rgba(127,127,127,.25); padding:1.5rem; text-align:center; color:var(--muted); font-size:.9rem; }
</style>
</head>
<body>
<header><div class="wrap">
  <h1>${e(c.hero.title)}</h1>
  <p>${e(c.tagline)}</p>
  <div class="meta">
    <span class="pill">${e(view.nicheName)}</span>
    <span class="pill">${e(words.market)}: ${e(marketLabel)}</span>
    <span class="pill">${e(words.tone)}: ${e(view.tone)}</span>
    ${view.template?.name ? `<span class="pill">${e(words.template)}: ${e(view.template.name)}</span>` : ""}
  </div>
</div></header>
<main>
  <p>${e(c.about)}</p>
  <h2>${e(words.featured)}</h2>
  ${cards ? `<ul class="grid">${cards}</ul>` : `<p class="muted">${e(words.comingSoon)}</p>`}
  ${sections}
  <h2>${e(words.faq)}</h2>
  ${faq}
</main>
<footer>${e(c.disclosure)} · ${e(c.site_name)} · ${e(words.generatedBy)}</footer>
</body>
</html>`;
}

export function renderSiteNotFound(slug: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Sitio no encontrado</title></head><body style="font-family:system-ui;padding:3rem"><h1>Sitio no encontrado</h1><p>No hay ningún sitio desplegado para «${e(slug)}».</p></body></html>`;
}
