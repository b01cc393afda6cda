"use client";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatShortDateTime } from "@/lib/format/date";
import type { ContentVersion } from "@/lib/product-content/api";

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
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger id={id} size="sm" className="min-w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {versions.map((item) => (
            <SelectItem key={item.version} value={String(item.version)}>
              {t("versionOption", { version: item.version, date: formatShortDateTime(item.generated_at) })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
