"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { NicheProductFilters } from "@/features/products/filters";
import { StatusFilterSelect } from "./status-filter-select";

// The search's example when the niche has no market.
const ANY_MARKETPLACE = "amazon.com";

interface NicheProductsFiltersProps {
  /** The niche's marketplace ("amazon.it"): its products' links start with it. */
  marketDomain: string | undefined;
  value: NicheProductFilters;
  onChange: (value: NicheProductFilters) => void;
  onClear: () => void;
}

export function NicheProductsFilters({ marketDomain, value, onChange, onClear }: NicheProductsFiltersProps) {
  const t = useTranslations("products.filters");
  const tu = useTranslations("products.url");
  return (
    <Card layout="custom" className="flex-col gap-6 p-4" role="search" aria-label={t("title")}>
      <div className="grid items-end gap-4 md:grid-cols-[1fr_14rem_auto]">
        <div className="grid gap-2">
          <Label htmlFor="niche-products-url">{t("url")}</Label>
          <Input
            id="niche-products-url"
            type="search"
            value={value.q}
            placeholder={tu("searchPlaceholder", { domain: marketDomain ?? ANY_MARKETPLACE })}
            onChange={(e) => onChange({ ...value, q: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="niche-products-status">{t("status")}</Label>
          <StatusFilterSelect
            id="niche-products-status"
            value={value.status}
            onChange={(status) => onChange({ ...value, status })}
          />
        </div>
        <Button variant="outline" onClick={onClear}>
          {t("clear")}
        </Button>
      </div>
    </Card>
  );
}
