import { CheckCircle2, Circle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A line of a checklist with its state spelled out for screen readers. */
export function CheckItem({ ok, label, stateText }: { ok: boolean; label: string; stateText: string }) {
  const Icon = ok ? CheckCircle2 : Circle;
  return (
    <li className={cn("flex items-center gap-2 text-sm", ok ? "text-success" : "text-muted-foreground")}>
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className={ok ? "text-foreground" : undefined}>{label}</span>
      <span className="sr-only">({stateText})</span>
    </li>
  );
}
