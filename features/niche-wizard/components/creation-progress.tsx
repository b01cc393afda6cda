import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import type { InlineProgress } from "@/features/niche-wizard/use-create-niche";
import { CheckItem } from "./check-item";
import { TitledSection } from "@/components/ui/titled-section";

const ITEMS = ["websiteContent", "finalConfig", "websiteConfig", "niche"] as const;

/** The automation's progress inside the wizard (the popover shows the same run). */
export function CreationProgress({ progress }: { progress: InlineProgress }) {
  const t = useTranslations("wizard.progress");
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.step / progress.total) * 100)) : 0;
  return (
    <TitledSection
      title={t("title")}
      level={3}
      className="space-y-3 rounded-lg border bg-card p-4"
      headingClassName="font-semibold"
      aside={
        <span className="text-sm text-muted-foreground" data-testid="wizard-automation-step">
          {t("stepOf", { step: progress.step, total: progress.total })}
        </span>
      }
    >
      <Progress value={percent} aria-label={t("stepOf", { step: progress.step, total: progress.total })} />
      {progress.message ? (
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {progress.message}
        </p>
      ) : null}
      <ul className="space-y-1" data-testid="wizard-automation-checklist">
        {ITEMS.map((item) => (
          <CheckItem
            key={item}
            ok={progress.done[item]}
            label={t(`items.${item}`)}
            stateText={progress.done[item] ? t("done") : t("pending")}
          />
        ))}
      </ul>
    </TitledSection>
  );
}
