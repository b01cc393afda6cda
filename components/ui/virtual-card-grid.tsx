"use client";

import { Activity, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";

const GAP_PX = 16;

interface VirtualCardGridProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Cards per row for the grid's own width in px (measured whenever the layout changes). */
  columnsFor: (gridWidth: number) => number;
  /** Accessible name of the list, also its visually hidden heading. */
  label: string;
  /** First guess of a row's height; rows are measured once drawn. */
  estimateRowHeight: number;
  /** Rows drawn beyond each edge of the viewport. */
  overscan?: number;
  /**
   * The grid's columns in CSS (the same breakpoints as `columnsFor`), for the first paint: the server
   * and the browser's first render draw the first cards in a plain grid, before anything is measured.
   */
  firstPaintColumns: string;
}

/** Cards drawn before the grid is measured: the first screen and then some. */
const FIRST_PAINT_ITEMS = 12;

/**
 * A card grid for thousands of items that draws only the rows near the viewport (the page scrolls,
 * not the grid). With no items it shows nothing: the screen puts its empty state beside it.
 */
export function VirtualCardGrid<T>(props: VirtualCardGridProps<T>) {
  const { items } = props;
  // While a filter matches nothing, the last cards stay built but hidden: when matches come back
  // they are updated in place instead of being built from scratch (the costliest moment of typing).
  const [kept, setKept] = useState(items);
  if (items.length > 0 && items !== kept) setKept(items);
  return (
    <Activity mode={items.length > 0 ? "visible" : "hidden"}>
      <GridRows {...props} items={items.length > 0 ? items : kept} />
    </Activity>
  );
}

function GridRows<T>({ items, renderItem, columnsFor, label, estimateRowHeight, overscan = 1, firstPaintColumns }: VirtualCardGridProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState<number | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Measured when the page's layout changes (a ResizeObserver runs after layout), never during a
  // render: a forced layout on every keystroke in the filters was the costliest part of typing.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      setColumns(columnsFor(element.clientWidth));
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [columnsFor]);

  const virtualizer = useWindowVirtualizer({
    count: columns === null ? 0 : Math.ceil(items.length / columns),
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
    gap: GAP_PX,
  });

  return (
    <>
      {/* Cards carry h3 titles: a heading for the list keeps the outline in order (h1, h2, h3). */}
      <h2 className="sr-only">{label}</h2>
      {/* A size container, so the first paint's columns follow the grid's width as `columnsFor` does. */}
      <div className="@container">
        <div
          ref={listRef}
          role="list"
          aria-label={label}
          className={columns === null ? `grid w-full gap-4 ${firstPaintColumns}` : "relative w-full"}
          style={columns === null ? undefined : { height: virtualizer.getTotalSize() }}
        >
          {columns === null
            ? items.slice(0, FIRST_PAINT_ITEMS).map((item, index) => (
                <div key={index} role="listitem" aria-setsize={items.length} aria-posinset={index + 1} className="min-w-0">
                  {renderItem(item)}
                </div>
              ))
            : null}
          {columns !== null && virtualizer.getVirtualItems().map((row) => {
            const first = row.index * columns;
            return (
              <div
                key={row.key}
                role="none"
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 grid w-full gap-4"
                style={{
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                  transform: `translateY(${row.start - scrollMargin}px)`,
                }}
              >
                {/* Keyed by column, not by item: when a filter changes, the cards on screen are
                    updated in place instead of being torn down and built again. */}
                {items.slice(first, first + columns).map((item, column) => (
                  <div
                    key={column}
                    role="listitem"
                    aria-setsize={items.length}
                    aria-posinset={first + column + 1}
                    className="min-w-0"
                  >
                    {renderItem(item)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
