"use client";
// 'Contenido': headings 1-3; a click scrolls smoothly to the heading and the entry of the heading
// being read is marked while scrolling.
import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslations } from "next-intl";
import { useActiveHeading } from "@/features/product-content/active-heading";
import type { TocEntry } from "@/features/product-content/toc";
import { cn } from "@/lib/utils";
import { TitledSection } from "@/components/ui/titled-section";

const INDENT: Record<number, string> = { 1: "pl-2", 2: "pl-5", 3: "pl-8" };

function scrollToHeading(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  heading.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  // Keyboard users continue reading from the heading.
  heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  // Next keeps its router state in history.state: preserve it.
  window.history.replaceState(window.history.state, "", `#${id}`);
}

/** A link with #heading (shared after a TOC click) opens at that heading once the content is there. */
function useInitialHash(toc: readonly TocEntry[], rendered: boolean, choose: (id: string) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !rendered || toc.length === 0) return;
    done.current = true;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || !toc.some((entry) => entry.id === id)) return;
    document.getElementById(id)?.scrollIntoView({ block: "start" });
    choose(id);
  }, [toc, rendered, choose]);
}

interface TableOfContentsProps {
  toc: readonly TocEntry[];
  /** The article's headings are in the page (its HTML arrives after the TOC). */
  rendered: boolean;
}

export function TableOfContents({ toc, rendered }: TableOfContentsProps) {
  const t = useTranslations("productContent.toc");
  const { active, choose } = useActiveHeading(toc.map((entry) => entry.id), rendered);
  useInitialHash(toc, rendered, choose);
  const list = useRef<HTMLOListElement>(null);
  // Keeps the active entry visible inside the list's own scroll area (the page itself never moves).
  useEffect(() => {
    const box = list.current;
    const link = box?.querySelector<HTMLElement>("[aria-current]");
    if (!box || !link) return;
    const top = link.offsetTop;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + link.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + link.offsetHeight - box.clientHeight;
  }, [active]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    // The entry chosen is the one marked, even where its heading cannot reach the top of the page.
    choose(id);
    scrollToHeading(id);
  };
  return (
    <TitledSection as="nav" title={t("title")} className="rounded-xl border bg-card p-4" headingClassName="mb-2 text-sm font-semibold">
      {toc.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol ref={list} className="relative -mr-2 flex max-h-[30vh] flex-col gap-0.5 overflow-y-auto pr-2 text-sm">
          {toc.map((entry) => {
            const current = entry.id === active;
            return (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  onClick={(event) => onClick(event, entry.id)}
                  aria-current={current ? "location" : undefined}
                  data-level={entry.level}
                  className={cn(
                    "block rounded-md border-l-2 py-1 pr-2 hover:bg-accent hover:text-accent-foreground",
                    INDENT[entry.level],
                    current ? "border-primary bg-accent font-medium text-foreground" : "border-transparent text-muted-foreground",
                  )}
                >
                  {entry.text}
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </TitledSection>
  );
}
