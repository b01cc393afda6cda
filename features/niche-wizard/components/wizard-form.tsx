"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ArrowLeft, ArrowRight, RotateCcw, Sparkles, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LeaveGuard } from "@/components/shared/leave-guard";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { focusAutofocusTarget } from "@/lib/dom/focus-autofocus-target";
import { findMarket } from "@/lib/markets/search";
import { useNichesNamed } from "@/features/niches";
import type { Tone } from "@/features/niches/schemas";
import { AUTOFOCUS_DELAY_MS, STEP_TRANSITION_MS } from "@/features/niche-wizard/constants";
import type { useUsableTemplates } from "@/features/niche-wizard/templates";
import { findNameConflict } from "@/features/niche-wizard/name-conflict";
import { clearWizardRun } from "@/features/niche-wizard/run-record";
import { useStepParam } from "@/features/niche-wizard/use-step-param";
import { buildAutomationRequest, buildNichePayload } from "@/features/niche-wizard/wizard-data";
import { nameSlug, wizardSlug } from "@/features/niche-wizard/slug";
import {
  canJumpTo,
  EMPTY_WIZARD_VALUES,
  MARKET_PARAM,
  startingWizardValues,
  isStepValid,
  nameIssue,
  reachableStep,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  type WizardValues,
} from "@/features/niche-wizard/wizard-schema";
import { wizardSchema } from "@/features/niche-wizard/wizard-form-schema";
import { cn } from "@/lib/utils";
import { CreationProgress } from "./creation-progress";
import { CredentialsStatus } from "./credentials-status";
import { StepAffiliateTag } from "./step-affiliate-tag";
import { StepMarket } from "./step-market";
import { StepName } from "./step-name";
import { StepProject } from "./step-project";
import { StepTone } from "./step-tone";
import { useWizardCreation } from "./use-wizard-creation";
import { WizardHeader } from "./wizard-header";

