"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { hasStoredSecret, type NicheView } from "@/features/niches/secrets";
import { useNicheSecrets } from "@/features/niches/use-niche-secrets";
import { DetailField, SecretDetailField } from "./detail-field";
import { DetailCard } from "./detail-card";

export function NicheCredentialsCard({ niche }: { niche: NicheView }) {
  const t = useTranslations("niches.detail.credentials");
  const { readField } = useNicheSecrets(niche.id);
  const hasSecret = hasStoredSecret(niche, "client_secret");
  const hasCredentials = Boolean(niche.client_id) || hasSecret;
  return (
    <DetailCard title={t("title")}>
      {hasCredentials ? (
        <dl className="grid gap-4">
          {niche.client_id ? (
            <SecretDetailField label={t("clientId")} value={niche.client_id} />
          ) : (
            <DetailField label={t("clientId")}>—</DetailField>
          )}
          {hasSecret ? (
            <SecretDetailField label={t("clientSecret")} value={() => readField("client_secret")} />
          ) : (
            <DetailField label={t("clientSecret")}>—</DetailField>
          )}
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
