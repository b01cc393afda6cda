"use client";

import dynamic from "next/dynamic";
import { memo, Suspense, useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn, foldText } from "@/lib/utils";
import type { SearchableSelectOption } from "./searchable-select-options";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

export type { SearchableSelectOption } from "./searchable-select-options";

// The list of options and its virtualiser load when the field is first focused, not with the page.
const loadOptionList = () => import("./searchable-select-options");
const OptionList = dynamic(() => loadOptionList().then((m) => m.OptionList));

export interface SearchableSelectProps {
  /** The input's id: the caller's visible label points at it. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SearchableSelectOption[];
  /** Accessible name of the list of options (the visible label's text). */
  listLabel: string;
  /** Shown while nothing is chosen (e.g. "Seleccionar..."). */
  placeholder: string;
  /** Shown when the typed text matches no option. */
  emptyText: string;
  /** Told the text searched while the list is open ("" before typing), and null when it closes. */
  onSearch?: (text: string | null) => void;
  /** Shown under the options (e.g. that only the first matches are listed). */
  footnote?: string;
  invalid?: boolean;
  required?: boolean;
  "aria-describedby"?: string;
  className?: string;
}

/**
 * A combobox that filters its options as the user types (accents and case ignored). The list is
 * virtualised: only the options near the visible part are in the page, so thousands stay fast.
 */
export const SearchableSelect = memo(function SearchableSelect({
  id,
  value,
  onValueChange,
  options,
  listLabel,
  placeholder,
  emptyText,
  onSearch,
  footnote,
  invalid,
  required,
  className,
  ...aria
}: SearchableSelectProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  // null while not typing: the input then shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  // Whether the list's code has loaded and drawn its options once: until then the field names no
  // active option, as the one it would name is not in the page yet (a stand-in list is).
  const [listShown, setListShown] = useState(false);
  const showList = useCallback(() => setListShown(true), []);

  const folded = useMemo(() => options.map((option) => foldText(option.label)), [options]);
  const results = useMemo(() => {
    const needle = foldText(query?.trim() ?? "");
    if (!needle) return options;
    return options.filter((_, index) => folded[index].includes(needle));
  }, [options, folded, query]);
  const chosen = useMemo(() => options.find((option) => option.value === value), [options, value]);
  const activeIndex = open && results.length > 0 ? Math.min(Math.max(active, 0), results.length - 1) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const fieldRef = useTypedBeforeHydration<HTMLInputElement>(undefined, true);
  useEffect(() => onSearch?.(open ? (query ?? "") : null), [open, query, onSearch]);

  const openList = () => {
    setOpen(true);
    setActive(Math.max(0, results.findIndex((option) => option.value === value)));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: SearchableSelectOption) => {
    close();
    if (option.value !== value) onValueChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        if (!open) openList();
        else setActive(event.key === "ArrowDown" ? Math.min(activeIndex + 1, last) : Math.max(activeIndex - 1, 0));
        break;
      case "Home":
      case "End":
        if (!open || last < 0) return;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : last);
        break;
      case "Enter":
        if (!open) return;
        // Enter picks; it never submits the surrounding form while the list is open.
        event.preventDefault();
        if (activeIndex >= 0) choose(results[activeIndex]);
        break;
      case "Escape":
        // A closed list leaves Escape to the page (a dialog around it closes).
        if (!open) return;
        event.preventDefault();
        close();
        break;
      case "Tab":
        if (open) close();
        break;
    }
  };

  return (
    <div className={cn("relative", className)}>
      <input
        ref={fieldRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={aria["aria-describedby"]}
        data-slot="searchable-select"
        className={cn(
          "h-9 w-full min-w-0 truncate rounded-md border border-input bg-transparent py-1 pr-8 pl-3 text-base shadow-xs transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm dark:bg-input/30",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        )}
        placeholder={placeholder}
        value={query ?? chosen?.label ?? ""}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        // Typing replaces the chosen option's text instead of appending to it (on click too: the
        // browser moves the caret when the button comes up, after focus).
        onFocus={(event) => {
          event.target.select();
          void loadOptionList();
        }}
        onClick={(event) => {
          if (query === null) event.currentTarget.select();
          if (!open) openList();
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ChevronDownIcon aria-hidden className="pointer-events-none absolute top-2.5 right-2.5 size-4 text-muted-foreground" />
      {open ? (
        <div
          data-slot="searchable-select-content"
          className="absolute top-full left-0 z-50 mt-1 w-full min-w-48 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
          // Keeps focus in the input, so a click on an option is not lost to its blur.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Suspense fallback={<div id={listboxId} role="listbox" aria-label={listLabel} aria-busy="true" className="max-h-60 p-1" />}>
            <OptionList
              id={listboxId}
              label={listLabel}
              results={results}
              value={value}
              activeIndex={activeIndex}
              optionId={optionId}
              onActivate={setActive}
              onChoose={choose}
              onShown={showList}
            />
          </Suspense>
          {results.length === 0 ? (
            <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
              {emptyText}
            </p>
          ) : null}
          {footnote ? (
            <p role="status" className="border-t px-3 py-2 text-xs text-muted-foreground">
              {footnote}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
