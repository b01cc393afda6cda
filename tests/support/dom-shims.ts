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

  // jest-fixed-jsdom swaps in Node's FormData (for MSW), which cannot read a form; React's form
  // actions build one from the submitted form.
  if (!formDataReadsForms()) globalThis.FormData = formDataOfForms(FormData);
}

function formDataReadsForms(): boolean {
  try {
    new FormData(document.createElement("form"));
    return true;
  } catch {
    return false;
  }
}

function formDataOfForms(Base: typeof FormData): typeof FormData {
  return class extends Base {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      for (const element of Array.from(form.elements) as HTMLInputElement[]) {
        if (!element.name || element.disabled) continue;
        if (element instanceof HTMLButtonElement || ["submit", "button", "reset", "image"].includes(element.type)) {
          if (element === submitter) this.append(element.name, element.value);
          continue;
        }
        if ((element.type === "checkbox" || element.type === "radio") && !element.checked) continue;
        this.append(element.name, element.value);
      }
    }
  };
}

export {};
