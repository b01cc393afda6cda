"use client";

import dynamic from "next/dynamic";
import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { PaletteStandIn } from "./command-palette-stand-in";

// The palette, its dialog and the lists it searches load on first open: no screen's first load grows.
// Until they are in, a stand-in field takes the keys.
const CommandPalette = dynamic(() => import("./command-palette").then((m) => m.CommandPalette));

const subscribeNever = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search button and the Ctrl+K (⌘K on a Mac) shortcut of every admin screen. */
export function GlobalSearch() {
  const t = useTranslations("layout.search");
  const [open, setOpenState] = useState(false);
  // What is typed into the stand-in: the palette opens on it.
  const [query, setQuery] = useState("");
  // Focus goes back there on close (the palette's field, focused at once, is what the dialog would remember).
  const opener = useRef<HTMLElement | null>(null);
  const used = useOpenedOnce(open);
  const apple = useSyncExternalStore(subscribeNever, isApple, () => false);

  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const setOpen = useCallback((next: boolean) => {
    if (next && !openRef.current) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setQuery("");
    }
    openRef.current = next;
    setOpenState(next);
  }, []);

  const closeStandIn = () => {
    setOpen(false);
    if (opener.current?.isConnected) opener.current.focus();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return;
      // The browser's own Ctrl+K (its search bar) would take focus away.
      event.preventDefault();
      setOpen(!openRef.current);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [setOpen]);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t("button")}
        aria-keyshortcuts={apple ? "Meta+K" : "Control+K"}
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t("button")}</span>
        <kbd aria-hidden className="hidden rounded border px-1.5 font-mono text-xs xl:inline">
          {apple ? "⌘K" : "Ctrl K"}
        </kbd>
      </Button>
      {used ? (
        <Suspense fallback={open ? <PaletteStandIn query={query} onQueryChange={setQuery} onClose={closeStandIn} /> : null}>
          <CommandPalette open={open} onOpenChange={setOpen} initialQuery={query} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
