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

// Runs work once the page has loaded (its images and styles too) and the browser is then idle.
// Returns the cancel.
export function whenLoadedAndIdle(work: () => void): () => void {
  if (document.readyState === "complete") return whenIdle(work);
  let cancelIdle = () => {};
  const onLoad = () => (cancelIdle = whenIdle(work));
  window.addEventListener("load", onLoad, { once: true });
  return () => {
    window.removeEventListener("load", onLoad);
    cancelIdle();
  };
}
