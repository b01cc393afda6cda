import { useTranslations } from "next-intl";
import { Check } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { WIZARD_STEPS, WIZARD_STEP_COUNT } from "@/features/niche-wizard/wizard-schema";

interface WizardHeaderProps {
  step: number;
  furthestCompleted: number;
  canJump(target: number): boolean;
  onJump(target: number): void;
  disabled: boolean;
}

const RING_RADIUS = 26;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function ProgressRing({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="relative size-16 shrink-0" role="img" aria-label={label}>
      <svg viewBox="0 0 64 64" className="size-16 -rotate-90" aria-hidden>
        <circle cx="32" cy="32" r={RING_RADIUS} className="fill-none stroke-muted" strokeWidth="6" />
        <circle
          cx="32"
          cy="32"
          r={RING_RADIUS}
          className="fill-none stroke-primary transition-[stroke-dashoffset] duration-150 motion-reduce:transition-none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - percent / 100)}
        />
      </svg>
      <span aria-hidden className="absolute inset-0 flex items-center justify-center text-sm font-semibold">
        {percent}%
      </span>
    </div>
  );
}

export function WizardHeader({ step, furthestCompleted, canJump, onJump, disabled }: WizardHeaderProps) {
  const t = useTranslations("wizard");
  // What is done: the steps before this one (none can be passed without being complete), so step 1 is 0%.
  const percent = Math.round(((step - 1) / WIZARD_STEP_COUNT) * 100);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <ProgressRing percent={percent} label={t("percentComplete", { percent })} />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm font-medium">
            {t("stepOf", { step, total: WIZARD_STEP_COUNT })} · {t(`steps.${WIZARD_STEPS[step - 1]}`)}
          </p>
          <Progress value={percent} aria-label={t("percentComplete", { percent })} />
        </div>
      </div>
      <nav aria-label={t("stepsNav")}>
        <ol className="grid grid-cols-5 gap-2">
          {WIZARD_STEPS.map((key, index) => {
            const n = index + 1;
            const current = n === step;
            const completed = n <= furthestCompleted && !current;
            return (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => onJump(n)}
                  disabled={disabled || !canJump(n)}
                  aria-current={current ? "step" : undefined}
                  aria-label={t("stepIndicator", { step: n, name: t(`steps.${key}`) })}
                  className={cn(
                    "flex w-full flex-col items-center gap-1 rounded-md p-1 text-xs transition-colors disabled:cursor-not-allowed disabled:opacity-60",
                    current ? "font-semibold text-foreground" : "text-muted-foreground enabled:hover:text-foreground",
                  )}
                >
                  <span
                    aria-hidden
                    className={cn(
                      "flex size-8 items-center justify-center rounded-full border-2 text-sm",
                      current
                        ? "border-primary bg-primary text-primary-foreground"
                        : completed && "border-success bg-success/10 text-success",
                    )}
                  >
                    {completed ? <Check className="size-4" /> : n}
                  </span>
                  <span className="hidden text-center sm:block">{t(`steps.${key}`)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
