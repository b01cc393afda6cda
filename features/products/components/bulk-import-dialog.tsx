"use client";

import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { CharacterCounter } from "@/components/ui/character-counter";
import { FormDialog } from "@/components/shared/form-dialog";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { importProducts } from "@/features/products/api";
import { BULK_IMPORT_MAX, type BulkImportResponse } from "@/features/products/schemas";
import { bulkImportPayload, checkBulkLines, parseBulkLines } from "@/features/products/bulk-lines";
import type { BulkImportTexts } from "@/features/products/bulk-import-schema";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { useRealtimeEvent } from "@/lib/realtime/hooks";

const TEXTAREA_ROWS = 12;

interface BulkImportDialogProps {
  nicheId: number;
  /** The niche's marketplace ("amazon.es"): links to another one are refused before sending. */
  marketDomain?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}

export function BulkImportDialog({ nicheId, marketDomain, open, onOpenChange, onImported }: BulkImportDialogProps) {
  const t = useTranslations("products.bulk");
  const [failure, setFailure] = useState(false);
  const [progress, setProgress] = useState<{ processed: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<BulkImportResponse | null>(null);

  const resolver = useMemo(() => {
    const texts: BulkImportTexts = {
      required: t("required"),
      noneValid: t("noneValid"),
      tooMany: t("tooMany", { max: BULK_IMPORT_MAX }),
      foreignRefused: t("foreignRefused", { expected: marketDomain ?? "" }),
    };
    return lazyZodResolver(() => import("@/features/products/bulk-import-schema").then((m) => m.bulkImportSchema(texts, marketDomain)));
  }, [t, marketDomain]);
  const form = useForm({ resolver, defaultValues: { text: "" } });
  const text = useWatch({ control: form.control, name: "text" });
  const lines = checkBulkLines(text, marketDomain);
  const detected = lines.valid;
  const invalid = lines.invalid + lines.foreign.length;
  const running = form.formState.isSubmitting;

  useRealtimeEvent("bulk_import_update", (event) => {
    if (running && event.niche_id === nicheId) setProgress({ processed: event.processed, total: event.total });
  });

  const submit = form.handleSubmit(async ({ text: value }) => {
    setFailure(false);
    setProgress(null);
    setOutcome(null);
    try {
      const result = await importProducts(nicheId, bulkImportPayload(parseBulkLines(value)));
      if (result.successfully_imported > 0) toast.success(t("success", { n: result.successfully_imported }));
      if (result.failed_imports > 0) toast.warning(t("partial", { n: result.failed_imports }));
      onImported();
      if (result.failed_imports > 0) {
        // The outcome stays on screen: the failed lines go back into the box, ready to correct and resend.
        setOutcome(result);
        form.reset({ text: result.errors.map((item) => item.amazon_url).join("\n") });
        return;
      }
      form.reset({ text: "" });
      onOpenChange(false);
    } catch {
      setFailure(true);
      toast.error(t("failureToast"));
    } finally {
      setProgress(null);
    }
  });

  const error = form.formState.errors.text?.message;
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("title")}
      description={t("description")}
      width="2xl"
      busy={running}
      onSubmit={(e) => void submit(e)}
      actionLabel={running ? t("submitting") : t("submit")}
      actionDisabled={text === ""}
    >
      <div className="grid gap-2">
        <Label htmlFor="bulk-import-text">{t("label")}</Label>
        <Textarea
          id="bulk-import-text"
          rows={TEXTAREA_ROWS}
          dense
          className="font-mono"
          placeholder={t("placeholder")}
          aria-invalid={error || detected > BULK_IMPORT_MAX ? true : undefined}
          aria-describedby="bulk-import-count bulk-import-error"
          {...form.register("text")}
        />
        <CharacterCounter
          id="bulk-import-count"
          label={t("detected")}
          count={detected}
          limit={BULK_IMPORT_MAX}
          nearLimitText={t("nearLimit")}
        />
        {invalid > 0 ? <p className="text-xs text-warning">{t("invalidLines", { n: invalid })}</p> : null}
        {lines.foreign.length > 0 ? (
          <ul aria-label={t("foreignTitle", { expected: marketDomain ?? "" })} className="grid gap-1 text-xs text-destructive">
            {lines.foreign.map((item) => (
              <li key={item.line}>{t("foreignLine", { line: item.line, domain: item.domain, expected: marketDomain ?? "" })}</li>
            ))}
          </ul>
        ) : null}
        <p id="bulk-import-error" className="text-sm text-destructive" role={error ? "alert" : undefined}>
          {error}
        </p>
      </div>
      {running ? (
        <div className="grid gap-1">
          <Progress
            aria-label={t("progressLabel")}
            value={progress?.processed ?? 0}
            max={Math.max(1, progress?.total ?? detected)}
          />
          {progress ? (
            <p className="text-xs text-muted-foreground">
              {t("progress", { processed: progress.processed, total: progress.total })}
            </p>
          ) : null}
        </div>
      ) : null}
      {outcome ? (
        <Alert variant="warning" data-testid="bulk-import-outcome">
          <AlertTitle>{t("outcomeTitle")}</AlertTitle>
          <AlertDescription layout="custom" className="grid justify-items-start gap-2">
            <p>{t("outcomeSummary", { ok: outcome.successfully_imported, failed: outcome.failed_imports })}</p>
            {outcome.errors.length > 0 ? (
              <ul aria-label={t("failedLines")} className="grid gap-1 text-xs">
                {outcome.errors.map((item, index) => (
                  <li key={`${index}-${item.amazon_url}`}>
                    <span className="font-mono break-all">{item.amazon_url}</span>: {item.reason}
                  </li>
                ))}
              </ul>
            ) : null}
            <p>{t("outcomeHint")}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{t("failure")}</AlertDescription>
        </Alert>
      ) : null}
    </FormDialog>
  );
}
