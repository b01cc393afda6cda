"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import type { Niche } from "@/lib/niches/schemas";

const ROW_ESTIMATE_PX = 232;
const GAP_PX = 16;

/** Cards per row from the grid's own width (the sidebar makes viewport breakpoints misleading). */
function columnsFor(width: number): number {
  if (width >= 960) return 3;
  if (width >= 600) return 2;
  return 1;
}

interface NicheGridProps {
  niches: readonly Niche[];
  label: string;
  renderCard: (niche: Niche) => ReactNode;
}

/** Window-scrolled virtual grid: only the rows near the viewport are in the DOM. */
export function NicheGrid({ niches, label, renderCard }: NicheGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(3);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
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
  }, []);

  const rowCount = Math.ceil(niches.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 2,
    gap: GAP_PX,
    scrollMargin,
  });

  return (
    <>
      {/* Cards carry h3 titles: a heading for the list keeps the outline in order (h1, h2, h3). */}
      <h2 className="sr-only">{label}</h2>
      <div ref={ref} role="list" aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const start = row.index * columns;
          const items = niches.slice(start, start + columns);
          return (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 grid w-full gap-4"
              style={{
                top: 0,
                transform: `translateY(${row.start - scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {items.map((niche, i) => (
                <div key={niche.id} role="listitem" aria-setsize={niches.length} aria-posinset={start + i + 1}>
                  {renderCard(niche)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </>
  );
}
