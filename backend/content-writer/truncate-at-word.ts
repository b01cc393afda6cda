// Shortens a text to a length limit at a word boundary, marked with an ellipsis.

const ELLIPSIS = "…";
/** Where a line may break: a non-breaking space keeps its neighbours together. */
const BREAK = /[ \t\r\n]/;
/** Separators a shortened text should not end on ("Cafeteras |", "análisis,"). */
const TRAILING = /[\s|,;:·–—-]+$/u;

/** `text` itself when it fits in `max` characters; else its longest run of whole words that fits with "…". */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const room = chars.slice(0, max - 1);
  let end = BREAK.test(chars[max - 1]) ? room.length : -1;
  for (let i = room.length - 1; end < 0 && i > 0; i--) if (BREAK.test(room[i])) end = i;
  const kept = room.slice(0, end > 0 ? end : room.length).join("").replace(TRAILING, "");
  // One word longer than the limit can only be cut.
  return `${kept || room.join("")}${ELLIPSIS}`;
}
