// A battery of XSS vectors plus benign content that must survive, shared by the sanitizer's unit
// test and the end-to-end security test. Every vector would bump window.__xss or open a dialog.

const HIT = "window.__xss=(window.__xss||0)+1";

export const XSS_VECTORS: readonly string[] = [
  `<script>${HIT}</script>`,
  `<script src="data:text/javascript,${HIT}"></script>`,
  `<img src="x" onerror="${HIT}">`,
  `<img src=x onerror=alert(1)//>`,
  `<svg onload="${HIT}"><circle r="5"></circle></svg>`,
  `<svg><script>${HIT}</script></svg>`,
  `<svg><a xlink:href="javascript:${HIT}"><text x="10" y="20">svg link</text></a></svg>`,
  `<svg><animate onbegin="${HIT}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><set attributeName="onmouseover" to="alert(1)"></set></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${HIT}"></style></mglyph></table></mtext></math>`,
  `<math href="javascript:${HIT}">math link</math>`,
  `<body onload="${HIT}">`,
  `<div onmouseover="${HIT}" style="position:fixed;inset:0;z-index:9999">overlay</div>`,
  `<p onclick="${HIT}">click me</p>`,
  `<details open ontoggle="${HIT}"><summary>toggle trap</summary>x</details>`,
  `<input autofocus onfocus="${HIT}">`,
  `<select autofocus onfocus="${HIT}"><option>x</option></select>`,
  `<textarea autofocus onfocus="${HIT}">x</textarea>`,
  `<marquee onstart="${HIT}">marquee</marquee>`,
  `<video src="x" onerror="${HIT}"></video>`,
  `<audio src="x" onerror="${HIT}"></audio>`,
  `<video><source onerror="${HIT}"></video>`,
  `<iframe src="javascript:${HIT}"></iframe>`,
  `<iframe srcdoc="<script>parent.${HIT}</script>"></iframe>`,
  `<object data="javascript:${HIT}"></object>`,
  `<embed src="javascript:${HIT}">`,
  `<form action="javascript:${HIT}"><button type="submit">form submit</button></form>`,
  `<button formaction="javascript:${HIT}">formaction</button>`,
  `<a href="javascript:${HIT}">html js link</a>`,
  `<a href="JaVaScRiPt:alert(1)">mixed case link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entity link</a>`,
  `<a href="&#x6A;avascript&colon;alert(1)">hex entity link</a>`,
  `<a href="java&#x09;script:alert(1)">tab link</a>`,
  `<a href=" javascript:alert(1)">space link</a>`,
  `<a href="vbscript:msgbox(1)">vbscript link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `[md js link](javascript:alert(1))`,
  `[md entity link](&#106;avascript:alert(1))`,
  `[md encoded link](javascript%3Aalert(1))`,
  `![md js image](javascript:alert(1))`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<style>body{display:none} @import "javascript:alert(1)";</style>`,
  `<div style="background:url(javascript:alert(1))">style url</div>`,
  `<a href="https://example.com" style="position:fixed;top:0;left:0;width:100%;height:100%">overlay link</a>`,
  `<img src="x" id="__xss_clobber" name="alert">`,
  `<template><img src=x onerror="${HIT}"></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${HIT}>"></noscript>`,
  `<table><tr><td background="javascript:alert(1)" onmouseover="${HIT}">cell</td></tr></table>`,
  `<object type="text/html" data="data:text/html,<script>${HIT}</script>"></object>`,
  `<isindex type=image src=1 onerror="${HIT}">`,
  `<img srcset="x 1x" onerror="${HIT}">`,
  `<a href="#" onclick="${HIT}">hash onclick</a>`,
  `<div tabindex="1" onfocusin="${HIT}" autofocus>focus trap</div>`,
];

/** A small, valid PNG (1×1): raster data images are allowed. */
export const SAFE_IMAGE_SRC =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export const SAFE_BLOCKS = [
  "# Contenido con vectores",
  "| Producto | Precio |\n| --- | --- |\n| Cafetera | 99 € |",
  `![Imagen segura](${SAFE_IMAGE_SRC})`,
  "<details><summary>Más detalles</summary>\n\nTexto plegado seguro.\n\n</details>",
];

export function xssMarkdown(): string {
  return [...SAFE_BLOCKS, ...XSS_VECTORS.map((vector, i) => `## Vector ${i + 1}\n\n${vector}`)].join("\n\n");
}
