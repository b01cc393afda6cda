// Browser APIs jsdom lacks and the admin screens use: media queries (the toaster, the theme),
// element measuring (virtual grids, radix), scrolling. Installed once per test file, only if missing.
if (typeof window !== "undefined") {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = "";
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;

  // jsdom has one, which only reports "not implemented".
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

export {};
