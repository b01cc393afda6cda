"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { AlertTriangle, CheckCircle2, Circle, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { automationPercent, completedNiche } from "@/features/automation/automation-reducer";
import type { UseAutomation } from "@/features/automation/hooks";
import { useNiche } from "@/features/niches";
import { failureKind } from "@/lib/read/read-view";

const CHECKLIST = ["websiteContent", "finalConfig", "websiteConfig"] as const;

/** The running automation's progress, its error, or the niche it created. */
export function AutomationPanel({ automation }: { automation: UseAutomation }) {
  const t = useTranslations("automation");
  const [cancelling, setCancelling] = useState(false);
  const { error, progress, results } = automation;

  const onCancel = async () => {
    setCancelling(true);
    try {
      await automation.cancelAutomation();
    } finally {
      setCancelling(false);
    }
  };

  const panelClass =
    "fixed top-20 right-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-card p-4 text-card-foreground shadow-lg";

  if (error) {
    return (
      <section role="alert" aria-labelledby="automation-error-title" className={`${panelClass} border-destructive`}>
        <h2 id="automation-error-title" className="flex items-center gap-2 font-semibold text-destructive">
          <AlertTriangle aria-hidden className="size-4" />
          {t("popover.errorTitle")}
        </h2>
        <p className="mt-2 text-sm break-words">{error}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={automation.resetAutomation}>
            {t("popover.close")}
          </Button>
          <Button size="sm" onClick={automation.resetAutomation}>
            {t("popover.retry")}
          </Button>
        </div>
      </section>
    );
  }

  const created = automation.isRunning ? null : completedNiche(automation);
  if (created) return <CreatedNiche niche={created} onClose={automation.resetAutomation} className={panelClass} />;

  const percent = automationPercent(progress.step, progress.total);
  const stepText = t("popover.step", { step: progress.step, total: progress.total });
  return (
    <section aria-labelledby="automation-title" className={panelClass} data-testid="automation-popover">
      <div className="flex items-center justify-between gap-2">
        <h2 id="automation-title" className="flex items-center gap-2 font-semibold">
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t("popover.runningTitle")}
        </h2>
        <span className="text-sm text-muted-foreground tabular-nums">
          {progress.step}/{progress.total}
        </span>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-3 space-y-2">
        <p className="sr-only">{stepText}</p>
        <Progress
          value={percent}
          aria-label={t("popover.label")}
          aria-valuetext={t("popover.percent", { percent })}
        />
        {progress.message ? <p className="text-sm text-muted-foreground">{progress.message}</p> : null}
      </div>
      <ul aria-label={t("popover.checklistLabel")} className="mt-3 space-y-1 text-sm">
        {CHECKLIST.map((key) => {
          const done = results[key] != null;
          return (
            <li key={key} className="flex items-center gap-2" data-done={done}>
              {done ? (
                <CheckCircle2 aria-hidden className="size-4 text-success" />
              ) : (
                <Circle aria-hidden className="size-4 text-muted-foreground" />
              )}
              <span className={done ? undefined : "text-muted-foreground"}>{t(`checklist.${key}`)}</span>
              <span className="sr-only">({done ? t("popover.done") : t("popover.pending")})</span>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={cancelling}>
          {cancelling ? t("popover.cancelling") : t("popover.cancel")}
        </Button>
      </div>
    </section>
  );
}

/** The niche the automation created, with the way to it while it still exists (it may be deleted since). */
function CreatedNiche({ niche, onClose, className }: { niche: { id: number; name: string }; onClose: () => void; className: string }) {
  const t = useTranslations("automation");
  const gone = failureKind(useNiche(niche.id).error) === "notFound";
  return (
    <section role="status" aria-labelledby="automation-done-title" className={className} data-testid="automation-done">
      <h2 id="automation-done-title" className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden className="size-4 text-success" />
        {t("popover.doneTitle")}
      </h2>
      <p className="mt-2 text-sm break-words">{t("popover.doneText", { name: niche.name })}</p>
      {gone ? <p className="mt-1 text-sm text-muted-foreground">{t("popover.nicheGone")}</p> : null}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onClose}>
          {t("popover.close")}
        </Button>
        {gone ? null : (
          <Button asChild size="sm">
            <Link href={`/niches/${niche.id}`} onClick={onClose}>
              {t("popover.view")}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
