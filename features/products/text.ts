// Truncations: card titles at 50, the delete dialog's URL at 60 (57 + ellipsis).
export const CARD_TITLE_MAX = 50;
export const DELETE_URL_MAX = 60;

/** Cuts text longer than `max` to `max - 3` characters plus an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}…` : text;
}
