"use client";

import { useTranslations } from "next-intl";
import { NativeSelect } from "@/components/ui/native-select";
import { STATUS_FILTERS, statusFilterOf, type StatusFilter } from "@/features/products/status";

interface StatusFilterSelectProps {
  id: string;
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}

/** The generation-status select of both lists, in the cards' words. */
export function StatusFilterSelect({ id, value, onChange }: StatusFilterSelectProps) {
  const t = useTranslations("generationStatus");
  return (
    <NativeSelect id={id} className="w-full" value={value} onValueChange={(v) => onChange(statusFilterOf(v))}>
      {STATUS_FILTERS.map((s) => (
        <option key={s} value={s}>
          {t(s)}
        </option>
      ))}
    </NativeSelect>
  );
}
