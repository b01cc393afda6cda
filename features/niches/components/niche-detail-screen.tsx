"use client";

import { useCallback } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ArrowLeft, ExternalLink, Package, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ReadError, ReadStates } from "@/components/shared/read-states";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { resolveMarket } from "@/lib/markets/markets";
import { detailEventEffect } from "@/features/niches/automation-events";
import { useNiche } from "@/features/niches/hooks";
import type { NicheView } from "@/features/niches/secrets";
import { readPhase } from "@/lib/read/read-view";
import { resolveSiteUrl } from "@/features/niches/site-url";
import { useRealtimeEvent } from "@/lib/realtime/hooks";
import { BackToNiches } from "./back-to-niches";
import { NicheBasicCard } from "./niche-basic-card";
import { NicheCredentialsCard } from "./niche-credentials-card";
import { NicheEnvCard } from "./niche-env-card";
import { NicheGoogleCard } from "./niche-google-card";
import { NicheMarketCard } from "./niche-market-card";
import { NicheSystemCard } from "./niche-system-card";
import { NicheTechnicalCard } from "./niche-technical-card";
import { SiteExportButton } from "./site-export-button";

export function NicheDetailScreen({ id }: { id: string }) {
  const t = useTranslations("niches.detail");
  const tc = useTranslations("common");
  const nicheId = Number(id);
  const valid = Number.isInteger(nicheId);
  const read = useNiche(valid ? id : null);
  const { data: niche } = read;
  useBreadcrumbNames({ nicheName: niche?.name });
  useRecordTitle("nicheDetail", niche?.name);

  const failed = readPhase(read) === "failed";

  // The niche itself is patched by the niches cache handler; the screen only tells the user.
  const onAutomation = useCallback(
    (event: Parameters<typeof detailEventEffect>[0]) => {
      if (detailEventEffect(event, niche ?? null, nicheId).kind === "completed") toast.success(t("automationCompleted"));
    },
    [niche, nicheId, t],
  );
  useRealtimeEvent("niche_automation_progress", onAutomation);

  const back = <BackToNiches label={t("backToList")} />;
  return (
    <>
      {failed || !valid ? <h1 className="sr-only">{t("loadErrorToast")}</h1> : null}
      {valid ? (
        <ReadStates
          read={read}
          texts={{ loading: t("loading"), error: t("loadError"), notFound: t("notFound"), retry: tc("retry"), toast: t("loadErrorToast") }}
          errorActions={back}
        >
          {(loaded) => <NicheDetail niche={loaded} />}
        </ReadStates>
      ) : (
        // An id that is not a number names no niche.
        <ReadError title={t("notFound")} actions={back} />
      )}
    </>
  );
}

function NicheDetail({ niche }: { niche: NicheView }) {
  const t = useTranslations("niches.detail");
  const tc = useTranslations("common");
  const siteUrl = resolveSiteUrl(niche.vercel_data);
  const market = resolveMarket(niche.mercado);
  const openSite = () => {
    if (siteUrl) window.open(siteUrl, "_blank", "noopener,noreferrer");
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere">{niche.name}</h1>
            <Badge variant={niche.is_active ? "success" : "secondary"}>
              {niche.is_active ? tc("active") : tc("inactive")}
            </Badge>
          </div>
          {market || niche.mercado ? (
            <p className="text-sm text-muted-foreground">
              {t("marketMeta", { market: market ? `${market.flag} ${market.pais}` : (niche.mercado ?? "") })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={openSite} disabled={!siteUrl} title={siteUrl ?? t("noWebsite")}>
            <ExternalLink aria-hidden />
            {t("viewWebsite")}
          </Button>
          {niche.site_export_available ? <SiteExportButton nicheId={niche.id} slug={niche.slug} /> : null}
          <Button asChild variant="outline">
            <Link href={`/niches/${niche.id}/products`}>
              <Package aria-hidden />
              {t("viewProducts")}
            </Link>
          </Button>
          <Button asChild>
            <Link href={`/niches/edit/${niche.id}`}>
              <Pencil aria-hidden />
              {t("edit")}
            </Link>
          </Button>
          <ButtonLink href="/niches" icon={ArrowLeft} variant="ghost">
            {t("back")}
          </ButtonLink>
        </div>
      </header>

      {/* Grid items may shrink below their content's widest word or chip row: nothing scrolls sideways on a phone. */}
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <NicheBasicCard niche={niche} />
        <NicheTechnicalCard niche={niche} />
        <NicheCredentialsCard niche={niche} />
        <NicheMarketCard niche={niche} />
        <div className="lg:col-span-2">
          <NicheGoogleCard niche={niche} />
        </div>
        <div className="lg:col-span-2">
          <NicheEnvCard niche={niche} />
        </div>
        <div className="lg:col-span-2">
          <NicheSystemCard niche={niche} />
        </div>
      </div>
    </div>
  );
}
