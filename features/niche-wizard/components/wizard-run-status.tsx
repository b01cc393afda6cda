"use client";
// The last step while the niche is created: credentials, the automation's progress, and a failure
// with its retry.
import { useTranslations } from "next-intl";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CreationProgress } from "./creation-progress";
import { CredentialsStatus } from "./credentials-status";
import type { useWizardCreation } from "./use-wizard-creation";

interface WizardRunStatusProps {
  creation: ReturnType<typeof useWizardCreation>;
  /** The failure still worth showing (a name taken is old news once step 2 has a free one). */
  failure: ReturnType<typeof useWizardCreation>["failure"];
  onRetry(): void;
}

export function WizardRunStatus({ creation, failure, onRetry }: WizardRunStatusProps) {
  const t = useTranslations("wizard");
  return (
    <>
      {creation.submitting || creation.progress ? (
        <div className="mt-6">
          <CredentialsStatus keyStatus={creation.credentials.apiKey} clientStatus={creation.credentials.apiClient} />
        </div>
      ) : null}
      {creation.progress ? (
        <div className="mt-6">
          <CreationProgress progress={creation.progress} />
        </div>
      ) : null}
      {failure ? (
        <Alert variant="destructive" className="mt-6">
          <TriangleAlert aria-hidden />
          <AlertTitle>{failure.title}</AlertTitle>
          <AlertDescription>
            {failure.detail ? <p>{failure.detail}</p> : null}
            {failure.taken ? null : (
              <>
                <p>{t("errors.retryHint")}</p>
                <Button variant="outline" size="sm" onClick={onRetry}>
                  <RotateCcw aria-hidden />
                  {t("retry")}
                </Button>
              </>
            )}
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
