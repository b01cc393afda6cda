// SVG placeholder used as og_image_url of generated content (served publicly by the backend; without a
// caption, the image for a caller who may not read the article).
import { escapeHtml, hash32 } from "../util/text";
import { truncateAtWord } from "./truncate-at-word";

const PALETTES = [
  ["#0f766e", "#14b8a6"],
  ["#1d4ed8", "#60a5fa"],
  ["#7c3aed", "#c4b5fd"],
  ["#b45309", "#fbbf24"],
  ["#be123c", "#fb7185"],
  ["#166534", "#4ade80"],
];

/** Words in lines of at most `max` characters; past `lines`, the last line ends at a word with "…". */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length <= lines) return out;
  return [...out.slice(0, lines - 1), truncateAtWord(out.slice(lines - 1).join(" "), max)];
}

const UNCAPTIONED_LABEL = "Artículo de CMS Afiliados";

export function ogImageSvg(title: string, subtitle: string): string {
  const [a, b] = PALETTES[hash32(title) % PALETTES.length];
  const lines = wrap(title, 34, 3);
  const tspans = lines
    .map((l, i) => `<text x="64" y="${250 + i * 64}" font-size="52" font-weight="700" fill="#fff">${escapeHtml(l)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeHtml(title || UNCAPTIONED_LABEL)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="40" y="40" width="1120" height="550" rx="28" fill="#000" fill-opacity="0.18"/>
<text x="64" y="140" font-family="system-ui, sans-serif" font-size="30" fill="#fff" fill-opacity="0.85">${escapeHtml(subtitle)}</text>
<g font-family="system-ui, sans-serif">${tspans}</g>
<text x="64" y="560" font-family="system-ui, sans-serif" font-size="24" fill="#fff" fill-opacity="0.75">CMS Afiliados · contenido generado por plantilla</text>
</svg>`;
}
