"use client";

import dynamic from "next/dynamic";
import { memo, useCallback, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { SearchableSelect, type SearchableSelectOption } from "@/components/ui/searchable-select";
import type { NicheSearch } from "@/features/niches";

const NicheSearchFeed = dynamic(() => import("./niche-search-feed").then((m) => m.NicheSearchFeed), { ssr: false });

const NOT_ASKED: NicheSearch = { niches: undefined, total: undefined, busy: true, error: undefined };

interface NicheSelectProps {
  id: string;
  /** The visible label's text, also the name of the list of niches. */
  label: string;
  /** Which niche field is each option's value. */
  valueField: "slug" | "id";
  value: string;
  /** The chosen niche's option, when the caller knows it (the list's first page may not hold it). */
  chosen?: SearchableSelectOption;
  onValueChange: (value: string) => void;
  /** An option before the niches (e.g. "all niches"). */
  firstOption?: SearchableSelectOption;
  invalid?: boolean;
  "aria-describedby"?: string;
}

/**
 * Picks one niche among possibly thousands by typing part of its name. The niches are read when the
 * list first opens: on a paging upstream, the server's matches for the text typed.
 */
export const NicheSelect = memo(function NicheSelect({ valueField, firstOption, chosen, label, onValueChange, ...props }: NicheSelectProps) {
  const tc = useTranslations("common");
  const [text, setText] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [answer, setAnswer] = useState<NicheSearch>(NOT_ASKED);
  const search = opened ? answer : { ...NOT_ASKED, busy: false };
  // The option last picked keeps its label while later searches do not list it.
  const [picked, setPicked] = useState<SearchableSelectOption | null>(null);
  const onSearch = useCallback((typed: string | null) => {
    setText(typed);
    if (typed !== null) setOpened(true);
  }, []);
  const niches = search.niches;
  const known = chosen ?? (picked?.value === props.value ? picked : undefined);
  const options = useMemo(() => {
    const found = (niches ?? []).map((niche) => ({ value: String(niche[valueField]), label: niche.name }));
    const extra = known && known.value !== firstOption?.value && !found.some((option) => option.value === known.value) ? [known] : [];
    return [...(firstOption ? [firstOption] : []), ...extra, ...found];
  }, [niches, valueField, firstOption, known]);
  const pick = useCallback(
    (value: string) => {
      setPicked(options.find((option) => option.value === value) ?? null);
      onValueChange(value);
    },
    [options, onValueChange],
  );
  const listed = niches?.length ?? 0;
  return (
    <>
      {opened ? <NicheSearchFeed text={text ?? ""} onResults={setAnswer} /> : null}
      <SearchableSelect
        {...props}
        options={options}
        onValueChange={pick}
        onSearch={onSearch}
        listLabel={label}
        placeholder={tc("selectPlaceholder")}
        emptyText={search.busy ? tc("loading") : tc("noOptions")}
        footnote={
          search.error
            ? tc("nicheSelect.loadError")
            : // With a first option ("all niches") the list is never empty, so its empty text cannot say it is loading.
              search.busy && options.length > 0
              ? tc("loading")
              : search.total !== undefined && search.total > listed
                ? tc("nicheSelect.more", { shown: listed, total: search.total })
                : undefined
        }
      />
    </>
  );
});
