// The frame every page of a niche site shares: the language and direction, what search engines and
// social previews read (title, description, canonical, Open Graph, JSON-LD), the stylesheet, and the
// landmarks (header, main, footer). Every value is HTML-escaped; the pages work without script.
import { escapeHtml as e } from "../util/text";

export interface PageFrame {
  lang: string;
  title: string;
  description: string;
  /** Absolute address of the page; none for the not-found page. */
  canonical?: string;
  ogType?: "website" | "article";
  ogImage?: string | null;
  siteName: string;
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: readonly object[];
  /** Extra `<link>` elements (the index pages' prev/next). */
  links?: readonly { rel: string; href: string }[];
  header: string;
  main: string;
  footer: string;
}

const STYLE = `
  :root { color-scheme: light dark; --fg:#0f172a; --bg:#f8fafc; --card:#fff; --muted:#475569; --accent:#0f766e; --link:#1d4ed8; }
  @media (prefers-color-scheme: dark) { :root { --fg:#e2e8f0; --bg:#0b1120; --card:#111827; --muted:#94a3b8; --accent:#5eead4; --link:#93c5fd; } .btn { color:#0b1120 !important; } }
  * { box-sizing: border-box; }
  body { margin:0; font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color:var(--fg); background:var(--bg); line-height:1.6; }
  a { color:var(--link); }
  header.site { padding:2.5rem 1.5rem; background:linear-gradient(135deg,#0f766e,#1d4ed8); color:#fff; }
  header.site a { color:#fff; }
  header.site .wrap, main, nav.crumbs { max-width:1040px; margin:0 auto; }
  header.site .title { margin:0 0 .5rem; font-size:2rem; font-weight:700; }
  .meta { display:flex; gap:.5rem; flex-wrap:wrap; margin-top:1rem; }
  .pill { background:rgba(0,0,0,.28); border-radius:999px; padding:.2rem .75rem; font-size:.85rem; }
  main { padding:2rem 1.5rem 4rem; }
  article { max-width:760px; }
  ul.grid { list-style:none; padding:0; display:grid; grid-template-columns:repeat(auto-fill,minmax(230px,1fr)); gap:1rem; }
  .card { background:var(--card); border-radius:14px; padding:1.25rem; box-shadow:0 1px 3px rgba(0,0,0,.12); display:flex; flex-direction:column; gap:.5rem; }
  .card h3 { margin:0; font-size:1.05rem; }
  .muted { color:var(--muted); margin:0; font-size:.9rem; }
  .btn { margin-top:auto; display:inline-flex; gap:.4rem; align-items:center; justify-content:center; background:var(--accent); color:#fff; text-decoration:none; padding:.55rem 1rem; border-radius:10px; font-weight:600; }
  a.amazon { font-weight:600; white-space:nowrap; }
  a.amazon svg { width:1em; height:1em; vertical-align:-.125em; margin-right:.25em; }
  .toc { background:var(--card); border-radius:12px; padding:1rem 1.25rem; margin:1.5rem 0; }
  .toc ol { margin:.25rem 0 0; padding-left:1.25rem; }
  table { border-collapse:collapse; width:100%; margin:1rem 0; }
  th, td { border:1px solid rgba(127,127,127,.35); padding:.4rem .6rem; text-align:left; }
  img { max-width:100%; height:auto; }
  blockquote { margin:1rem 0; padding:.5rem 1rem; border-left:4px solid var(--accent); color:var(--muted); }
  details { background:var(--card); border-radius:10px; padding:.75rem 1rem; margin:.5rem 0; }
  nav.pages { display:flex; gap:1rem; justify-content:space-between; margin-top:2rem; }
  footer { border-top:1px solid rgba(127,127,127,.25); padding:1.5rem; text-align:center; color:var(--muted); font-size:.9rem; }
`;

/** JSON inside a script element: `<` escaped so no text can close the element. */
const jsonScript = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

export function sitePage(frame: PageFrame): string {
  const og = [
    ["og:type", frame.ogType ?? "website"],
    ["og:title", frame.title],
    ["og:description", frame.description],
    ["og:site_name", frame.siteName],
    ["og:locale", frame.lang],
    ...(frame.canonical ? [["og:url", frame.canonical]] : []),
    ...(frame.ogImage ? [["og:image", frame.ogImage]] : []),
  ];
  return `<!doctype html>
<html lang="${e(frame.lang)}"${frame.lang.split("-")[0] === "ar" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(frame.title)}</title>
<meta name="description" content="${e(frame.description)}">
${frame.canonical ? `<link rel="canonical" href="${e(frame.canonical)}">\n` : `<meta name="robots" content="noindex">\n`}${(frame.links ?? []).map((l) => `<link rel="${e(l.rel)}" href="${e(l.href)}">\n`).join("")}${og.map(([property, content]) => `<meta property="${e(property)}" content="${e(content)}">`).join("\n")}
<meta name="twitter:card" content="${frame.ogImage ? "summary_large_image" : "summary"}">
${(frame.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonScript(data)}</script>\n`).join("")}<style>${STYLE}</style>
</head>
<body>
${frame.header}
<main id="contenido">
${frame.main}
</main>
<footer>${frame.footer}</footer>
</body>
</html>`;
}
