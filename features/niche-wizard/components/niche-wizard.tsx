"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { clearWizardRun, WIZARD_RUN_KEY } from "@/features/niche-wizard/run-record";
import { parseWizardRun } from "@/features/niche-wizard/run-record-schema";
import { useUsableTemplates } from "@/features/niche-wizard/templates";
import { PrecheckBlocked } from "./precheck-blocked";
import { WizardForm } from "./wizard-form";

const noSubscription = () => () => {};
const storedRun = () => window.sessionStorage.getItem(WIZARD_RUN_KEY);

// Following a stored run loads only when the tab's storage holds one.
const ResumedRun = dynamic(() => import("./resumed-run").then((m) => m.ResumedRun), { ssr: false });

/**
 * A run this tab started and a reload interrupted is followed again (the wizard shows until its code
 * has loaded); otherwise the wizard, after the pre-check (it only opens when some template can build a niche).
 */
export function NicheWizard() {
  // Read once the page is hydrated: the server knows nothing of this tab's storage.
  const stored = useSyncExternalStore(noSubscription, storedRun, () => null);
  const [startedOver, setStartedOver] = useState(false);
  const found = useMemo(() => (stored === null ? null : parseWizardRun(stored)), [stored]);
  const run = startedOver ? null : found;
  if (run) {
    return (
      <ResumedRun
        run={run}
        onStartOver={() => {
          clearWizardRun();
          setStartedOver(true);
        }}
      />
    );
  }
  return <WizardWithPrecheck />;
}

function WizardWithPrecheck() {
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
        <Spinner label={t("precheck.checking")} size="lg" />
        <p>{t("precheck.checking")}</p>
      </section>
    );
  }
  return <PrecheckBlocked />;
}
