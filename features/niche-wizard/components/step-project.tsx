import { useTranslations } from "next-intl";
import { ExternalLink, Rocket, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import type { WizardTemplate } from "@/features/niche-wizard/template-query";
import { StepSection } from "./step-section";
import { TemplateCard } from "./template-card";

const AUTOMATION_STEPS = ["clone", "customize", "affiliate", "deploy"] as const;

interface StepProjectProps {
  templates: WizardTemplate[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
  templateId: number | null;
  onSelect(id: number): void;
}

export function StepProject({ templates, isLoading, error, onRetry, templateId, onSelect }: StepProjectProps) {
  const t = useTranslations("wizard.project");
  const tc = useTranslations("common");

  if (error && !templates) {
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden />
        <AlertTitle>{t("errorTitle")}</AlertTitle>
        <AlertDescription>
          <p>{t("errorText")}</p>
          <Button variant="outline" size="sm" onClick={onRetry} data-autofocus="">
            {tc("retry")}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (isLoading || !templates) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Spinner label={t("loading")} />
        {t("loading")}
      </p>
    );
  }
  if (templates.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t("emptyTitle")}
        description={t("emptyText")}
        actions={
          <Button asChild>
            <a href="/niche-catalog/new" target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t("emptyAction")}
            </a>
          </Button>
        }
      />
    );
  }

  const selected = templates.find((x) => x.id === templateId);
  return (
    <div className="space-y-6">
      <ul aria-label={t("groupLabel")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templates.map((template, index) => (
          <li key={template.id}>
            <TemplateCard
              template={template}
              selected={template.id === templateId}
              onSelect={onSelect}
              autoFocus={selected ? template.id === selected.id : index === 0}
            />
          </li>
        ))}
      </ul>
      {selected ? (
        <StepSection
          id="automation-panel-title"
          className="rounded-lg border border-primary/40 bg-primary/5 p-4"
          icon={<Rocket aria-hidden className="size-4 text-primary" />}
          title={t("automationTitle")}
        >
          <p className="text-sm">{t("automationIntro", { name: selected.name })}</p>
          <ol className="list-inside list-decimal space-y-1 text-sm">
            {AUTOMATION_STEPS.map((step) => (
              <li key={step}>
                {t(`automationSteps.${step}`)}
                {step === "clone" && selected.github_url ? (
                  <span className="ml-1 font-mono text-xs break-all text-muted-foreground">{selected.github_url}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </StepSection>
      ) : (
        <p role="status" className="text-sm text-warning">
          {t("required")}
        </p>
      )}
    </div>
  );
}
