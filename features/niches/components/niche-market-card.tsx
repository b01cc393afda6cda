"use client";

import { useTranslations } from "next-intl";
import { NewTabLink } from "@/components/shared/new-tab-link";
import { resolveMarket } from "@/lib/markets/markets";
import type { Niche } from "@/features/niches/schemas";
import { DetailCard } from "./detail-card";
import { DetailField } from "./detail-field";

export function NicheMarketCard({ niche }: { niche: Niche }) {
  const t = useTranslations("niches.detail.market");
  const market = resolveMarket(niche.mercado);
  return (
    <DetailCard title={t("title")}>
      {market ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailField label={t("country")}>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden className="text-xl">
                {market.flag}
              </span>
              {market.pais} ({market.countryCode})
            </span>
          </DetailField>
          <DetailField label={t("language")}>{market.lang.toUpperCase()}</DetailField>
          <DetailField label={t("domain")} copyValue={market.dominio}>
            <code className="font-mono">{market.dominio}</code>
          </DetailField>
          {market.dataUrl ? (
            <DetailField label={t("affiliateProgram")}>
              <NewTabLink href={market.dataUrl}>{t("openProgram")}</NewTabLink>
            </DetailField>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{niche.mercado ? `${niche.mercado} · ${t("empty")}` : t("empty")}</p>
      )}
    </DetailCard>
  );
}
