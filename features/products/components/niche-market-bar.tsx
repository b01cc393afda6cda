"use client";

import { useTranslations } from "next-intl";
import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { resolveMarket } from "@/lib/markets/markets";

/** The product list's one-line marketplace bar: flag and country, language, domain and a link to it. The niche detail has its own, fuller card. */
export function NicheMarketBar({ mercado }: { mercado: string | null | undefined }) {
  const t = useTranslations("products.market");
  const market = resolveMarket(mercado);
  return (
    <Card layout="custom" className="flex-row flex-wrap items-center gap-x-6 gap-y-2 p-4" aria-label={t("title")} role="region">
      {market ? (
        <>
          <p className="flex items-center gap-2 font-medium">
            <span aria-hidden className="text-2xl">
              {market.flag}
            </span>
            {market.pais}
          </p>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{t("language")}</dt>
              <dd className="font-medium">{market.lang.toUpperCase()}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{t("domain")}</dt>
              <dd className="font-mono">{market.dominio}</dd>
            </div>
          </dl>
          <Button asChild variant="outline" size="sm" className="sm:ml-auto">
            <a href={`https://www.${market.dominio}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t("goToMarketplace")}
            </a>
          </Button>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      )}
    </Card>
  );
}
