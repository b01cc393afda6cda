// Asks before leaving a form with data: the browser's own prompt on reload or close, the panel's dialog for
// in-app links and for the browser's Back and Forward between the panel's pages.
// In-app links are caught in the capture phase, before Next's <Link> handler, and replayed after confirmation.
// Back and Forward have moved the address by the time the page hears of them: the form's entry is put back
// (before the router reacts, see ./history-guard.ts), and leaving goes back to where the user was heading.
"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { guardHistory } from "./history-guard";

type Pending = { kind: "link"; href: string } | { kind: "history" };

function internalHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LeaveGuard {
  /** The user tried to leave and is being asked. */
  asking: boolean;
  stay(): void;
  /** Goes where the user was heading; `beforeLeave` runs first (e.g. to stop guarding). */
  leave(beforeLeave?: () => void): void;
  /** Lets the page go without the browser's prompt: what it held is kept elsewhere (a draft). */
  release(): void;
}

export function useLeaveGuard(active: boolean): LeaveGuard {
  const router = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  // Set while the confirmed Back or Forward goes through, so it is not caught again.
  const leaving = useRef(false);
  const released = useRef(false);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    released.current = false;
    const guarded = { href: window.location.href, pathname: window.location.pathname, state: window.history.state as unknown };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const href = internalHref(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: "link", href });
    };
    const onPopState = (event: PopStateEvent) => {
      // Moves within the page (a wizard's steps) are the page's own.
      if (leaving.current || window.location.pathname === guarded.pathname) return;
      // The router's listener, added after this one, must not see it.
      event.stopImmediatePropagation();
      // The form's entry goes back on top of the one the user moved to: going back to it is leaving.
      window.history.pushState(guarded.state, "", guarded.href);
      setPending({ kind: "history" });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const unguardHistory = guardHistory(onPopState);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      unguardHistory();
      document.removeEventListener("click", onClick, true);
    };
  }, [active]);

  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave(beforeLeave) {
      const target = pending;
      setPending(null);
      if (!target) return;
      beforeLeave?.();
      if (target.kind === "link") {
        router.push(target.href);
      } else {
        leaving.current = true;
        window.history.back();
      }
    },
    release() {
      released.current = true;
    },
  };
}
