"use client";

import { use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { LazyModule } from "@/lib/lazy/lazy-module";
import { elementAt, placeOf, readTypedState, restoreTypedState, type Place, type TypedState } from "@/lib/lazy/typed-state";
import { whenLoadedAndIdle } from "@/lib/lazy/when-idle";
import { LeaveGuard } from "./leave-guard";

const subscribe = () => () => {};
// React leaves an element's own markup alone when it is given as inner HTML: the server's form stays.
const SERVER_MARKUP = { __html: "" };

interface LiveWhenIdleProps<T> {
  /** The module holding the live component: not part of the page's first load. */
  module: LazyModule<T>;
  render: (loaded: T) => ReactNode;
  className?: string;
}

/** What the user asked of the server's form before it was live, made again once it is. */
interface Held {
  clicks: Place[];
  enter: Place | null;
  submit: boolean;
}

interface Live<T> {
  loaded: T;
  typed: TypedState;
  held: Held;
}

/**
 * A server-rendered component whose code loads after the page: the server's HTML stays on screen,
 * untouched by React (whatever its ancestors do), until the page is loaded and idle or the user heads
 * for it (a press, a focus, a key inside it). Its module then loads and the live component replaces
 * that HTML with the same markup, taking what was typed meanwhile, the focus and the caret. Presses
 * on its buttons, an Enter and a submit made before are held (never a native submit) and made again
 * once it is live. A client-side navigation renders the live component at once.
 */
export function LiveWhenIdle<T>({ module, render, className }: LiveWhenIdleProps<T>) {
  // True on the server and while hydrating: the HTML on screen came from the server.
  const hydrating = useSyncExternalStore(subscribe, () => false, () => true);
  const [fromServer] = useState(hydrating);
  const [live, setLive] = useState<Live<T> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const held = useRef<Held>({ clicks: [], enter: null, submit: false });
  const loading = useRef(false);
  // Text typed into the server's form is unsaved work before the live form (and its own guard) exists.
  const [typedBeforeLive, setTypedBeforeLive] = useState(false);

  const goLive = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    module.load().then(
      (loaded) => {
        const root = wrapper.current;
        if (!root) return;
        const typed = readTypedState(root);
        // At once: nothing typed between reading the fields and replacing them is lost.
        flushSync(() => setLive({ loaded, typed, held: held.current }));
      },
      // A failed load (the network) is tried again on the next use.
      () => (loading.current = false),
    );
  }, [module]);

  useEffect(() => {
    const root = wrapper.current;
    if (!fromServer || live || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      goLive();
      const field = placeOf(root, event.target);
      if (event.key !== "Enter" || !field || !submitsOnEnter(field.element)) return;
      event.preventDefault();
      held.current.enter = field.place;
    };
    const onClick = (event: MouseEvent) => {
      const pressed = placeOf(root, event.target);
      if (!pressed || !isPress(pressed.element)) return;
      event.preventDefault();
      held.current.clicks.push(pressed.place);
      goLive();
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      held.current.submit = true;
      goLive();
    };
    const typed = () => setTypedBeforeLive(readTypedState(root).fields.length > 0);
    // A paste or an autofill comes without a key.
    const onInput = () => {
      typed();
      goLive();
    };
    // Typed before the page was hydrated, too.
    typed();
    root.addEventListener("input", onInput, true);
    root.addEventListener("pointerdown", goLive, true);
    root.addEventListener("focusin", goLive, true);
    root.addEventListener("keydown", onKeyDown, true);
    root.addEventListener("click", onClick, true);
    root.addEventListener("submit", onSubmit, true);
    const cancelIdle = whenLoadedAndIdle(goLive);
    return () => {
      root.removeEventListener("pointerdown", goLive, true);
      root.removeEventListener("focusin", goLive, true);
      root.removeEventListener("keydown", onKeyDown, true);
      root.removeEventListener("click", onClick, true);
      root.removeEventListener("submit", onSubmit, true);
      root.removeEventListener("input", onInput, true);
      cancelIdle();
    };
  }, [fromServer, live, goLive]);

  useEffect(() => {
    const root = wrapper.current;
    if (!live || !root) return;
    // After this commit, as the user's own events: the fields' handlers are attached by then.
    queueMicrotask(() => {
      restoreTypedState(root, live.typed);
      for (const place of live.held.clicks) elementAt(root, place)?.click();
      if (live.held.enter) pressEnter(elementAt(root, live.held.enter));
      else if (live.held.submit) root.querySelector("form")?.requestSubmit();
    });
  }, [live]);

  // data-live-pending marks the server's markup, data-live the live component: they look the same, and
  // the end-to-end suite waits for the second before it acts.
  if (typeof window === "undefined") {
    return (
      <div className={className} data-live-pending="">
        {render(use(module.load()))}
      </div>
    );
  }
  if (!fromServer) {
    return (
      <div className={className} data-live="">
        {render(use(module.load()))}
      </div>
    );
  }
  // The guard stays mounted once live, so a question it asked before is still answered; the live form
  // guards from then on.
  const guard = <LeaveGuard active={typedBeforeLive && !live} />;
  if (!live) {
    return (
      <>
        <div ref={wrapper} className={className} data-live-pending="" dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
        {guard}
      </>
    );
  }
  return (
    <>
      <div ref={wrapper} className={className} data-live="">
        {render(live.loaded)}
      </div>
      {guard}
    </>
  );
}

/** A field where Enter sends its form (implicit submission); a textarea takes it as a new line. */
function submitsOnEnter(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.form !== null;
}

/** A control a press acts on (a button, a box), not a field to type in nor a link (which works without script). */
function isPress(element: HTMLElement): boolean {
  if (element instanceof HTMLAnchorElement || element instanceof HTMLTextAreaElement) return false;
  if (element instanceof HTMLInputElement) return element.type === "checkbox" || element.type === "radio";
  return true;
}

/** Enter in the field, as pressed: the form's own key handling first, else the form is sent. */
function pressEnter(field: HTMLElement | undefined) {
  if (!(field instanceof HTMLInputElement)) return;
  const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
  if (field.dispatchEvent(enter)) field.form?.requestSubmit();
}
