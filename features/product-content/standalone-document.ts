// The full-screen window's document: the preview's sanitized HTML with inline, print-friendly CSS.
// Nothing is fetched from a CDN and a CSP forbids scripts, as a second guard behind the sanitizer.

const CSP = "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const CSS = `
:root { color-scheme: light dark; }
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.75 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #fff; }
main { max-width: 46rem; margin: 0 auto; padding: 3rem 1.5rem; overflow-wrap: anywhere; }
main > * + * { margin-top: 1.1em; }
h1, h2, h3, h4, h5, h6 { line-height: 1.3; margin: 1.6em 0 0.5em; }
h1 { font-size: 2rem; } h2 { font-size: 1.5rem; border-bottom: 1px solid #ddd; padding-bottom: .3em; } h3 { font-size: 1.25rem; }
a { color: #1d4ed8; }
a[data-affiliate] { display: inline-flex; align-items: center; gap: .4em; padding: .35em .9em; border-radius: .4em; background: #1d4ed8; color: #fff; text-decoration: none; font-weight: 600; }
a[data-affiliate] svg { width: 1em; height: 1em; }
img { max-width: 100%; height: auto; }
[data-insecure-image] { display: inline-block; max-width: 100%; padding: .5em .75em; border: 1px dashed #999; border-radius: .4em; font-size: .9em; color: #555; overflow-wrap: anywhere; }
table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; }
th, td { border: 1px solid #ccc; padding: .4em .75em; text-align: left; }
th { background: #f3f3f3; }
blockquote { margin-left: 0; padding-left: 1em; border-left: 4px solid #ddd; color: #555; }
pre { background: #f5f5f5; padding: 1em; border-radius: .5em; overflow-x: auto; }
code { font-family: ui-monospace, Menlo, monospace; font-size: .9em; }
details { border: 1px solid #ddd; border-radius: .5em; padding: .5em 1em; }
summary { font-weight: 600; cursor: pointer; }
@media (prefers-color-scheme: dark) {
  body { background: #121212; color: #eee; } a { color: #93b4ff; } th { background: #222; } pre { background: #1e1e1e; }
  h2, th, td, details, blockquote { border-color: #444; } blockquote { color: #bbb; }
}
@media print {
  body { background: #fff; color: #000; font-size: 12pt; } main { max-width: none; padding: 0; }
  a { color: #000; } a[data-affiliate] { background: none; color: #000; border: 1px solid #000; }
  h1, h2, h3 { break-after: avoid; } img, table, pre { break-inside: avoid; }
}
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function standaloneDocument(title: string, bodyHtml: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>${bodyHtml}</main>
</body>
</html>`;
}
