import { forwardRef, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface FormSectionProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A titled section of the niche form; focusable so ?section= can move focus to it. */
export const FormSection = forwardRef<HTMLElement, FormSectionProps>(function FormSection(
  { id, title, description, children, action },
  ref,
) {
  return (
    <section ref={ref} id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="scroll-mt-20 rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={`${id}-title`}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {children}
          {action}
        </CardContent>
      </Card>
    </section>
  );
});
