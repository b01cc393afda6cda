"use client";
// A run found again after a reload: its automation's progress, then the niche it created. The page says
// one thing at a time: running, finished or stopped.
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { CheckCircle2, RotateCcw, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { WizardRun } from "@/features/niche-wizard/run-record";
import { CreationProgress } from "./creation-progress";
import { useWizardCreation } from "./use-wizard-creation";

export function ResumedRun({ run, onStartOver }: { run: WizardRun; onStartOver(): void }) {
  const t = useTranslations("wizard");
  const creation = useWizardCreation();
  const [nicheId, setNicheId] = useState<number | null>(null);
  const started = useRef(false);
  const { resume } = creation;
  const follow = () => {
    void resume(run).then((id) => {
      if (id !== null) setNicheId(id);
    });
  };
  useEffect(() => {
    // Once per page: React's development double effects must not follow the run twice.
    if (started.current) return;
    started.current = true;
    follow();
  });

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">
          {nicheId !== null ? t("resumed.doneDescription") : creation.failure ? t("resumed.failedDescription") : t("resumed.description")}
        </p>
      </header>
      <Card>
        <CardContent className="space-y-6">
          {creation.progress ? <CreationProgress progress={creation.progress} /> : null}
          {nicheId !== null ? (
            <Alert variant="success" role="status">
              <CheckCircle2 aria-hidden />
              <AlertTitle>{t("resumed.doneTitle")}</AlertTitle>
              <AlertDescription>
                <p>{t("resumed.doneText")}</p>
                <Button asChild size="sm">
                  <Link href={`/niches/${nicheId}`}>{t("resumed.view")}</Link>
                </Button>
              </AlertDescription>
            </Alert>
          ) : null}
          {creation.failure ? (
            <Alert variant="destructive">
              <TriangleAlert aria-hidden />
              <AlertTitle>{creation.failure.title}</AlertTitle>
              <AlertDescription>
                {creation.failure.detail ? <p>{creation.failure.detail}</p> : null}
                {creation.failure.stage === "create" && !creation.failure.taken ? (
                  <Button variant="outline" size="sm" onClick={follow}>
                    <RotateCcw aria-hidden />
                    {t("retry")}
                  </Button>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          {nicheId !== null || creation.failure ? (
            <Button variant="outline" onClick={onStartOver}>
              {t("resumed.startOver")}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
