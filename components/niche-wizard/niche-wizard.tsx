"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useUsableTemplates } from "@/lib/niche-wizard/templates";
import { PrecheckBlocked } from "./precheck-blocked";
import { WizardForm } from "./wizard-form";

/** The pre-check: the wizard only opens when some template can build a niche. */
export function NicheWizard() {
  const t = useTranslations("wizard");
  const templates = useUsableTemplates();
  // A load error does not block: step 5 shows it with a retry.
  const precheckPassed = !templates.isLoading && templates.templates?.length !== 0;
  // Once open, the wizard stays open: refetching the templates (step 5's retry, a revalidation) must not
  // unmount the form and lose the steps already filled in. Step 5 shows loading, errors and emptiness itself.
  const [opened, setOpened] = useState(false);
  if (precheckPassed && !opened) setOpened(true);
  if (precheckPassed || opened) return <WizardForm templates={templates} />;

  if (templates.isLoading) {
    return (
      <section className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted-foreground">
        <h1 className="sr-only">{t("title")}</h1>
        <Spinner label={t("precheck.checking")} className="size-6" />
        <p>{t("precheck.checking")}</p>
      </section>
    );
  }
  return <PrecheckBlocked />;
}
