"use client";
// Previous, and Next or, on the last step, the create button (the form's submit).
import { useTranslations } from "next-intl";
import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { WIZARD_STEP_COUNT } from "@/features/niche-wizard/wizard-schema";

interface WizardStepButtonsProps {
  step: number;
  busy: boolean;
  creating: boolean;
  checking: boolean;
  fieldsValid: boolean;
  stepValid: boolean;
  onPrevious(): void;
  onNext(): void;
}

export function WizardStepButtons({ step, busy, creating, checking, fieldsValid, stepValid, onPrevious, onNext }: WizardStepButtonsProps) {
  const t = useTranslations("wizard");
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={busy || step === 1}>
        <ArrowLeft aria-hidden />
        {t("previous")}
      </Button>
      {step < WIZARD_STEP_COUNT ? (
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-muted-foreground sm:inline">{t("enterHint")}</span>
          <Button onClick={onNext} disabled={busy || !fieldsValid} aria-busy={checking || undefined}>
            {t("next")}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      ) : (
        <Button type="submit" disabled={busy || !stepValid}>
          <Sparkles aria-hidden />
          {creating ? t("creating") : t("create")}
        </Button>
      )}
    </div>
  );
}
