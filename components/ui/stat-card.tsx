import * as React from "react";
import { IntentLink } from "@/components/ui/intent-link";

import { cn } from "@/lib/utils";
import { formatNumber } from "@/lib/format/number";
import { Skeleton } from "@/components/ui/skeleton";

type StatCardProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: string;
  /** The count, written here in the panel's locale ("20.041") as every count is; `undefined` renders a loading skeleton. */
  value: number | undefined;
  /** Decorative icon (rendered aria-hidden). */
  icon?: React.ReactNode;
  /** Secondary line under the value (not part of the link's accessible name). */
  description?: React.ReactNode;
  /** When set, the whole card is a Next.js link whose accessible name is label + value. */
  href?: string;
  /** Screen-reader text announced while loading (e.g. a translated "Loading"). */
  loadingLabel?: string;
};

function StatCard({
  label,
  value,
  icon,
  description,
  href,
  loadingLabel,
  className,
  id,
  ...props
}: StatCardProps) {
  const autoId = React.useId();
  const baseId = id ?? autoId;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const descriptionId = `${baseId}-description`;
  const loading = value === undefined;

  const body = (
    <>
      <div className="flex items-start justify-between gap-4">
        <p id={labelId} data-slot="stat-card-label" className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {icon ? (
          <span
            aria-hidden="true"
            data-slot="stat-card-icon"
            className="text-muted-foreground [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          >
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <div data-slot="stat-card-value">
          <Skeleton className="h-8 w-24" />
          {loadingLabel ? <span className="sr-only">{loadingLabel}</span> : null}
        </div>
      ) : (
        <p
          id={valueId}
          data-slot="stat-card-value"
          className="text-2xl font-semibold tracking-tight tabular-nums"
        >
          {formatNumber(value)}
        </p>
      )}
      {description ? (
        <p id={descriptionId} data-slot="stat-card-description" className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </>
  );

  const cardClassName = cn(
    // Full height: cards side by side stay even when one label wraps.
    "flex h-full flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6",
    className,
  );

  if (href) {
    return (
      <div data-slot="stat-card" aria-busy={loading || undefined} id={id} className="h-full" {...props}>
        <IntentLink
          href={href}
          aria-labelledby={loading ? labelId : `${labelId} ${valueId}`}
          aria-describedby={description ? descriptionId : undefined}
          className={cn(
            cardClassName,
            "transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          )}
        >
          {body}
        </IntentLink>
      </div>
    );
  }

  return (
    <div
      data-slot="stat-card"
      aria-busy={loading || undefined}
      id={id}
      className={cardClassName}
      {...props}
    >
      {body}
    </div>
  );
}

export { StatCard };
export type { StatCardProps };
