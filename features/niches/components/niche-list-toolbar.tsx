"use client";

import { memo, useId, useMemo } from "react";
import { useTranslations } from "next-intl";
import { Search, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";
import { SearchForm } from "@/components/shared/search-form";
import {
  serializeListQuery,
  SORT_FIELDS,
  STATUS_FILTERS,
  type NicheListQuery,
  type SortField,
  type StatusFilter,
} from "@/features/niches/list-query";

interface NicheListToolbarProps {
  query: NicheListQuery;
  shown: number | undefined;
  total: number | undefined;
  filtered: boolean;
  onSearch: (q: string) => void;
  onChange: (changes: Partial<NicheListQuery>) => void;
}

export function NicheListToolbar({ query, shown, total, filtered, onSearch, onChange }: NicheListToolbarProps) {
  const t = useTranslations("niches.list");
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchForm keep={serializeListQuery(query)} role="search" className="flex-1 space-y-1.5">
          <Label htmlFor={`${id}-search`}>{t("searchLabel")}</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${id}-search`}
              type="search"
              name="q"
              value={query.q}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={t("searchPlaceholder")}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </SearchForm>
        <NicheListSelects status={query.status} sort={query.sort} onChange={onChange} />
      </div>
      {total !== undefined && shown !== undefined ? (
        <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <p role="status" data-testid="niche-counter">
            {t("counter", { shown, total })}
          </p>
          {filtered ? <Badge variant="secondary">{t("filtered")}</Badge> : null}
          {query.q ? (
            <Button variant="ghost" size="sm" onClick={() => onSearch("")}>
              <X aria-hidden />
              {t("clearSearch")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

interface NicheListSelectsProps {
  status: StatusFilter;
  sort: SortField;
  onChange: (changes: Partial<NicheListQuery>) => void;
}

// Memoised: radix selects are costly to re-render and do not change while the search box is typed in.
const NicheListSelects = memo(function NicheListSelects({ status, sort, onChange }: NicheListSelectsProps) {
  const t = useTranslations("niches.list");
  const id = useId();
  const statusOptions = useMemo(() => STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) })), [t]);
  const sortOptions = useMemo(() => SORT_FIELDS.map((s) => ({ value: s, label: t(`sort.${s}`) })), [t]);
  return (
    <>
      <div className="space-y-1.5">
        <Label id={`${id}-status`}>{t("statusLabel")}</Label>
        <LazySelect
          aria-labelledby={`${id}-status`}
          className="w-full md:w-48"
          value={status}
          onValueChange={(v) => onChange({ status: v as StatusFilter })}
          options={statusOptions}
        />
      </div>
      <div className="space-y-1.5">
        <Label id={`${id}-sort`}>{t("sortLabel")}</Label>
        <LazySelect
          aria-labelledby={`${id}-sort`}
          className="w-full md:w-56"
          value={sort}
          onValueChange={(v) => onChange({ sort: v as SortField })}
          options={sortOptions}
        />
      </div>
    </>
  );
});
