"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { PaletteSearchField } from "./palette-search-field";

interface PaletteStandInProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
}

/**
 * The palette's search field while its code loads on the first opening: it takes the keys from the
 * moment Ctrl+K is pressed, and the palette opens on what was typed. Looks like the palette's field.
 */
export function PaletteStandIn({ query, onQueryChange, onClose }: PaletteStandInProps) {
  const t = useTranslations("layout.search");
  // Like the palette's field, it names a list of suggestions (rendered once the palette is in).
  const listboxId = useId();
  return (
    <div className="fixed inset-0 z-50 bg-black/50" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t("title")}
        aria-busy="true"
        className="fixed top-[10%] left-[50%] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] overflow-hidden rounded-lg border bg-background text-foreground shadow-lg sm:max-w-xl"
        onClick={(event) => event.stopPropagation()}
      >
        <PaletteSearchField
          listboxId={listboxId}
          expanded={false}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            onClose();
          }}
        />
      </div>
    </div>
  );
}
