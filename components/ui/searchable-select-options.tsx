"use client";
// The searchable select's list of options, virtualised: only the options near the visible part are in
// the page, so thousands stay fast. Loaded with its virtualiser when the field is first focused.
import { useEffect, useRef } from "react";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export interface SearchableSelectOption {
  value: string;
  label: string;
}

const OPTION_HEIGHT_PX = 36;

interface OptionListProps {
  id: string;
  label: string;
  results: readonly SearchableSelectOption[];
  value: string;
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (option: SearchableSelectOption) => void;
  /** Told once the options are in the page, so the field may name one as active. */
  onShown: () => void;
}

export function OptionList({ id, label, results, value, activeIndex, optionId, onActivate, onChoose, onShown }: OptionListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The React Compiler is not used here; the virtualizer re-renders the list itself as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT_PX,
    overscan: 6,
    // The active option stays in the page even when scrolled away: aria-activedescendant names it.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex < 0 || indexes.includes(activeIndex) ? indexes : [...indexes, activeIndex].sort((a, b) => a - b);
    },
  });

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: "auto" });
  }, [activeIndex, virtualizer]);
  useEffect(onShown, [onShown]);

  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={label}
      className={cn("max-h-60 overflow-y-auto overscroll-contain", results.length > 0 && "p-1")}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const option = results[item.index];
          const isActive = item.index === activeIndex;
          return (
            <div
              key={option.value}
              id={optionId(item.index)}
              role="option"
              aria-selected={isActive}
              aria-setsize={results.length}
              aria-posinset={item.index + 1}
              data-active={isActive || undefined}
              className="absolute top-0 left-0 flex w-full cursor-default items-center gap-2 rounded-sm px-2 text-sm select-none data-[active]:bg-accent data-[active]:text-accent-foreground"
              style={{ height: OPTION_HEIGHT_PX, transform: `translateY(${item.start}px)` }}
              onMouseMove={() => (isActive ? undefined : onActivate(item.index))}
              onClick={() => onChoose(option)}
            >
              <CheckIcon aria-hidden className={cn("size-4 shrink-0", option.value === value ? "opacity-100" : "opacity-0")} />
              <span className="truncate" title={option.label}>
                {option.label}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
