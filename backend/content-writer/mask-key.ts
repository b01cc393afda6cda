// The API key out of any text a model server sent back (an error's words) before it is stored, logged or
// emitted: verbatim, URL-encoded, base64 or base64url (alone or inside a longer encoded value, as a quoted
// header would be) and shortened to its ends ("sk-ab…wxyz", "sk-ab...wxyz", "sk-ab****wxyz").
const HIDDEN = "[clave oculta]";
/** Fewer characters than this at either end of a shortened key name too little of it to hide. */
const MIN_END = 3;

const toBase64Url = (text: string) => text.replace(/\+/g, "-").replace(/\//g, "_");

/**
 * The stretch of base64 that always encodes `key` when it sits at `offset` (0 to 2) bytes into an encoded
 * value: the characters that depend on its neighbours are left out.
 */
function base64Core(key: string, offset: number): string {
  const encoded = Buffer.from("\0".repeat(offset) + key, "utf8").toString("base64").replace(/=+$/, "");
  const lead = offset === 0 ? 0 : offset === 1 ? 2 : 3;
  const keyBytes = Buffer.byteLength(key, "utf8");
  const tail = (offset + keyBytes) % 3;
  return encoded.slice(lead, encoded.length - (tail === 0 ? 0 : 1));
}

/** Every spelling of the key a server could echo whole. */
function spellings(key: string): string[] {
  const percent = encodeURIComponent(key);
  const found = new Set([key, percent, percent.replace(/%[0-9A-F]{2}/g, (c) => c.toLowerCase()), percent.replace(/%20/g, "+")]);
  for (const offset of [0, 1, 2]) {
    const core = base64Core(key, offset);
    found.add(core);
    found.add(toBase64Url(core));
  }
  // Longest first: a shorter spelling may be part of a longer one.
  return [...found].filter((s) => s.length >= 8).sort((a, b) => b.length - a.length);
}

const SEPARATORS = ["…", "...", "***"];

/** `text` with the key's shortened forms hidden: a run of the key's own characters on each side of an ellipsis or stars. */
function hideShortened(text: string, key: string): string {
  const keyChars = new Set(key);
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const separator = SEPARATORS.find((s) => text.startsWith(s, i));
    if (!separator) {
      i++;
      continue;
    }
    let end = i + separator.length;
    while (text[end] === separator[0]) end++;
    let from = i;
    while (from > copied && from > i - key.length && keyChars.has(text[from - 1])) from--;
    let to = end;
    while (to < text.length && to < end + key.length && keyChars.has(text[to])) to++;
    const before = text.slice(from, i);
    const after = text.slice(end, to);
    if ((before.length >= MIN_END && key.startsWith(before)) || (after.length >= MIN_END && key.endsWith(after))) {
      out += text.slice(copied, from) + HIDDEN;
      copied = to;
    }
    i = Math.max(end, to);
  }
  return out + text.slice(copied);
}

/** Characters of an encoded value: the whole value around a spelling of the key is hidden, not only the spelling. */
const isEncoded = (c: string | undefined, keyChars: Set<string>) => c !== undefined && (/[A-Za-z0-9+/=_%-]/.test(c) || keyChars.has(c));

/** `text` with every stretch of encoded characters that holds `spelling` hidden; each character read once. */
function hideSpelling(text: string, spelling: string, keyChars: Set<string>): string {
  let out = "";
  let copied = 0;
  for (let at = text.indexOf(spelling); at >= 0; at = text.indexOf(spelling, copied)) {
    let from = at;
    while (from > copied && isEncoded(text[from - 1], keyChars)) from--;
    let to = at + spelling.length;
    while (isEncoded(text[to], keyChars)) to++;
    out += text.slice(copied, from) + HIDDEN;
    copied = to;
  }
  return out + text.slice(copied);
}

export function maskKey(text: string, key: string | undefined): string {
  if (!key) return text;
  const keyChars = new Set(key);
  let masked = text;
  for (const spelling of spellings(key)) masked = hideSpelling(masked, spelling, keyChars);
  return key.length > MIN_END * 2 ? hideShortened(masked, key) : masked;
}
