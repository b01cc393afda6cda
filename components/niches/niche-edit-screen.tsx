"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useRecordTitle } from "@/components/layout/use-record-title";
import { isNotFound } from "@/lib/http/api-error";
import { useNiche } from "@/lib/niches/hooks";
import { NicheEditForm } from "./niche-edit-form";
import { NicheLoadError } from "./niche-load-error";

export function NicheEditScreen({ id }: { id: string }) {
  const t = useTranslations("niches.form");
  const tc = useTranslations("common");
  const valid = Number.isInteger(Number(id));
  // Fetched once: revalidating would not change a form already being edited.
  const { data: niche, error, mutate } = useNiche(valid ? id : null);
  useBreadcrumbNames({ nicheName: niche?.name });
  useRecordTitle("editNiche", niche?.name);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        {niche ? <p className="text-muted-foreground wrap-anywhere">{t("editing", { name: niche.name })}</p> : null}
      </header>
      {(error && !niche) || !valid ? (
        <NicheLoadError
          message={t("loadError")}
          backLabel={t("backToList")}
          retry={valid && !isNotFound(error) ? { label: tc("retry"), onRetry: () => void mutate() } : undefined}
        />
      ) : niche ? (
        <NicheEditForm key={niche.id} niche={niche} />
      ) : (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only" role="status">
            {t("loading")}
          </span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      )}
    </div>
  );
}
