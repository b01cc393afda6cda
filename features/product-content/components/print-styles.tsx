// 'Imprimir' prints only the article: everything else on the page (shell, header, tabs, panel) is
// hidden for print media. Rendered only while this screen is mounted.
const PRINT_CSS = `@media print {
  @page { margin: 1.5cm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  [data-print-article], [data-print-article] * { visibility: visible !important; }
  [data-print-hide] { display: none !important; }
  [data-print-article] {
    position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important; max-width: none !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    color: #000 !important; background: #fff !important; font-size: 12pt;
  }
  [data-print-article] a { color: #000 !important; }
  [data-print-article] :is(h1, h2, h3) { break-after: avoid; }
  [data-print-article] :is(img, table, pre, details) { break-inside: avoid; }
}`;

export function PrintStyles() {
  return (
    <style href="product-content-print" precedence="high">
      {PRINT_CSS}
    </style>
  );
}
