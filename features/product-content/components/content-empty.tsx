"use client";
// "Nothing generated yet": the place where the content would be offers to generate it, and shows
// the generation running until the content replaces this screen.
import { useTranslations } from "next-intl";
import { ArrowLeft, FileText, Sparkles } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { ButtonLink } from "@/components/ui/button-link";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { GenerationProgressMeter, useStartGeneration } from "@/features/products";

interface ContentEmptyProps {
  productId: string;
  backHref: string;
  generating: boolean;
  /** The last generation's failure, when it failed. */
  failure: string | null;
  onStarted: () => void;
}

export function ContentEmpty({ productId, backHref, generating, failure, onStarted }: ContentEmptyProps) {
  const t = useTranslations("productContent");
  const { starting, start } = useStartGeneration({ onStarted });
  const busy = starting.size > 0 || generating;

  const description = generating
    ? t("emptyGenerating")
    : failure
      ? `${t("emptyDescription")} ${t("emptyFailed", { message: failure })}`
      : t("emptyDescription");

  return (
    <>
      <h1 className="sr-only">{t("crumb")}</h1>
      <div aria-live="polite">
        <EmptyState
          headingLevel={2}
          icon={<FileText />}
          title={t("emptyTitle")}
          description={description}
          actions={
            <>
              <ActionButton onPress={() => void start({ id: productId })} disabled={busy} aria-busy={busy || undefined}>
                {busy ? <Spinner label={t("bottom.generating")} /> : <Sparkles aria-hidden />}
                {generating ? t("bottom.generating") : t("emptyGenerate")}
              </ActionButton>
              <ButtonLink href={backHref} icon={ArrowLeft} variant="outline">
                {t("backToProducts")}
              </ButtonLink>
            </>
          }
        >
          {generating ? <GenerationProgressMeter productId={productId} className="max-w-sm" /> : null}
        </EmptyState>
      </div>
    </>
  );
}
