"use client";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatShortDateTime } from "@/lib/format/date";
import type { ContentVersion } from "@/features/product-content/schemas";

interface VersionSelectProps {
  versions: readonly ContentVersion[];
  value: number;
  onChange: (version: number) => void;
}

export function VersionSelect({ versions, value, onChange }: VersionSelectProps) {
  const t = useTranslations("productContent");
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>{t("versionLabel")}</Label>
      <NativeSelect id={id} size="sm" className="min-w-48" value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        {versions.map((item) => (
          <option key={item.version} value={item.version}>
            {t("versionOption", { version: item.version, date: formatShortDateTime(item.generated_at) })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
