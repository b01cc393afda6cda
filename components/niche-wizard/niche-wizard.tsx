"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useUsableTemplates } from "@/lib/niche-wizard/templates";
import { PrecheckBlocked } from "./precheck-blocked";
import { WizardForm } from "./wizard-form";

/** The pre-check: the wizard only opens when some template can build a niche. */
export function NicheWizard() {
  const t = useTranslations("wizard");
  const templates = useUsableTemplates();

  if (templates.isLoading) {
    return (
      <section className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted-foreground">
        <h1 className="sr-only">{t("title")}</h1>
        <Spinner label={t("precheck.checking")} className="size-6" />
        <p>{t("precheck.checking")}</p>
      </section>
    );
  }
  // A load error does not block: step 5 shows it with a retry.
  if (templates.templates && templates.templates.length === 0) return <PrecheckBlocked />;
  return <WizardForm templates={templates} />;
}
