"use client";
// The current step's fields, reading and writing the wizard's form through its context.
import { useFormContext, useWatch } from "react-hook-form";
import type { Tone } from "@/features/niches/schemas";
import type { NameConflict } from "@/features/niche-wizard/name-conflict";
import type { useUsableTemplates } from "@/features/niche-wizard/templates";
import { findMarket } from "@/lib/markets/search";
import { nameIssue, type WizardStepKey, type WizardValues } from "@/features/niche-wizard/wizard-schema";
import { nameSlug, wizardSlug } from "@/features/niche-wizard/slug";
import { StepAffiliateTag } from "./step-affiliate-tag";
import { StepMarket } from "./step-market";
import { StepName } from "./step-name";
import { StepProject } from "./step-project";
import { StepTone } from "./step-tone";

interface WizardStepFieldsProps {
  stepKey: WizardStepKey;
  conflict: NameConflict | null;
  templates: ReturnType<typeof useUsableTemplates>;
  onMarketChosen(): void;
}

export function WizardStepFields({ stepKey, conflict, templates, onMarketChosen }: WizardStepFieldsProps) {
  const form = useFormContext<WizardValues>();
  useWatch({ control: form.control });
  const values = form.getValues();
  const slug = wizardSlug(values);
  const setValue = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });
  // A step's field comes and goes with its step: the form keeps its value meanwhile.
  const textField = (key: "name" | "slug" | "affiliateTag") => ({ ...form.register(key), defaultValue: values[key] });
  const market = findMarket(values.marketId);

  switch (stepKey) {
    case "market":
      return (
        <StepMarket
          marketId={values.marketId}
          onSelect={(id) => {
            setValue("marketId", id);
            onMarketChosen();
          }}
        />
      );
    case "name":
      return (
        <StepName
          market={market}
          name={values.name}
          slug={slug}
          // A name in a script without Latin letters gives no slug: the user types one.
          needsTypedSlug={market !== undefined && nameIssue(values.name) === null && nameSlug(values) === ""}
          typedSlug={values.slug}
          field={textField("name")}
          slugField={textField("slug")}
          conflict={conflict}
        />
      );
    case "affiliateTag":
      return <StepAffiliateTag market={market} name={values.name} tag={values.affiliateTag} field={textField("affiliateTag")} />;
    case "tone":
      return <StepTone tone={values.tone} onSelect={(tone: Tone) => setValue("tone", tone)} />;
    case "project":
      return (
        <StepProject
          templates={templates.templates}
          isLoading={templates.isLoading}
          error={templates.error}
          onRetry={templates.retry}
          templateId={values.templateId}
          // A new template starts from clean project flags: buildAutomationRequest sends them false.
          onSelect={(id) => setValue("templateId", id)}
        />
      );
  }
}
