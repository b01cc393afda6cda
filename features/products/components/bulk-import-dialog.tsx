"use client";

import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CharacterCounter } from "@/components/ui/character-counter";
import { FormDialog } from "@/components/shared/form-dialog";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { importProducts } from "@/features/products/mutations";
import { BULK_IMPORT_MAX, type BulkImportResponse } from "@/features/products/schemas";
import { bulkImportPayload, checkBulkLines, parseBulkLines, withoutProblemLines } from "@/features/products/bulk-lines";
import { bulkImportSchema, type BulkImportTexts } from "@/features/products/bulk-import-schema";
import { useProductUrlText } from "@/features/products/use-product-url-text";
import { useRealtimeEvent } from "@/lib/realtime/hooks";

const TEXTAREA_ROWS = 12;
// Problem lines listed by number; a longer list would bury the box under it.
const LISTED_PROBLEMS = 10;
// Shown as the example when the niche has no market.
const ANY_MARKETPLACE = "amazon.com";

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
  const problemText = useProductUrlText();
  const [failure, setFailure] = useState(false);
  const [progress, setProgress] = useState<{ processed: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<BulkImportResponse | null>(null);

  const resolver = useMemo(() => {
    const texts: BulkImportTexts = {
      required: t("required"),
      noneValid: t("noneValid"),
      tooMany: t("tooMany", { max: BULK_IMPORT_MAX }),
      problemsRefused: t("problemsRefused"),
    };
    return zodResolver(bulkImportSchema(texts, marketDomain));
  }, [t, marketDomain]);
  const form = useForm({ resolver, defaultValues: { text: "" } });
  const text = useWatch({ control: form.control, name: "text" });
  const lines = checkBulkLines(text, marketDomain);
  const detected = lines.valid;
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
          placeholder={t("placeholder", { domain: marketDomain ?? ANY_MARKETPLACE })}
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
          overLimitText={t("overLimit", { max: BULK_IMPORT_MAX })}
        />
        {lines.problems.length > 0 ? (
          <div className="grid justify-items-start gap-1 text-xs text-destructive">
            <p id="bulk-import-problems-title" className="font-medium">
              {t("problemsTitle", { n: lines.problems.length })}
            </p>
            <ul aria-labelledby="bulk-import-problems-title" className="grid gap-1">
              {lines.problems.slice(0, LISTED_PROBLEMS).map((item) => (
                <li key={item.line} className="wrap-anywhere">
                  {t("problemLine", { line: item.line, reason: problemText(item.problem) })}
                </li>
              ))}
            </ul>
            {lines.problems.length > LISTED_PROBLEMS ? <p>{t("moreProblems", { n: lines.problems.length - LISTED_PROBLEMS })}</p> : null}
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={running}
              onClick={() => form.setValue("text", withoutProblemLines(text, marketDomain), { shouldValidate: form.formState.isSubmitted })}
            >
              {t("removeProblems")}
            </Button>
          </div>
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
