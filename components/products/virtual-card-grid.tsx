"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useColumns } from "./use-columns";

interface VirtualCardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
  breakpoints: readonly number[];
  label: string;
  /** First guess of a row's height; rows are measured once drawn. */
  estimateRowHeight?: number;
}

/** A card grid that draws only the rows near the viewport (the page scrolls, not the grid). */
export function VirtualCardGrid<T>({
  items,
  getKey,
  renderItem,
  breakpoints,
  label,
  estimateRowHeight = 280,
}: VirtualCardGridProps<T>) {
  const columns = useColumns(breakpoints);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowCount = Math.ceil(items.length / columns);

  // Measured when the page's layout changes (a ResizeObserver runs after layout), never during a
  // render: a forced layout on every keystroke in the filters was the costliest part of typing.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: 1,
    scrollMargin,
    gap: 16,
  });

  return (
    <>
      {/* Cards carry h3 titles: a heading for the list keeps the outline in order (h1, h2, h3). */}
      <h2 className="sr-only">{label}</h2>
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const rowItems = items.slice(row.index * columns, row.index * columns + columns);
          return (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 grid w-full gap-4"
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {rowItems.map((item) => (
                <div key={getKey(item)} role="listitem" className="min-w-0">
                  {renderItem(item)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </>
  );
}
