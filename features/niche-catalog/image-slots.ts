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
  /** Free slots before this batch. */
  remaining: number;
}

/** Keeps only as many files as there are free slots. */
export function takeRemainingSlots<T>(files: readonly T[], current: number, max: number): SlotSplit<T> {
  const remaining = remainingSlots(current, max);
  const accepted = files.slice(0, remaining);
  return { accepted, skipped: files.length - accepted.length, remaining };
}
