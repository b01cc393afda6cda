// An upstream's text goes to the operator's terminal: an escape sequence in it could clear the screen,
// rewrite what was printed or hide a link (OSC 8) behind harmless words, and a bidi override could make
// a line read otherwise. Each such character is printed as its `\uXXXX` code instead, which also keeps a
// JSON document valid.

/** C0 but newline and tab, DEL, C1 (CSI U+009B among them) and the bidi marks, overrides and isolates. */
const UNSAFE = /(?![\n\t])[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function printable(text: string): string {
  return text.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
