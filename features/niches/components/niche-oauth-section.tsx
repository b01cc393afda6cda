"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { RefreshCw, ShieldPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { NicheFormValues } from "@/features/niches/niche-form";
import { FormSection } from "./form-section";
import { FormTextField } from "./form-text-field";
import { useNicheField } from "./use-niche-field";

interface NicheOauthSectionProps {
  /** The client the niche is saved with ("" for none). */
  savedClientId: string;
  onCreateClient(): void;
  onRotate(): void;
}

/** The OAuth client: its id, and its secret's rotation while the saved client is kept. */
export function NicheOauthSection({ savedClientId, onCreateClient, onRotate }: NicheOauthSectionProps) {
  const t = useTranslations("niches.form");
  const ts = useTranslations("niches.secret");
  const { control } = useFormContext<NicheFormValues>();
  const { field } = useNicheField();
  const clientId = useWatch({ control, name: "client_id" }) ?? "";
  return (
    <FormSection name="oauth" action={{ label: t("createApiClient"), icon: ShieldPlus, onClick: onCreateClient }}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField id="niche-client-id" label={t("fields.client_id")} autoComplete="off" className="font-mono" {...field("client_id")} />
        <div className="space-y-1.5">
          <p id="niche-client-secret-label" className="text-sm leading-none font-medium">
            {t("fields.client_secret")}
          </p>
          <div
            role="group"
            aria-labelledby="niche-client-secret-label"
            aria-describedby="niche-client-secret-hint"
            className="flex flex-wrap items-center gap-2"
          >
            <p className="min-h-9 min-w-0 flex-1 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
              {ts("placeholder")}
            </p>
            {savedClientId && clientId.trim() === savedClientId ? (
              <Button variant="outline" size="sm" onClick={onRotate}>
                <RefreshCw aria-hidden />
                {ts("rotate")}
              </Button>
            ) : null}
          </div>
          <p id="niche-client-secret-hint" className="text-sm text-muted-foreground">
            {t("secretHint")}
          </p>
        </div>
      </div>
    </FormSection>
  );
}
