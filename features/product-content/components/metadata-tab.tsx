"use client";
// 'Metadatos': SEO title, description, keywords, score, the model that wrote it and the whole object as JSON.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import type { ContentMetadata } from "@/features/products/schemas";
import { clampScore, seoTone, type SeoTone } from "@/features/product-content/seo-score";
import { cn } from "@/lib/utils";
import { TitledSection } from "@/components/ui/titled-section";

const TONE_TEXT: Record<SeoTone, string> = { good: "text-success", fair: "text-warning", poor: "text-destructive" };
const TONE_BAR: Record<SeoTone, string> = { good: "bg-success", fair: "bg-warning", poor: "bg-destructive" };

function MetaCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn("flex flex-col gap-2 rounded-xl border bg-card p-4", className)}>
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

function hasMetadata(metadata: ContentMetadata | null | undefined): metadata is ContentMetadata {
  return !!metadata && Object.values(metadata).some((value) => value !== null && value !== undefined && value !== "");
}

export function MetadataTab({ metadata }: { metadata: ContentMetadata | null | undefined }) {
  const t = useTranslations("productContent.metadata");
  if (!hasMetadata(metadata)) {
    return (
      <TitledSection title={t("title")} className="rounded-xl border border-dashed p-8 text-center" headingClassName="sr-only">
        <p className="text-muted-foreground">{t("empty")}</p>
      </TitledSection>
    );
  }
  const keywords = Array.isArray(metadata.keywords) ? metadata.keywords : null;
  const score = typeof metadata.seo_score === "number" ? clampScore(metadata.seo_score) : null;
  const tone = score === null ? null : seoTone(score);
  return (
    <TitledSection title={t("title")} className="flex flex-col gap-4" headingClassName="text-lg font-semibold">
      <div className="grid gap-4 md:grid-cols-2">
        <MetaCard title={t("seoTitle")}>
          <p className={cn(!metadata.meta_title && "text-muted-foreground")}>{metadata.meta_title || t("notSet")}</p>
        </MetaCard>
        <MetaCard title={t("seoDescription")}>
          <p className={cn(!metadata.meta_description && "text-muted-foreground")}>
            {metadata.meta_description || t("notSet")}
          </p>
        </MetaCard>
        <MetaCard title={t("keywords")}>
          {keywords && keywords.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {keywords.map((keyword, index) => (
                <li key={`${keyword}-${index}`} className="max-w-full rounded-md bg-secondary px-2 py-0.5 text-sm wrap-anywhere text-secondary-foreground">
                  #{keyword}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t("noKeywords")}</p>
          )}
        </MetaCard>
        <MetaCard title={t("seoScore")}>
          {score === null || tone === null ? (
            <p className="text-muted-foreground">{t("notSet")}</p>
          ) : (
            <div className="flex items-center gap-3">
              <Progress value={score} aria-label={t("seoScore")} indicatorClassName={TONE_BAR[tone]} className="flex-1" />
              <span data-tone={tone} className={cn("font-semibold tabular-nums", TONE_TEXT[tone])}>
                {t("score", { score })}
              </span>
            </div>
          )}
        </MetaCard>
        {metadata.model ? (
          <MetaCard title={t("writer")} className="md:col-span-2">
            <p className="break-words">{metadata.model}</p>
            {metadata.usage ? (
              <p className="text-sm text-muted-foreground">
                {t("tokens", {
                  total: metadata.usage.total_tokens,
                  prompt: metadata.usage.prompt_tokens,
                  completion: metadata.usage.completion_tokens,
                })}
              </p>
            ) : null}
          </MetaCard>
        ) : null}
        <MetaCard title={t("json")} className="md:col-span-2">
          <pre tabIndex={0} className="max-h-96 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words">
            {JSON.stringify(metadata, null, 2)}
          </pre>
        </MetaCard>
      </div>
    </TitledSection>
  );
}
