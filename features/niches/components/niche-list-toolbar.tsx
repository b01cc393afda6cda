"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchForm } from "@/components/shared/search-form";
import { SORT_FIELDS, STATUS_FILTERS, type SortField, type StatusFilter } from "@/features/niches/list-options";
import { serializeListQuery, type NicheListQuery } from "@/features/niches/list-query";

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
          <SearchInput
            id={`${id}-search`}
            name="q"
            value={query.q}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
          />
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

function NicheListSelects({ status, sort, onChange }: NicheListSelectsProps) {
  const t = useTranslations("niches.list");
  const id = useId();
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>{t("statusLabel")}</Label>
        <NativeSelect id={`${id}-status`} className="w-full md:w-48" value={status} onValueChange={(v) => onChange({ status: v as StatusFilter })}>
          {STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-sort`}>{t("sortLabel")}</Label>
        <NativeSelect id={`${id}-sort`} className="w-full md:w-56" value={sort} onValueChange={(v) => onChange({ sort: v as SortField })}>
          {SORT_FIELDS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
