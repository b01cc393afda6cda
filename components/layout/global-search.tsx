"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/lazy/use-opened-once";

// The palette, its dialog and the lists it searches load on first open: no screen's first load grows.
const CommandPalette = dynamic(() => import("./command-palette").then((m) => m.CommandPalette), { ssr: false });

const subscribeNever = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search button and the Ctrl+K (⌘K on a Mac) shortcut of every admin screen. */
export function GlobalSearch() {
  const t = useTranslations("layout.search");
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const apple = useSyncExternalStore(subscribeNever, isApple, () => false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return;
      // The browser's own Ctrl+K (its search bar) would take focus away.
      event.preventDefault();
      setOpen((current) => !current);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

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
      {used ? <CommandPalette open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
