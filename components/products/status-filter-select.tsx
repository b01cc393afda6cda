"use client";

import { memo } from "react";
import { useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from "@/lib/products/status";

interface StatusFilterSelectProps {
  id: string;
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}

/** The generation-status select of both lists (options of spec 02 §4). */
// Memoised: a radix select is costly to re-render, and its siblings change on every keystroke.
export const StatusFilterSelect = memo(function StatusFilterSelect({ id, value, onChange }: StatusFilterSelectProps) {
  const t = useTranslations("products.statusFilter");
  return (
    <Select value={value} onValueChange={(v) => isStatusFilter(v) && onChange(v)}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {STATUS_FILTERS.map((s) => (
          <SelectItem key={s} value={s}>
            {t(s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
});
