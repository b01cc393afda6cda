"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useNichesNamed } from "@/features/niches";
import type { useUsableTemplates } from "@/features/niche-wizard/templates";
import { findNameConflict } from "@/features/niche-wizard/name-conflict";
import { clearWizardRun } from "@/features/niche-wizard/run-record";
import { buildAutomationRequest, buildNichePayload } from "@/features/niche-wizard/wizard-data";
import { wizardSlug } from "@/features/niche-wizard/slug";
import { EMPTY_WIZARD_VALUES, MARKET_PARAM, startingWizardValues, WIZARD_STEP_COUNT, type WizardValues } from "@/features/niche-wizard/wizard-schema";
import { wizardSchema } from "@/features/niche-wizard/wizard-form-schema";
import { cn } from "@/lib/utils";
import { useWizardCreation } from "./use-wizard-creation";
import { useWizardDraft } from "./use-wizard-draft";
import { useWizardSteps } from "./use-wizard-steps";
import { WizardHeader } from "./wizard-header";
import { WizardLeave } from "./wizard-leave";
import { WizardRunStatus } from "./wizard-run-status";
import { WizardStepButtons } from "./wizard-step-buttons";
import { WizardStepFields } from "./wizard-step-fields";

// Each step checks its own values as they change (wizard-schema.ts); the create checks all five.
const resolver = zodResolver(wizardSchema);

export function WizardForm({ templates }: { templates: ReturnType<typeof useUsableTemplates> }) {
  const t = useTranslations("wizard");
  const router = useRouter();
  const marketParam = useSearchParams().get(MARKET_PARAM);
  const [starting] = useState(() => startingWizardValues(marketParam));
  const form = useForm<WizardValues>({ resolver, defaultValues: starting });
  // Every step derives from the values (the slug, the name's clashes, which steps are open).
  const values: WizardValues = { ...starting, ...useWatch({ control: form.control }) };
  const [leaving, setLeaving] = useState(false);

  const slug = wizardSlug(values);
  // Step 2 waits for the niches its name or slug would clash with; a read that fails does not block
  // (the server refuses a taken name or slug too).
  const named = useNichesNamed(values.name, slug);
  const conflict = findNameConflict(named.niches, values.name, slug);

  const creation = useWizardCreation();
  const busy = creation.submitting || leaving;
  const dirty = !leaving && JSON.stringify(values) !== JSON.stringify(EMPTY_WIZARD_VALUES);
  const stepRef = useRef<HTMLDivElement>(null);
  const steps = useWizardSteps({ values, slug, named, running: creation.submitting, busy, stepRef });
  const draft = useWizardDraft(form, dirty && !creation.submitting, steps.resumed);

  // A name refused as taken is old news once step 2 has a free one.
  const failure = creation.failure?.taken && conflict === null ? null : creation.failure;

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    // A chosen card continues, as the hint says; a card not chosen yet is chosen first.
    const choice = target.closest("[data-wizard-choice]");
    if (choice && choice.getAttribute("aria-pressed") !== "true") return;
    // Other buttons and links keep their own Enter (follow a link, retry).
    if (!choice && target.closest("button, a, textarea")) return;
    event.preventDefault();
    void steps.next();
  };

  // Set at once, before the check: a second press meanwhile creates nothing.
  const sending = useRef(false);
  const create = async (valid: WizardValues) => {
    const template = templates.templates?.find((x) => x.id === valid.templateId);
    if (!template) return;
    // The run keeps what a reload needs from here on.
    draft.drop();
    const id = await creation.create({
      name: valid.name.trim(),
      slug: wizardSlug(valid),
      build: (credentials) => ({
        request: buildAutomationRequest(valid, template, credentials),
        niche: buildNichePayload(valid, credentials),
      }),
    });
    if (id !== null) {
      setLeaving(true);
      router.push(`/niches/${id}`);
    } else {
      // The name may have been taken meanwhile: step 2 shows it with a fresh read.
      named.refresh();
    }
  };
  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await form.handleSubmit(create)();
    } catch (error: unknown) {
      console.error("[wizard] the create did not start", error);
    } finally {
      sending.current = false;
    }
  };

  // Leaving stops following a running automation; it still creates the niche, so nothing is lost.
  const forgetRun = () => {
    // A navigation may take a while: a run ending meanwhile must not take the user to its niche.
    creation.leave();
    setLeaving(true);
    clearWizardRun();
  };

  const { step, stepKey } = steps;
  return (
    <FormProvider {...form}>
      <div className="space-y-6">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </header>

        <Card>
          <CardContent>
            <WizardHeader step={step} furthestCompleted={steps.furthestCompleted} canJump={steps.canJump} onJump={steps.jump} disabled={busy} />
          </CardContent>
        </Card>

        <form
          method="get"
          noValidate
          onKeyDown={onKeyDown}
          onSubmit={(event) => {
            event.preventDefault();
            if (step === WIZARD_STEP_COUNT) void submit();
          }}
        >
          {/* The form's first submit button, disabled: Enter in a field never submits it natively (before the
              scripts run, it would send the first market card). The steps handle Enter themselves. */}
          <button type="submit" disabled hidden aria-hidden tabIndex={-1} />
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 id="wizard-step-title" className="text-xl">
                  {t(`${stepKey}.title`)}
                </h2>
              </CardTitle>
              <CardDescription>{t(`${stepKey}.description`)}</CardDescription>
            </CardHeader>
            <CardContent>
              <fieldset disabled={busy} className="min-w-0">
                <div
                  ref={stepRef}
                  data-testid={`wizard-step-${stepKey}`}
                  className={cn("transition-opacity duration-150 motion-reduce:transition-none", steps.fading ? "opacity-0" : "opacity-100")}
                >
                  <WizardStepFields stepKey={stepKey} conflict={conflict} templates={templates} onMarketChosen={steps.marketChosen} />
                </div>
              </fieldset>
              {stepKey === "project" ? <WizardRunStatus creation={creation} failure={failure} onRetry={() => void submit()} /> : null}
            </CardContent>
          </Card>

          <WizardStepButtons
            step={step}
            busy={busy}
            creating={creation.submitting}
            checking={steps.checking}
            fieldsValid={steps.fieldsValid}
            stepValid={steps.stepValid}
            onPrevious={steps.previous}
            onNext={() => void steps.next()}
          />
        </form>

        <WizardLeave
          dirty={dirty}
          asked={dirty && steps.belowFloor}
          running={creation.submitting}
          draft={draft}
          onStay={steps.stay}
          onLeave={forgetRun}
        />
      </div>
    </FormProvider>
  );
}
