"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { GOOGLE_FIELDS } from "@/features/niches/google-validators";
import type { Niche } from "@/features/niches/schemas";
import { DetailCard } from "./detail-card";
import { DetailField } from "./detail-field";

export function NicheGoogleCard({ niche }: { niche: Niche }) {
  const t = useTranslations("niches.detail.google");
  const configured = GOOGLE_FIELDS.filter((f) => niche[f]?.trim());
  return (
    <DetailCard title={t("title")}>
      {configured.length ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {configured.map((field) => (
            <DetailField key={field} label={t(field)} copyValue={niche[field]}>
              <code className="font-mono break-all">{niche[field]}</code>
            </DetailField>
          ))}
        </dl>
      ) : (
        <div className="flex flex-col items-start gap-3 text-sm">
          <p className="text-muted-foreground">{t("empty")}</p>
          <Button asChild variant="outline" size="sm">
            <Link href={`/niches/edit/${niche.id}?section=google`}>
              <Settings aria-hidden />
              {t("configure")}
            </Link>
          </Button>
        </div>
      )}
    </DetailCard>
  );
}
