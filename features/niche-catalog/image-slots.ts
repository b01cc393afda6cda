// Slot arithmetic of the image uploader.
export const FORM_MAX_IMAGES = 5;
export const UPLOADER_DEFAULT_MAX_IMAGES = 10;

export function remainingSlots(current: number, max: number): number {
  return Math.max(0, max - current);
}

export interface SlotSplit<T> {
  /** Files that fit in the free slots, in the order given. */
  accepted: T[];
  /** How many were left out for lack of room. */
  skipped: number;
}

/** Keeps only as many files as there are free slots. */
export function takeRemainingSlots<T>(files: readonly T[], current: number, max: number): SlotSplit<T> {
  const accepted = files.slice(0, remainingSlots(current, max));
  return { accepted, skipped: files.length - accepted.length };
}
