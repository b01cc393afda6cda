"use client";

import { use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { LazyModule } from "@/lib/lazy/lazy-module";
import { readTypedState, restoreTypedState, type TypedState } from "@/lib/lazy/typed-state";
import { whenLoadedAndIdle } from "@/lib/lazy/when-idle";

const subscribe = () => () => {};
// React leaves an element's own markup alone when it is given as inner HTML: the server's form stays.
const SERVER_MARKUP = { __html: "" };

interface LiveWhenIdleProps<T> {
  /** The module holding the live component: not part of the page's first load. */
  module: LazyModule<T>;
  render: (loaded: T) => ReactNode;
  className?: string;
}

interface Live<T> {
  loaded: T;
  typed: TypedState;
  submit: boolean;
}

/**
 * A server-rendered component whose code loads after the page: the server's HTML stays on screen,
 * untouched by React, until the page is loaded and idle or the user heads for it (a press, a focus, a
 * key inside it). Its module then loads and the live component replaces that HTML with the same
 * markup, taking what was typed meanwhile, the focus and the caret. A submit made before (Enter in a
 * field, a submit event) never goes out natively: it is held and made once the form is live.
 * A client-side navigation renders the live component at once.
 */
export function LiveWhenIdle<T>({ module, render, className }: LiveWhenIdleProps<T>) {
  // True on the server and while hydrating: the HTML on screen came from the server.
  const hydrating = useSyncExternalStore(subscribe, () => false, () => true);
  const [fromServer] = useState(hydrating);
  const [live, setLive] = useState<Live<T> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const submitHeld = useRef(false);
  const loading = useRef(false);

  const goLive = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    module.load().then(
      (loaded) => {
        const root = wrapper.current;
        if (!root) return;
        const typed = readTypedState(root);
        // At once: nothing typed between reading the fields and replacing them is lost.
        flushSync(() => setLive({ loaded, typed, submit: submitHeld.current }));
      },
      // A failed load (the network) is tried again on the next use.
      () => (loading.current = false),
    );
  }, [module]);

  useEffect(() => {
    const root = wrapper.current;
    if (!fromServer || live || !root) return;
    const holdSubmit = (event: Event) => {
      event.preventDefault();
      submitHeld.current = true;
      goLive();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Enter" && submitsOnEnter(event.target)) holdSubmit(event);
      else goLive();
    };
    root.addEventListener("pointerdown", goLive, true);
    root.addEventListener("focusin", goLive, true);
    root.addEventListener("keydown", onKeyDown, true);
    root.addEventListener("submit", holdSubmit, true);
    const cancelIdle = whenLoadedAndIdle(goLive);
    return () => {
      root.removeEventListener("pointerdown", goLive, true);
      root.removeEventListener("focusin", goLive, true);
      root.removeEventListener("keydown", onKeyDown, true);
      root.removeEventListener("submit", holdSubmit, true);
      cancelIdle();
    };
  }, [fromServer, live, goLive]);

  useEffect(() => {
    const root = wrapper.current;
    if (!live || !root) return;
    // After this commit, as the user's own events: the fields' handlers are attached by then.
    queueMicrotask(() => {
      restoreTypedState(root, live.typed);
      if (live.submit) root.querySelector("form")?.requestSubmit();
    });
  }, [live]);

  if (typeof window === "undefined") return <div className={className}>{render(use(module.load()))}</div>;
  if (!fromServer) return <div className={className}>{render(module.loaded() ?? use(module.load()))}</div>;
  if (!live) return <div ref={wrapper} className={className} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <div ref={wrapper} className={className}>
      {render(live.loaded)}
    </div>
  );
}

/** A field where Enter sends its form (implicit submission); a textarea takes it as a new line. */
function submitsOnEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.form !== null;
}
