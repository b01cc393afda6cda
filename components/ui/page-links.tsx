"use client";

import type { MouseEvent } from "react";
import { Button } from "./button";

export interface PageLinksTexts {
  label: string;
  previous: string;
  next: string;
  /** "Página 2 de 40". */
  status: string;
}

interface PageLinksProps {
  page: number;
  pages: number;
  /** The URL of a page: the links work before the scripts run, and open in a new tab. */
  hrefOf(page: number): string;
  /** Turns the page in place once the scripts run. */
  onGo(page: number): void;
  texts: PageLinksTexts;
}

/** Previous and next links around "Página n de m"; nothing for a single page. */
export function PageLinks({ page, pages, hrefOf, onGo, texts }: PageLinksProps) {
  if (pages <= 1) return null;
  const link = (to: number, text: string, rel: "prev" | "next") => {
    if (to < 1 || to > pages) {
      return (
        <Button variant="outline" size="sm" disabled>
          {text}
        </Button>
      );
    }
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      onGo(to);
      // A page turned shows from its top, as the link followed would.
      window.scrollTo({ top: 0 });
    };
    return (
      <Button variant="outline" size="sm" asChild>
        <a href={hrefOf(to)} rel={rel} onClick={go}>
          {text}
        </a>
      </Button>
    );
  };
  return (
    <nav aria-label={texts.label} className="flex flex-wrap items-center justify-center gap-2">
      {link(page - 1, texts.previous, "prev")}
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {texts.status}
      </span>
      {link(page + 1, texts.next, "next")}
    </nav>
  );
}
