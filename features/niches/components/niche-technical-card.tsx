"use client";

import { useTranslations } from "next-intl";
import { hasStoredSecret, type NicheView } from "@/features/niches/secrets";
import { useNicheSecrets } from "@/features/niches/use-niche-secrets";
import { DetailField, SecretDetailField } from "./detail-field";
import { DetailCard } from "./detail-card";

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("es-ES") + text.slice(1);
}

export function NicheTechnicalCard({ niche }: { niche: NicheView }) {
  const t = useTranslations("niches.detail.technical");
  const { readField } = useNicheSecrets(niche.id);
  return (
    <DetailCard title={t("title")}>
      <dl className="grid gap-4">
        {hasStoredSecret(niche, "external_api_key") ? (
          <SecretDetailField label={t("apiKey")} value={() => readField("external_api_key")} />
        ) : (
          <DetailField label={t("apiKey")}>
            <span className="text-muted-foreground">{t("notConfigured")}</span>
          </DetailField>
        )}
        <DetailField label={t("tone")}>
          {niche.default_tone ? (
            capitalise(niche.default_tone)
          ) : (
            <span className="text-muted-foreground">{t("toneNotSet")}</span>
          )}
        </DetailField>
      </dl>
    </DetailCard>
  );
}
