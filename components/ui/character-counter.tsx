import { cn } from "@/lib/utils";
import { formatNumber } from "@/lib/format/number";

interface CharacterCounterProps {
  /** Referenced by the textarea's aria-describedby. */
  id: string;
  count: number;
  limit: number;
  /** Shown above 90 % of the limit, up to it (e.g. a translated "getting close to the limit"). */
  nearLimitText: string;
  /** Shown above the limit (e.g. a translated "the limit is exceeded"). */
  overLimitText: string;
  /** Names what is counted when it is not characters (e.g. "URLs detectadas"), before the count. */
  label?: string;
}

/**
 * How much of a textarea's limit is used (characters, or another unit the label names): yellow above
 * 80 %, a warning above 90 %, red and saying so above the limit.
 */
export function CharacterCounter({ id, count, limit, nearLimitText, overLimitText, label }: CharacterCounterProps) {
  const tone = count > limit ? "over" : count > limit * 0.8 ? "near" : "ok";
  return (
    <div id={id} data-slot="character-counter" data-tone={tone} className="flex items-start justify-between gap-3 text-xs">
      <span aria-live="polite" className={cn(tone === "over" ? "text-destructive" : "text-warning")}>
        {tone === "over" ? overLimitText : count > limit * 0.9 ? nearLimitText : null}
      </span>
      <span
        className={cn(
          "shrink-0 tabular-nums",
          tone === "over" ? "font-medium text-destructive" : tone === "near" ? "font-medium text-warning" : "text-muted-foreground",
        )}
      >
        {label ? `${label}: ` : null}
        {formatNumber(count)}/{formatNumber(limit)}
      </span>
    </div>
  );
}
