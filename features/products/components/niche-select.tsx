"use client";

import { memo, useMemo } from "react";
import { useTranslations } from "next-intl";
import { SearchableSelect, type SearchableSelectOption } from "@/components/ui/searchable-select";
import type { Niche } from "@/features/niches/schemas";

interface NicheSelectProps {
  id: string;
  /** The visible label's text, also the name of the list of niches. */
  label: string;
  niches: readonly Pick<Niche, "id" | "name" | "slug">[];
  /** Which niche field is each option's value. */
  valueField: "slug" | "id";
  value: string;
  onValueChange: (value: string) => void;
  /** An option before the niches (e.g. "all niches"). */
  firstOption?: SearchableSelectOption;
  invalid?: boolean;
  "aria-describedby"?: string;
}

/** Picks one niche among possibly thousands by typing part of its name. */
export const NicheSelect = memo(function NicheSelect({ niches, valueField, firstOption, label, ...props }: NicheSelectProps) {
  const tc = useTranslations("common");
  const options = useMemo(
    () => [
      ...(firstOption ? [firstOption] : []),
      ...niches.map((niche) => ({ value: String(niche[valueField]), label: niche.name })),
    ],
    [niches, valueField, firstOption],
  );
  return (
    <SearchableSelect
      {...props}
      options={options}
      listLabel={label}
      placeholder={tc("selectPlaceholder")}
      emptyText={tc("noOptions")}
    />
  );
});