// The leave confirmation loads when first needed: the page's first load carries no radix dialog code.
const ConfirmDialog = dynamic(() => import("@/components/shared/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

// Each step checks its own values as they change (wizard-schema.ts); the create checks all five.
const resolver = zodResolver(wizardSchema);


const STEP_DESCRIPTIONS = {
  market: "market.description",
  name: "name.description",
  affiliateTag: "affiliateTag.description",
  tone: "tone.description",
  project: "project.description",
} as const;

const STEP_TITLES = {
  market: "market.title",
  name: "name.title",
  affiliateTag: "affiliateTag.title",
  tone: "tone.title",
  project: "project.title",
} as const;

export function WizardForm({ templates }: { templates: ReturnType<typeof useUsableTemplates> }) {
  const t = useTranslations("wizard");
  const router = useRouter();
  const marketParam = useSearchParams().get(MARKET_PARAM);
  const [starting] = useState(() => startingWizardValues(marketParam));
  const form = useForm<WizardValues>({ resolver, defaultValues: starting });
  // Every step derives from the values (the slug, the name's clashes, which steps are open).
  const values: WizardValues = { ...starting, ...useWatch({ control: form.control }) };
  const setValue = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });
  // A step's field comes and goes with its step: the form keeps its value meanwhile.
  const textField = (key: "name" | "slug" | "affiliateTag") => ({ ...form.register(key), defaultValue: values[key] });
  const url = useStepParam();
  const [furthestCompleted, setFurthestCompleted] = useState(0);
  // The URL's first entry (no step) lies under step 1's once data is entered: Back to it means leaving.
  const [floorPushed, setFloorPushed] = useState(false);
  const [fading, setFading] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const transition = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Each move gets a number: the names read for step 2 after a newer move (or after leaving) move nothing.
  const moves = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(transition.current);
      moves.current += 1;
    },
    [],
  );

  const market = findMarket(values.marketId);
  const slug = wizardSlug(values);
  // Step 2 waits for the niches its name or slug would clash with; a read that fails does not block
  // (the server refuses a taken name or slug too).
  const named = useNichesNamed(values.name, slug);
  const existing = named.niches;
  const namesKnown = named.known;

  const creation = useWizardCreation();
  const busy = creation.submitting || leaving;

  // A name in a script without Latin letters gives no slug: the user types one.
  const needsTypedSlug = market !== undefined && nameIssue(values.name) === null && nameSlug(values) === "";
  const conflict = findNameConflict(existing, values.name, slug);
  const reachable = reachableStep(url.step ?? 1, { furthestCompleted, values, existing });
  // A running creation stays on the last step whatever the history does.
  const step = creation.submitting ? WIZARD_STEP_COUNT : reachable;
  const stepKey = WIZARD_STEPS[step - 1];

  // A name refused as taken is old news once step 2 has a free one.
  const failure = creation.failure?.taken && conflict === null ? null : creation.failure;

  const dirty = !leaving && JSON.stringify(values) !== JSON.stringify(EMPTY_WIZARD_VALUES);
  const leaveAsked = dirty && floorPushed && url.step === null;

  // The URL names a step the user cannot be at (yet): show the furthest reachable one there.
  useEffect(() => {
    if (url.step !== null && url.step !== step) url.replace(step === 1 && !floorPushed ? null : step);
  }, [url, step, floorPushed]);

  useEffect(() => {
    const id = setTimeout(() => focusAutofocusTarget(stepRef.current), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(id);
  }, [step]);

  const goTo = (target: number) => {
    if (target === step) return;
    clearTimeout(transition.current);
    moves.current += 1;
    setFading(true);
    transition.current = setTimeout(() => {
      url.push(target);
      setFading(false);
    }, STEP_TRANSITION_MS);
  };

  // Step 2 is left once the niches its name could clash with are read: "Siguiente" (or Enter) pressed
  // while they are on their way reads them at once, then moves on unless they refuse the name.
  const fieldsValid = isStepValid(step, values, existing);
  const stepValid = fieldsValid && (step !== 2 || namesKnown);
  const [checking, setChecking] = useState(false);
  const next = async () => {
    if (busy || fading || checking || step >= WIZARD_STEP_COUNT || !fieldsValid) return;
    if (step === 2 && !namesKnown) {
      const move = moves.current;
      setChecking(true);
      const niches = await named.readNow().catch(() => []);
      setChecking(false);
      if (move !== moves.current || findNameConflict(niches, values.name, slug)) return;
    }
    setFurthestCompleted((f) => Math.max(f, step));
    goTo(step + 1);
  };
  const previous = () => {
    if (!busy && step > 1) goTo(step - 1);
  };
  const canJump = (target: number) => canJumpTo(target, { current: step, furthestCompleted, values, existing });

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    // A chosen card continues, as the hint says; a card not chosen yet is chosen first.
    const choice = target.closest("[data-wizard-choice]");
    if (choice && choice.getAttribute("aria-pressed") !== "true") return;
    // Other buttons and links keep their own Enter (follow a link, retry).
    if (!choice && target.closest("button, a, textarea")) return;
    event.preventDefault();
    void next();
  };

  // Set at once, before the check: a second press meanwhile creates nothing.
  const sending = useRef(false);
  const create = async (valid: WizardValues) => {
    const template = templates.templates?.find((x) => x.id === valid.templateId);
    if (!template) return;
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

  const select = {
    market: (id: string) => {
      setValue("marketId", id);
      if (!floorPushed && url.step === null) {
        url.push(1);
        setFloorPushed(true);
      }
    },
    tone: (tone: Tone) => setValue("tone", tone),
    // A new template starts from clean project flags: buildAutomationRequest sends them false.
    template: (id: number) => setValue("templateId", id),
  };

  const stay = () => url.push(1);
  // Once the create step runs, leaving loses nothing: the automation goes on and the popover follows it.
  const leaveTexts = creation.submitting
    ? { title: t("leave.runningTitle"), description: t("leave.runningDescription"), stay: t("leave.runningStay"), confirm: t("leave.confirm") }
    : { title: t("leave.title"), description: t("leave.description"), stay: t("leave.stay"), confirm: t("leave.confirm") };
  const [exiting, setExiting] = useState(false);
  // Leaving stops following a running automation; it still creates the niche, so nothing is lost.
  const forgetRun = () => {
    // A navigation may take a while: a run ending meanwhile must not take the user to its niche.
    creation.leave();
    setLeaving(true);
    clearWizardRun();
  };
  const leave = () => {
    forgetRun();
    setExiting(true);
  };
  // Goes back once the guard is off, so the browser's own prompt does not ask a second time.
  useEffect(() => {
    if (!exiting) return;
    const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
    if (navigation?.canGoBack === false) router.push("/niches");
    else window.history.back();
  }, [exiting, router]);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>

      <Card>
        <CardContent>
          <WizardHeader
            step={step}
            furthestCompleted={furthestCompleted}
            canJump={canJump}
            onJump={(n) => canJump(n) && goTo(n)}
            disabled={busy}
          />
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
                {t(STEP_TITLES[stepKey])}
              </h2>
            </CardTitle>
            <CardDescription>{t(STEP_DESCRIPTIONS[stepKey])}</CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset disabled={busy} className="min-w-0">
              <div
                ref={stepRef}
                data-testid={`wizard-step-${stepKey}`}
                className={cn(
                  "transition-opacity duration-150 motion-reduce:transition-none",
                  fading ? "opacity-0" : "opacity-100",
                )}
              >
                {stepKey === "market" ? <StepMarket marketId={values.marketId} onSelect={select.market} /> : null}
                {stepKey === "name" ? (
                  <StepName
                    market={market}
                    name={values.name}
                    slug={slug}
                    needsTypedSlug={needsTypedSlug}
                    typedSlug={values.slug}
                    field={textField("name")}
                    slugField={textField("slug")}
                    conflict={conflict}
                  />
                ) : null}
                {stepKey === "affiliateTag" ? (
                  <StepAffiliateTag
                    market={market}
                    name={values.name}
                    tag={values.affiliateTag}
                    field={textField("affiliateTag")}
                  />
                ) : null}
                {stepKey === "tone" ? (
                  <StepTone tone={values.tone} onSelect={select.tone} />
                ) : null}
                {stepKey === "project" ? (
                  <StepProject
                    templates={templates.templates}
                    isLoading={templates.isLoading}
                    error={templates.error}
                    onRetry={templates.retry}
                    templateId={values.templateId}
                    onSelect={select.template}
                  />
                ) : null}
              </div>
            </fieldset>

            {stepKey === "project" && (creation.submitting || creation.progress) ? (
              <div className="mt-6">
                <CredentialsStatus keyStatus={creation.credentials.apiKey} clientStatus={creation.credentials.apiClient} />
              </div>
            ) : null}
            {stepKey === "project" && creation.progress ? (
              <div className="mt-6">
                <CreationProgress progress={creation.progress} />
              </div>
            ) : null}
            {stepKey === "project" && failure ? (
              <Alert variant="destructive" className="mt-6">
                <TriangleAlert aria-hidden />
                <AlertTitle>{failure.title}</AlertTitle>
                <AlertDescription>
                  {failure.detail ? <p>{failure.detail}</p> : null}
                  {failure.taken ? null : (
                    <>
                      <p>{t("errors.retryHint")}</p>
                      <Button variant="outline" size="sm" onClick={() => void submit()}>
                        <RotateCcw aria-hidden />
                        {t("retry")}
                      </Button>
                    </>
                  )}
                </AlertDescription>
              </Alert>
            ) : null}
          </CardContent>
        </Card>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={previous} disabled={busy || step === 1}>
            <ArrowLeft aria-hidden />
            {t("previous")}
          </Button>
          {step < WIZARD_STEP_COUNT ? (
            <div className="flex items-center gap-3">
              <span className="hidden text-sm text-muted-foreground sm:inline">{t("enterHint")}</span>
              <Button onClick={() => void next()} disabled={busy || !fieldsValid} aria-busy={checking || undefined}>
                {t("next")}
                <ArrowRight aria-hidden />
              </Button>
            </div>
          ) : (
            <Button type="submit" disabled={busy || !stepValid}>
              <Sparkles aria-hidden />
              {creation.submitting ? t("creating") : t("create")}
            </Button>
          )}
        </div>
      </form>

      {leaveAsked ? (
        <ConfirmDialog
          open
          title={leaveTexts.title}
          description={leaveTexts.description}
          cancelText={leaveTexts.stay}
          confirmText={leaveTexts.confirm}
          variant="default"
          onCancel={stay}
          onConfirm={leave}
        />
      ) : null}
      <LeaveGuard active={dirty} texts={leaveTexts} onLeave={forgetRun} />
    </div>
  );
}
