"use client";

import { memo, useMemo } from "react";
import { useTranslations } from "next-intl";
import { LazySelect } from "@/components/ui/lazy-select";
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from "@/features/products/status";

interface StatusFilterSelectProps {
  id: string;
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}

/** The generation-status select of both lists. */
// Memoised: a radix select is costly to re-render, and its siblings change on every keystroke.
export const StatusFilterSelect = memo(function StatusFilterSelect({ id, value, onChange }: StatusFilterSelectProps) {
  const t = useTranslations("products.statusFilter");
  const options = useMemo(() => STATUS_FILTERS.map((s) => ({ value: s, label: t(s) })), [t]);
  return (
    <LazySelect
      id={id}
      className="w-full"
      value={value}
      onValueChange={(v) => isStatusFilter(v) && onChange(v)}
      options={options}
    />
  );
});
