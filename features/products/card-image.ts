// The image a product card shows: an address over plain HTTP is not loaded (the panel's CSP blocks it,
// and it would tell the image's host about the reader in clear); the card shows its icon instead.
export function cardImageSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  return /^\s*http:/i.test(src) ? null : src;
}
