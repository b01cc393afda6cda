"use client";

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FileCode2, FolderTree, Package, Zap, type LucideIcon } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useCatalogItems } from "@/features/niche-catalog";
import { useNicheSearch } from "@/features/niches";
import { useProductSearch, IMPORT_PRODUCTS_HREF } from "@/features/products";
import {
  actionEntries,
  nicheEntries,
  productEntries,
  searchEntries,
  templateEntries,
  type SearchEntry,
  type SearchKind,
} from "../global-search";
import { cn } from "@/lib/utils";
import { NAV_SECTIONS } from "@/components/layout/nav-items";
import { PaletteSearchField } from "./palette-search-field";

/** The suggestions hide this long after the input loses focus, so a click on one still lands. */
export const HIDE_DELAY_MS = 200;

// Secondary text, at full contrast on the highlighted option.
const QUIET = "text-muted-foreground group-aria-selected:text-accent-foreground";

const KIND_ICONS: Record<SearchKind, LucideIcon> = { action: Zap, niche: FolderTree, product: Package, template: FileCode2 };

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was typed before the palette's code was in. */
  initialQuery?: string;
  /** Gets focus back on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Finds niches, products and web templates by name, and the main actions; Enter opens the choice. */
export function CommandPalette({ open, onOpenChange, initialQuery = "", returnFocusTo }: CommandPaletteProps) {
  const t = useTranslations("layout.search");
  const tc = useTranslations("common");
  const onCloseAutoFocus = (event: Event) => {
    const target = returnFocusTo?.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={tc("close")}
        placement="top"
        width="xl"
        onCloseAutoFocus={returnFocusTo ? onCloseAutoFocus : undefined}
      >
        <DialogTitle className="sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
        {/* Mounted only while open: the lists are read (and kept current) only while someone searches. */}
        <PaletteSearch initialQuery={initialQuery} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PaletteSearch({ initialQuery, onClose }: { initialQuery: string; onClose: () => void }) {
  const t = useTranslations("layout.search");
  const tAll = useTranslations();
  const router = useRouter();
  const listboxId = useId();
  const templates = useCatalogItems();
  const [query, setQuery] = useState(initialQuery);
  // Niches and products are searched on the server where it pages them: a catalogue can hold thousands
  // of niches and hundreds of thousands of products.
  const niches = useNicheSearch(query);
  const products = useProductSearch(query);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const actions = useMemo(
    () =>
      actionEntries([
        { key: "new-niche", label: tAll("layout.breadcrumbs.newNiche"), href: "/niches/new", words: t("actionWords.new-niche") },
        { key: "import-products", label: t("importProducts"), href: IMPORT_PRODUCTS_HREF, words: t("actionWords.import-products") },
        { key: "new-template", label: tAll("layout.breadcrumbs.newTemplate"), href: "/niche-catalog/new", words: t("actionWords.new-template") },
        ...NAV_SECTIONS.flatMap((section) => section.items).map((item) => ({
          key: item.key,
          label: tAll(`layout.nav.${item.key}`),
          href: item.href,
        })),
      ]),
    [t, tAll],
  );
  const entries = useMemo(
    () => [
      ...actions,
      ...nicheEntries(niches.niches ?? []),
      ...templateEntries(templates.data ?? []),
      ...productEntries(products.data ?? []),
    ],
    [actions, niches.niches, templates.data, products.data],
  );
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);
  const activeIndex = results.length > 0 ? Math.min(active, results.length - 1) : -1;
  const expanded = shown && results.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const loading = niches.busy || [products, templates].some((list) => !list.data && !list.error);
  const failed = [niches, products, templates].some((list) => list.error);

  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const go = (entry: SearchEntry) => {
    onClose();
    router.push(entry.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        setShown(true);
        const count = results.length;
        if (count > 0) setActive((activeIndex + (event.key === "ArrowDown" ? 1 : count - 1)) % count);
        break;
      }
      case "Enter":
        if (!expanded || activeIndex < 0) return;
        event.preventDefault();
        go(results[activeIndex]);
        break;
      case "Escape":
        // One Escape closes the palette (the dialog gives focus back to where it was).
        event.preventDefault();
        onClose();
        break;
    }
  };

  return (
    <>
      <PaletteSearchField
        listboxId={listboxId}
        expanded={expanded}
        aria-activedescendant={activeId}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setShown(true);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setShown(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setShown(false), HIDE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <ul id={listboxId} role="listbox" aria-label={t("suggestions")} className="max-h-[min(26rem,60dvh)] overflow-y-auto p-2">
          {results.map((entry, index) => {
            const Icon = KIND_ICONS[entry.kind];
            const selected = index === activeIndex;
            return (
              <li
                key={entry.key}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                className="group flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
                // Keeps focus in the input: the choice is made by the click that follows.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => (selected ? undefined : setActive(index))}
                onClick={() => go(entry)}
              >
                <Icon aria-hidden className={cn("size-4 shrink-0", QUIET)} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{entry.label}</span>
                  {entry.detail ? <span className={cn("block truncate text-xs", QUIET)}>{entry.detail}</span> : null}
                </span>
                <span className={cn("shrink-0 text-xs", QUIET)}>{t(`kinds.${entry.kind}`)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {shown && results.length === 0 ? (
        <p role="status" className="px-4 py-8 text-center text-sm text-muted-foreground">
          {t("noResults")}
        </p>
      ) : null}
      {loading ? (
        <p role="status" className="border-t px-4 py-2 text-xs text-muted-foreground">
          {tAll("common.loading")}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="border-t px-4 py-2 text-xs text-destructive">
          {t("loadError")}
        </p>
      ) : null}
    </>
  );
}
