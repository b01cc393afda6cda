import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx), without tailwind-merge: the merge cost every page about 10 kB of script.
 * So no element may get two classes for the same property (Tailwind's CSS order, not the order here,
 * would pick one): components offer variants and props instead of being overridden, and
 * `scripts/class-conflicts` fails on any list of classes that the merge would have changed.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/** Lower case without accents, so a search for "cafe" finds "Café" and "CAFÉ". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
