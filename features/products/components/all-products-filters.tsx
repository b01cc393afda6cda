"use client";

import { useCallback, useMemo } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SearchInput } from "@/components/ui/search-input";
import { Label } from "@/components/ui/label";
import { SearchForm } from "@/components/shared/search-form";
import { filtersToSearch, isFiltered, type AllProductFilters } from "@/features/products/filters";
import type { StatusFilter } from "@/features/products/status";
import type { SearchableSelectOption } from "@/components/ui/searchable-select";
import { NicheSelect } from "./niche-select";
import { StatusFilterSelect } from "./status-filter-select";

interface AllProductsFiltersProps {
  value: AllProductFilters;
  onChange: (patch: Partial<AllProductFilters>) => void;
  onClear: () => void;
  /** The filter's niche, when known (its name is shown before the niche list is read). */
  chosenNiche: SearchableSelectOption | undefined;
  /** Unknown while only the first rows are in (the whole list is still loading). */
  counts: { filtered: number; total: number } | undefined;
  /** The URL names a niche no longer there (deleted, or its slug changed). */
  nicheGone?: boolean;
}

export function AllProductsFilters({ value, onChange, onClear, chosenNiche, counts, nicheGone = false }: AllProductsFiltersProps) {
  const t = useTranslations("products.all.filters");
  const filtered = isFiltered(value);
  const allNichesOption = useMemo(() => ({ value: "all", label: t("allNiches") }), [t]);
  const onNicheChange = useCallback((niche: string) => onChange({ niche }), [onChange]);
  const onStatusChange = useCallback((status: StatusFilter) => onChange({ status }), [onChange]);
  return (
    <Card layout="custom" className="flex-col gap-4 p-4" role="search" aria-label={t("search")}>
      <div className="grid items-end gap-4 md:grid-cols-2 xl:grid-cols-[1fr_14rem_12rem_auto]">
        <SearchForm keep={filtersToSearch({ ...value, page: 1 })} className="grid gap-2">
          <Label htmlFor="all-products-search">{t("search")}</Label>
          <SearchInput
            id="all-products-search"
            name="q"
            value={value.q}
            placeholder={t("searchPlaceholder")}
            onChange={(e) => onChange({ q: e.target.value })}
          />
        </SearchForm>
        <div className="grid gap-2">
          <Label htmlFor="all-products-niche">{t("niche")}</Label>
          <NicheSelect
            id="all-products-niche"
            label={t("niche")}
            valueField="slug"
            chosen={chosenNiche}
            value={value.niche}
            firstOption={allNichesOption}
            onValueChange={onNicheChange}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="all-products-status">{t("status")}</Label>
          <StatusFilterSelect id="all-products-status" value={value.status} onChange={onStatusChange} />
        </div>
        <Button variant="outline" onClick={onClear} disabled={!filtered}>
          {t("clear")}
        </Button>
      </div>
      {nicheGone ? (
        <p role="status" className="text-sm text-destructive">
          {t("nicheGone", { slug: value.niche })}
        </p>
      ) : null}
      <div className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        {counts ? <span data-testid="all-products-shown">{t("shown", counts)}</span> : null}
        {filtered ? <Badge variant="info">{t("filtered")}</Badge> : null}
      </div>
    </Card>
  );
}
