import { useTranslations } from "next-intl";
import { Briefcase, CheckCircle2, Coffee, Cpu, Landmark, Smile, type LucideIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { cn } from "@/lib/utils";
import { TONES, type Tone } from "@/features/niches/schemas";

const TONE_ICONS: Record<Tone, LucideIcon> = {
  profesional: Briefcase,
  casual: Coffee,
  informal: Smile,
  formal: Landmark,
  técnico: Cpu,
};

/** Message keys avoid the accent of 'técnico'. */
export const toneKey = (tone: Tone) => (tone === "técnico" ? "tecnico" : tone);

interface StepToneProps {
  tone: string;
  onSelect(tone: Tone): void;
}

export function StepTone({ tone, onSelect }: StepToneProps) {
  const t = useTranslations("wizard.tone");
  const selected = TONES.find((x) => x === tone);
  return (
    <div className="space-y-6">
      <ul aria-label={t("groupLabel")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TONES.map((option, index) => {
          const Icon = TONE_ICONS[option];
          const key = toneKey(option);
          const isSelected = option === tone;
          const focusHere = selected ? isSelected : index === 0;
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(option)}
                data-wizard-choice=""
                data-autofocus={focusHere ? "" : undefined}
                className={cn(
                  "flex h-full w-full flex-col gap-2 rounded-lg border bg-card p-4 text-left transition-colors hover:bg-accent",
                  isSelected && "border-primary ring-2 ring-primary/40",
                )}
              >
                <span className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden className="size-5 text-primary" />
                  {t(`options.${key}.name`)}
                  {isSelected ? <CheckCircle2 aria-hidden className="ml-auto size-5 text-primary" /> : null}
                </span>
                <span className="text-sm text-muted-foreground">{t(`options.${key}.description`)}</span>
                <span className="text-sm italic">
                  <span className="not-italic text-muted-foreground">{t("exampleLabel")}: </span>
                  {t(`options.${key}.example`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden />
          <AlertDescription>
            {t("summary", { tone: t(`options.${toneKey(selected)}.name`) })}
          </AlertDescription>
        </Alert>
      ) : (
        <p role="status" className="text-sm text-warning">
          {t("required")}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{t("credentials.description")}</p>
    </div>
  );
}
