"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { FormDialog } from "@/components/shared/form-dialog";
import { Progress } from "@/components/ui/progress";
import { forceGenerate } from "@/features/api-keys";
import { errorMessage } from "@/lib/http/api-error";
import { fetchNicheSecrets } from "@/features/niches";
import type { NicheView } from "@/features/niches";
import { forceRegenerationSetup, runForceRegeneration } from "@/features/products/force-regeneration";
import { RegenerationOutcomes, type RegenerationFailure } from "@/features/products/regeneration-outcomes";
import type { Product } from "@/features/products/schemas";
import { useRegenerationFollower } from "@/features/products/use-regeneration-follower";
import { productDisplayName } from "./product-card-media";

interface ForceRegenerationDialogProps {
  niche: NicheView;
  /** The products to regenerate; the dialog is open while this is non-empty. */
  products: readonly Product[];
  onClose: () => void;
  onFinished: () => void;
}

export function ForceRegenerationDialog({ niche, products, onClose, onFinished }: ForceRegenerationDialogProps) {
  const t = useTranslations("products.force");
  const tc = useTranslations("common");
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [result, setResult] = useState<{ succeeded: number; failed: { id: number; name: string; reason: string }[] } | null>(null);
  const [failure, setFailure] = useState(false);
  const [keyGone, setKeyGone] = useState(false);
  const checked = forceRegenerationSetup(niche);
  const setup = keyGone ? ({ ok: false, blocker: "noApiKey" } as const) : checked;
  const open = products.length > 0;
  const follow = useRegenerationFollower();

  const failureReason = (item: RegenerationFailure) =>
    "refused" in item ? errorMessage(item.refused, t("keyError")) : item.message || t("generationFailed");

  const close = () => {
    if (running) return;
    setResult(null);
    setFailure(false);
    setKeyGone(false);
    setProgress({ done: 0, total: 0 });
    onClose();
  };

  const start = async () => {
    if (!setup.ok) return;
    setRunning(true);
    setResult(null);
    setFailure(false);
    setProgress({ done: 0, total: products.length });
    try {
      // The key is read now, through the proxy: the screen never holds it.
      const apiKey = (await fetchNicheSecrets(niche.id)).external_api_key?.trim();
      if (!apiKey) {
        setKeyGone(true);
        return;
      }
      // Each accepted product counts once its generation has ended, not when the wrapper answers.
      const outcomes = new RegenerationOutcomes(
        products.map((product) => product.id),
        () => setProgress({ done: outcomes.finished, total: products.length }),
      );
      follow(outcomes);
      const report = await runForceRegeneration(products, niche, { ...setup, apiKey }, forceGenerate, outcomes);
      const names = new Map(products.map((product) => [product.id, productDisplayName(product)]));
      const failed = report.failed.map((item) => ({ id: item.id, name: names.get(item.id) ?? String(item.id), reason: failureReason(item) }));
      setResult({ succeeded: report.succeeded.length, failed });
      if (report.succeeded.length > 0) toast.success(t("success", { n: report.succeeded.length }));
      if (failed.length > 0) toast.error(t("failed", { n: failed.length }));
      onFinished();
    } catch {
      setFailure(true);
      toast.error(t("error"));
    } finally {
      follow(null);
      setRunning(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t("title")}
      description={t("count", { count: products.length })}
      busy={running}
      cancelLabel={result ? tc("close") : undefined}
      actionLabel={result ? undefined : running ? t("running") : t("submit")}
      actionDisabled={!setup.ok}
      onAction={() => void start()}
    >
      <Alert variant="warning">
        <AlertTriangle aria-hidden />
        <AlertDescription>{t("warning")}</AlertDescription>
      </Alert>
      {!setup.ok ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{t(setup.blocker)}</AlertDescription>
        </Alert>
      ) : null}
      {running || result ? (
        <div className="grid gap-1">
          <Progress aria-label={t("progressLabel")} value={progress.done} max={Math.max(progress.total, 1)} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t("progress", { done: progress.done, total: progress.total })}
          </p>
        </div>
      ) : null}
      {result ? (
        <div className="grid gap-2" aria-live="polite">
          {result.succeeded > 0 ? (
            <Alert variant="success">
              <AlertTitle>{t("success", { n: result.succeeded })}</AlertTitle>
            </Alert>
          ) : null}
          {result.failed.length > 0 ? (
            <Alert variant="destructive">
              <AlertTitle>{t("failed", { n: result.failed.length })}</AlertTitle>
              <AlertDescription>
                <ul className="grid gap-1">
                  {result.failed.map((item) => (
                    <li key={item.id} className="wrap-anywhere">
                      {t("failedItem", { name: item.name, reason: item.reason })}
                    </li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
      ) : null}
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{t("error")}</AlertDescription>
        </Alert>
      ) : null}
    </FormDialog>
  );
}
