import * as React from "react";

import { cn } from "@/lib/utils";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** Decorative icon (rendered aria-hidden). */
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons / links shown under the description. */
  actions?: React.ReactNode;
  /** Heading level of the title, to fit the surrounding outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
};

function EmptyState({
  icon,
  title,
  description,
  actions,
  headingLevel = 2,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex min-w-0 flex-1 flex-col items-center justify-center gap-4 rounded-lg border border-dashed p-6 text-center text-balance md:p-12",
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <div className="flex max-w-sm flex-col items-center gap-2">
        <Heading data-slot="empty-state-title" className="text-lg font-medium tracking-tight">
          {title}
        </Heading>
        {description ? (
          <div
            data-slot="empty-state-description"
            className="text-sm/relaxed text-muted-foreground [&>a]:underline [&>a]:underline-offset-4 [&>a:hover]:text-primary"
          >
            {description}
          </div>
        ) : null}
      </div>
      {actions ? (
        <div
          data-slot="empty-state-actions"
          className="flex w-full max-w-sm flex-wrap items-center justify-center gap-2"
        >
          {actions}
        </div>
      ) : null}
      {children}
    </div>
  );
}

export { EmptyState };
export type { EmptyStateProps };
