"use client";
// The virtualised rows of VirtualCardGrid, loaded only for lists long enough to need them.
import { useLayoutEffect, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { CardGridItems, type VirtualCardGridProps } from "./card-grid-items";

const GAP_PX = 16;

export function VirtualCardRows<T>({ items, renderItem, label, layout }: VirtualCardGridProps<T>) {
  const { columnsFor, estimateRowHeight, overscan = 1, firstPaintColumns, firstPaintItems } = layout;
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
          {columns === null ? <CardGridItems items={items.slice(0, firstPaintItems)} total={items.length} renderItem={renderItem} /> : null}
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
                    {renderItem(item, first + column)}
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
