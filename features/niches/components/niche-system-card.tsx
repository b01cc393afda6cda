"use client";

import { useTranslations } from "next-intl";
import { formatLongDateTime } from "@/lib/format/date";
import type { Niche } from "@/features/niches/schemas";
import { DetailCard } from "./detail-card";
import { DetailField } from "./detail-field";

export function NicheSystemCard({ niche }: { niche: Niche }) {
  const t = useTranslations("niches.detail.system");
  const date = (value: string | null | undefined) => (value ? formatLongDateTime(value) : t("unknown"));
  return (
    <DetailCard title={t("title")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailField label={t("id")}>{niche.id}</DetailField>
        <DetailField label={t("createdAt")}>
          <time dateTime={niche.created_at ?? undefined}>{date(niche.created_at)}</time>
        </DetailField>
        <DetailField label={t("updatedAt")}>
          <time dateTime={niche.updated_at ?? undefined}>{date(niche.updated_at)}</time>
        </DetailField>
      </dl>
    </DetailCard>
  );
}
