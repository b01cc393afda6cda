// Wires the create action to the real calls and the shared automation store (the popover shows
// the same run), and exposes the inline progress, the credentials' state and a retryable error.
"use client";

import { useEffect, useRef, useState } from "react";
import { mutate } from "swr";
import type { AutomationStatus } from "@/features/automation/schemas";
import { useAutomation } from "@/features/automation";
import { isNicheListKey } from "@/features/niches";
import { AutomationFailedError } from "./automation-failed-error";
import {
  finishCreateNiche,
  NicheTakenError,
  runCreateNiche,
  WaitAbandonedError,
  WizardCreateError,
  type CreateInput,
  type CreateNicheDeps,
  type CreateStage,
} from "./create-niche";
import type { CreateRunHooks } from "./create-run";
import type { CredentialPart, CredentialStatus } from "./credentials";
import { clearWizardRun, saveWizardRun, type WizardRun } from "./run-record";
import { errorMessage } from "@/lib/http/api-error";

/** The store resets one second after the wizard takes the results. */
export const AUTOMATION_RESET_DELAY_MS = 1000;

export interface CreateErrorTexts {
  start: string;
  create: string;
  automation: string;
  taken: { name: string; slug: string; existing: string };
  credentials: { email: string; apiKey: string; apiClient: string };
}

export interface CreateFailure {
  stage: CreateStage;
  title: string;
  detail: string | null;
  /** The name or URL was taken: step 2 says so until the name changes. */
  taken?: boolean;
}

export interface InlineProgress {
  step: number;
  total: number;
  message: string;
  done: { websiteContent: boolean; finalConfig: boolean; websiteConfig: boolean; niche: boolean };
}

export type CredentialStatuses = Record<CredentialPart, CredentialStatus>;
const IDLE_CREDENTIALS: CredentialStatuses = { apiKey: "idle", apiClient: "idle" };

function failureOf(error: unknown, texts: CreateErrorTexts): CreateFailure {
  const stage: CreateStage = error instanceof WizardCreateError ? error.stage : "create";
  const cause = error instanceof WizardCreateError ? error.cause : error;
  if (cause instanceof NicheTakenError) return { stage, title: texts.taken[cause.conflict], detail: null, taken: true };
  if (stage === "start") return { stage, title: texts.start, detail: errorMessage(cause, "", { cause: "thrown" }) || null };
  if (stage === "automation" && cause instanceof AutomationFailedError) {
    return { stage, title: cause.message, detail: cause.detail };
  }
  if (stage === "automation") return { stage, title: texts.automation, detail: errorMessage(cause, "", { cause: "thrown" }) || null };
  return { stage, title: errorMessage(cause, texts.create, { cause: "thrown" }), detail: null };
}

export function useCreateNiche(texts: CreateErrorTexts, notifyError: (message: string) => void) {
  const automation = useAutomation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<CreateFailure | null>(null);
  const [polled, setPolled] = useState<AutomationStatus | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<CredentialStatuses>(IDLE_CREDENTIALS);
  /** This page's run until it ends; after a failure to save its niche, a retry finishes it. */
  const unsaved = useRef<WizardRun | null>(null);
  const unmounted = useRef(false);
  /** The user left while the run goes on: its end is the automation popover's to show. */
  const left = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const hooks: CreateRunHooks = {
    startAutomation: async (request) => {
      const started = await automation.startAutomation(request);
      setTaskId(started);
      return started;
    },
    onCredentialStatus: (part, status) => {
      if (!unmounted.current) setCredentials((c) => ({ ...c, [part]: status }));
    },
    onCredentialError: (_part, message) => notifyError(message),
    onAutomationStatus: (status) => {
      if (!unmounted.current) setPolled(status);
    },
    isUnmounted: () => unmounted.current || left.current,
    remember: (run) => {
      unsaved.current = run;
      saveWizardRun(run);
    },
    forget: () => {
      unsaved.current = null;
      clearWizardRun();
    },
    texts,
  };
  // The create's calls (four entities' writes) load with the first create, or a run followed again,
  // inside its try: a failed load is that attempt's failure, with its retry.
  const loadDeps = async (): Promise<CreateNicheDeps> => (await import("./create-run")).createNicheDeps(hooks);

  async function follow(run: (deps: CreateNicheDeps) => Promise<number>): Promise<number | null> {
    setSubmitting(true);
    setFailure(null);
    setPolled(null);
    try {
      const id = await run(await loadDeps());
      // Left meanwhile: the page is on its way elsewhere, and the popover shows the run's end.
      if (left.current) return null;
      setTimeout(() => automation.resetAutomation(), AUTOMATION_RESET_DELAY_MS);
      void mutate(isNicheListKey);
      return id;
    } catch (error) {
      const abandoned = error instanceof WizardCreateError && error.cause instanceof WaitAbandonedError;
      if (!abandoned) console.error("[wizard] create failed", error);
      if (!unmounted.current) {
        setFailure(failureOf(error, texts));
        setSubmitting(false);
      }
      return null;
    }
  }

  /**
   * Creates the niche; after a failure to save it, finishes the same run instead of starting another.
   * Null when it failed, or when the user left meanwhile.
   */
  function create(input: CreateInput): Promise<number | null> {
    const pending = unsaved.current;
    if (pending) return follow((deps) => finishCreateNiche(pending, deps));
    setTaskId(null);
    setCredentials(IDLE_CREDENTIALS);
    return follow((deps) => runCreateNiche(input, deps));
  }

  /** Follows a run found again after a reload to its end. */
  function resume(run: WizardRun): Promise<number | null> {
    unsaved.current = run;
    setTaskId(run.taskId);
    return follow((deps) => finishCreateNiche(run, deps));
  }

  // The store (socket events) is finer-grained; polling covers a silent socket.
  const live = taskId && automation.taskId === taskId ? automation : null;
  const step = Math.max(live?.progress.step ?? 0, polled?.step ?? 0);
  const results = polled?.results;
  // A status without results still tells which steps are behind it.
  const polledPast = (stepNumber: number) =>
    polled?.status === "completed" || (polled?.step ?? 0) > stepNumber;
  const progress: InlineProgress | null = taskId
    ? {
        step,
        total: polled?.total ?? live?.progress.total ?? 4,
        message: live?.progress.message || polled?.message || "",
        done: {
          websiteContent: Boolean(live?.results.websiteContent || results?.websiteContent || polledPast(1)),
          finalConfig: Boolean(live?.results.finalConfig || results?.finalConfig || polledPast(2)),
          websiteConfig: Boolean(live?.results.websiteConfig || results?.websiteConfig || polledPast(3)),
          niche: Boolean(live?.completed || polled?.status === "completed"),
        },
      }
    : null;

  /** Stops following the run, which goes on: the popover shows its progress and then its niche. */
  const leave = () => {
    left.current = true;
  };

  return { create, resume, leave, submitting, failure, progress, credentials, dismissFailure: () => setFailure(null) };
}
