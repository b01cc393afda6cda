// Collects items and hands them over once per animation frame. A timer backs the frame up because
// browsers pause animation frames in hidden tabs, and events must still arrive there.
const HIDDEN_TAB_FALLBACK_MS = 250;

export interface FrameBatcher<T> {
  push(item: T): void;
  /** Drops pending items and timers. */
  cancel(): void;
}

export function createFrameBatcher<T>(flush: (items: T[]) => void): FrameBatcher<T> {
  let queue: T[] = [];
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (frame !== null && typeof cancelAnimationFrame === "function") cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = null;
    timer = null;
  };
  const run = () => {
    clear();
    const items = queue;
    queue = [];
    if (items.length) flush(items);
  };

  return {
    push(item) {
      queue.push(item);
      if (frame !== null || timer !== null) return;
      if (typeof requestAnimationFrame === "function") frame = requestAnimationFrame(run);
      timer = setTimeout(run, HIDDEN_TAB_FALLBACK_MS);
    },
    cancel() {
      clear();
      queue = [];
    },
  };
}
