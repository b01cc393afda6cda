import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Under the description: counts, badges. */
  details?: ReactNode;
  /** The page's main buttons; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  className?: string;
}

/** A page's title row: the one h1, its description, and the page's actions. */
export function PageHeader({ title, description, details, actions, className }: PageHeaderProps) {
  return (
    <header className={cn("flex flex-wrap items-start justify-between gap-4", className)}>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
        {details}
      </div>
      {actions}
    </header>
  );
}
