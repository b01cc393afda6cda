import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

interface StepSectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Drawn before the title. */
  icon?: ReactNode;
  /** A card of its own (border and padding) rather than part of the step's flow. */
  boxed?: boolean;
  titleClassName?: string;
}

/** A titled part of a wizard step: a section named by its heading. */
export function StepSection({ id, title, icon, boxed = false, className, titleClassName, children, ...props }: StepSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("space-y-2", boxed && "rounded-lg border bg-card p-4", className)} {...props}>
      <h3 id={id} className={cn("font-semibold", icon ? "flex items-center gap-2" : null, titleClassName)}>
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}
