"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { splitKeywords } from "@/features/niches/keywords";
import type { Niche } from "@/features/niches/schemas";
import { DetailCard } from "./detail-card";
import { DetailField } from "./detail-field";

export function NicheBasicCard({ niche }: { niche: Niche }) {
  const t = useTranslations("niches.detail.basic");
  const tc = useTranslations("common");
  const keywords = splitKeywords(niche.keywords);
  return (
    <DetailCard title={t("title")}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DetailField label={t("name")} copyValue={niche.name}>
          {niche.name}
        </DetailField>
        <DetailField label={t("status")}>
          <Badge variant={niche.is_active ? "success" : "secondary"}>
            {niche.is_active ? tc("active") : tc("inactive")}
          </Badge>
        </DetailField>
        <DetailField label={t("slug")} copyValue={niche.slug}>
          <code className="font-mono break-all">{niche.slug}</code>
        </DetailField>
        <DetailField label={t("affiliateTag")} copyValue={niche.affiliate_tag}>
          <code className="font-mono break-all">{niche.affiliate_tag || "—"}</code>
        </DetailField>
        <DetailField label={t("description")} className="sm:col-span-2">
          {niche.description || "—"}
        </DetailField>
        <DetailField label={t("keywords")} className="sm:col-span-2">
          {keywords.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t("keywords")}>
              {keywords.map((k) => (
                <li key={k} className="max-w-full">
                  <Badge variant="secondary" wrap className="wrap-anywhere">
                    {k}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted-foreground">{t("noKeywords")}</span>
          )}
        </DetailField>
      </dl>
    </DetailCard>
  );
}
