"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { NicheView } from "@/features/niches/secrets";
import { ClientSecretDetail } from "./client-secret-detail";
import { SecretDetailField } from "./detail-field";
import { DetailCard } from "./detail-card";

export function NicheCredentialsCard({ niche }: { niche: NicheView }) {
  const t = useTranslations("niches.detail.credentials");
  const clientId = niche.client_id?.trim();
  return (
    <DetailCard title={t("title")}>
      {clientId ? (
        <dl className="grid gap-4">
          <SecretDetailField label={t("clientId")} value={clientId} />
          <ClientSecretDetail niche={niche} clientId={clientId} label={t("clientSecret")} />
        </dl>
      ) : (
        <div className="flex flex-col items-start gap-3 text-sm">
          <p className="text-muted-foreground">{t("empty")}</p>
          <Button asChild variant="outline" size="sm">
            <Link href={`/niches/edit/${niche.id}`}>
              <KeyRound aria-hidden />
              {t("generate")}
            </Link>
          </Button>
        </div>
      )}
    </DetailCard>
  );
}
