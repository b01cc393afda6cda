"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { Search } from "lucide-react";

type PaletteSearchFieldProps = Pick<
  ComponentProps<"input">,
  "value" | "onChange" | "onKeyDown" | "onFocus" | "onBlur" | "aria-activedescendant"
> & {
  /** The list of suggestions the field names. */
  listboxId: string;
  /** Whether the suggestions are shown. */
  expanded: boolean;
};

/**
 * The global search's field, one for the palette and its stand-in so that the stand-in looks exactly
 * like it. Focused as it is committed, in the same task as the key that opened it (or as it replaces
 * the stand-in): no key falls between.
 */
export function PaletteSearchField({ listboxId, expanded, ...input }: PaletteSearchFieldProps) {
  const t = useTranslations("layout.search");
  return (
    <div className="flex items-center gap-2 border-b px-4">
      <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <input
        type="text"
        role="combobox"
        aria-label={t("inputLabel")}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        placeholder={t("placeholder")}
        className="h-14 w-full min-w-0 bg-transparent pr-10 text-base outline-none placeholder:text-muted-foreground"
        {...input}
      />
    </div>
  );
}
