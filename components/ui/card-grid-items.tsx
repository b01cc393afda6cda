import type { ReactNode } from "react";

/** How a card grid lays out: its columns (measured and in CSS for the first paint) and its first cards. */
export interface CardGridLayout {
  /** Cards per row for the grid's own width in px (measured whenever the layout changes). */
  columnsFor: (gridWidth: number) => number;
  /**
   * The grid's columns in CSS (the same breakpoints as `columnsFor`), for the first paint: the server
   * and the browser's first render draw the first cards in a plain grid, before anything is measured.
   */
  firstPaintColumns: string;
  /**
   * Cards the server and the first render draw (and that stand in while the virtualiser loads): enough
   * to fill a tall screen at the widest layout. Every card more is work before the first paint.
   */
  firstPaintItems: number;
  /** First guess of a row's height; rows are measured once drawn. */
  estimateRowHeight: number;
  /** Rows drawn beyond each edge of the viewport. */
  overscan?: number;
}

export interface VirtualCardGridProps<T> {
  items: readonly T[];
  /** `index`: the item's place in `items` (the first card's image is fetched first, say). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list, also its visually hidden heading. */
  label: string;
  layout: CardGridLayout;
}

/**
 * Cards in a plain CSS grid, as list items of a list of `total`. Keyed by position, not by item: when a
 * filter changes, the cards on screen are updated in place instead of being torn down and built again.
 */
export function CardGridItems<T>({ items, total, renderItem }: { items: readonly T[]; total: number; renderItem: (item: T, index: number) => ReactNode }) {
  return items.map((item, index) => (
    <div key={index} role="listitem" aria-setsize={total} aria-posinset={index + 1} className="min-w-0">
      {renderItem(item, index)}
    </div>
  ));
}

/** The whole list (or its first cards) in a plain grid, with the list's hidden heading. */
export function PlainCardGrid<T>({ items, total, renderItem, label, layout }: { items: readonly T[]; total: number } & Pick<VirtualCardGridProps<T>, "renderItem" | "label" | "layout">) {
  return (
    <>
      {/* Cards carry h3 titles: a heading for the list keeps the outline in order (h1, h2, h3). */}
      <h2 className="sr-only">{label}</h2>
      {/* A size container, so the columns follow the grid's width as `columnsFor` does. */}
      <div className="@container">
        <div role="list" aria-label={label} className={`grid w-full gap-4 ${layout.firstPaintColumns}`}>
          <CardGridItems items={items} total={total} renderItem={renderItem} />
        </div>
      </div>
    </>
  );
}
