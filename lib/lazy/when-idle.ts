// Runs work after the page's first paint, when the browser is idle (within `timeoutMs` at the latest).
// Returns the cancel.
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
