"use client";

import type { ReactNode, Ref } from "react";
import type { LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type SectionName = "basic" | "api" | "google" | "oauth" | "market";

interface FormSectionProps {
  /** Its title and hint are niches.form.sections.{name} and sectionHints.{name}; its id is section-{name}. */
  name: SectionName;
  children: ReactNode;
  /** A button below the fields that opens a dialog (create a key, a client). */
  action?: { label: string; icon: LucideIcon; onClick(): void };
  ref?: Ref<HTMLElement>;
}

/** A titled section of the niche form; focusable so ?section= can move focus to it. */
export function FormSection({ name, children, action, ref }: FormSectionProps) {
  const t = useTranslations("niches.form");
  const id = `section-${name}`;
  return (
    <section ref={ref} id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="scroll-mt-20 rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={`${id}-title`}>{t(`sections.${name}`)}</h2>
          </CardTitle>
          <CardDescription>{t(`sectionHints.${name}`)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {children}
          {action ? (
            <Button variant="outline" onClick={action.onClick}>
              <action.icon aria-hidden />
              {action.label}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
