"use client";

import dynamic from "next/dynamic";
import { Activity, startTransition, Suspense, useEffect, useState } from "react";
import { PlainCardGrid, type VirtualCardGridProps } from "./card-grid-items";

/** Lists this long or shorter are drawn whole: the virtualiser (and its code) is for longer ones. */
const PLAIN_UP_TO_ITEMS = 60;

// Loaded only when a list is long enough to need it; meanwhile its first cards are drawn plainly, as
// the virtualised rows draw them before they are measured.
const VirtualCardRows = dynamic(() => import("./virtual-card-rows").then((m) => m.VirtualCardRows));

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
  const shown = items.length > 0 ? items : kept;
  // The server and the hydrating render draw only the first screen's cards: the page paints and
  // becomes live sooner, and the rest follow right after, below the fold.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return (
    <Activity mode={items.length > 0 ? "visible" : "hidden"}>
      {shown.length <= PLAIN_UP_TO_ITEMS ? (
        <PlainCardGrid {...props} items={mounted ? shown : shown.slice(0, props.layout.firstPaintItems)} total={shown.length} />
      ) : (
        <LongGrid {...props} items={shown} />
      )}
    </Activity>
  );
}

function LongGrid<T>(props: VirtualCardGridProps<T>) {
  const firstCards = <PlainCardGrid {...props} items={props.items.slice(0, props.layout.firstPaintItems)} total={props.items.length} />;
  return (
    <Suspense fallback={firstCards}>
      <VirtualCardRows {...(props as VirtualCardGridProps<unknown>)} />
    </Suspense>
  );
}
