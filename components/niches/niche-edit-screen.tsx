"use client";

import Link from "next/link";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { AlertCircle, ArrowLeft } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { useNiche } from "@/lib/niches/hooks";
import { NicheEditForm } from "./niche-edit-form";

export function NicheEditScreen() {
  const t = useTranslations("niches.form");
  const { id } = useParams<{ id: string }>();
  const valid = Number.isInteger(Number(id));
  // Fetched once: revalidating would not change a form already being edited.
  const { data: niche, error } = useNiche(valid ? id : null);
  useBreadcrumbNames({ nicheName: niche?.name });

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        {niche ? <p className="text-muted-foreground">{t("editing", { name: niche.name })}</p> : null}
      </header>
      {(error && !niche) || !valid ? (
        <div className="space-y-4">
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>{t("loadError")}</AlertDescription>
          </Alert>
          <Button asChild variant="outline">
            <Link href="/niches">
              <ArrowLeft aria-hidden />
              {t("backToList")}
            </Link>
          </Button>
        </div>
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
