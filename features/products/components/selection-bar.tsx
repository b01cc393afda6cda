"use client";

import { useTranslations } from "next-intl";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

interface SelectionBarProps {
  selectedCount: number;
  visibleCount: number;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onForceRegenerate: () => void;
}

/** Select-all over the shown cards and the entry to forced regeneration of the selection. */
export function SelectionBar({ selectedCount, visibleCount, allSelected, onSelectAll, onForceRegenerate }: SelectionBarProps) {
  const t = useTranslations("products.niche");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id="niche-products-select-all"
          checked={allSelected ? true : selectedCount > 0 ? "indeterminate" : false}
          onCheckedChange={onSelectAll}
          disabled={visibleCount === 0}
        />
        <Label htmlFor="niche-products-select-all">{t("selectAll")}</Label>
      </div>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t("selected", { count: selectedCount })}
      </span>
      <Button variant="outline" size="sm" className="ml-auto" onClick={onForceRegenerate} disabled={selectedCount === 0}>
        <RefreshCw aria-hidden />
        {t("forceRegenerate")}
      </Button>
    </div>
  );
}
