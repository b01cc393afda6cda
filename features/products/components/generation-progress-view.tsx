"use client";
// How far a model has written a product's article: a bar of the share of the expected length, the
// characters written and the time since the write began. Shown only while progress events arrive;
// the time ticks between them. Never a live region: a screen reader reads it when asked, not every second.
import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import { formatElapsed, isoDuration } from "@/lib/format/duration";
import { formatNumber } from "@/lib/format/number";
import { cn } from "@/lib/utils";
import type { GenerationProgress } from "../generation-progress";
import { useElapsedSeconds } from "../use-elapsed-seconds";

export function GenerationProgressView({ progress, className }: { progress: GenerationProgress; className?: string }) {
  const t = useTranslations("generationStatus");
  const seconds = useElapsedSeconds(progress.startedAt);
  const share = progress.share === undefined ? null : t("progressShare", { share: progress.share });
  return (
    <div className={cn("flex w-full flex-col gap-1 text-xs text-muted-foreground", className)} aria-live="off" data-slot="generation-progress">
      {share ? <Progress value={progress.share} aria-label={t("progressLabel")} aria-valuetext={share} className="h-1.5" /> : null}
      <p className="flex flex-wrap gap-x-2 tabular-nums">
        <span>{t("progressWritten", { count: progress.characters, characters: formatNumber(progress.characters) })}</span>
        {share ? <span>{share}</span> : null}
        <span>
          <span className="sr-only">{t("progressElapsed")} </span>
          <time dateTime={isoDuration(seconds)}>{formatElapsed(seconds)}</time>
        </span>
      </p>
    </div>
  );
}
