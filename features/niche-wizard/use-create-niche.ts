// Wires the create action to the real calls and the shared automation store (the popover shows
// the same run), and exposes the inline progress, the credentials' state and a retryable error.
"use client";

import { useEffect, useRef, useState } from "react";
import { mutate } from "swr";
import type { AutomationStatus } from "@/features/automation/schemas";
import { useAutomation, getAutomationState, subscribeAutomation } from "@/features/automation";
import { deleteApiClient, createApiClient } from "@/features/api-clients";
import { createApiKey, deleteApiKey } from "@/features/api-keys";
import { fetchCurrentUser } from "@/features/auth";
import { fetchNiches, NICHES_PATH } from "@/features/niches";
import { AutomationFailedError, createNiche, replaceNiche, saveVercelData, waitForAutomationTask } from "./api";
import { waitForAutomationEnd } from "./automation-end";
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
import { createNicheCredentials, removeNicheCredentials, type CredentialPart, type CredentialStatus } from "./credentials";
import { clearWizardRun, saveWizardRun, type WizardRun } from "./run-record";
import { errorMessage } from "@/lib/http/api-error";

const automationStore = { get: getAutomationState, subscribe: subscribeAutomation };

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
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const logError = (message: string, error: unknown) => console.error(message, error);
  const credentialDeps = {
    deleteApiKey,
    deleteApiClient,
    fetchEmail: async () => (await fetchCurrentUser()).email,
    createApiKey,
    createApiClient,
    onStatus: (part: CredentialPart, status: CredentialStatus) => {
      if (!unmounted.current) setCredentials((c) => ({ ...c, [part]: status }));
    },
    onError: (part: CredentialPart | "email", error: unknown) =>
      notifyError(errorMessage(error, texts.credentials[part], { cause: "thrown" })),
  };
  const deps: CreateNicheDeps = {
    listNiches: fetchNiches,
    createCredentials: (name) => createNicheCredentials(name, credentialDeps),
    removeCredentials: (made) => removeNicheCredentials(made, credentialDeps, logError),
    startAutomation: async (request) => {
      const started = await automation.startAutomation(request);
      setTaskId(started);
      return started;
    },
    waitForAutomation: (task) =>
      waitForAutomationEnd(task, automationStore, (isSettled) =>
        waitForAutomationTask(task, {
          onStatus: (status) => {
            if (!unmounted.current) setPolled(status);
          },
          isCancelled: () => unmounted.current || isSettled(),
          failedText: texts.automation,
        }),
      ),
    createNiche,
    updateNiche: replaceNiche,
    saveVercelData,
    remember: (run) => {
      unsaved.current = run;
      saveWizardRun(run);
    },
    forget: () => {
      unsaved.current = null;
      clearWizardRun();
    },
    logError,
  };

  async function follow(run: () => Promise<number>): Promise<number | null> {
    setSubmitting(true);
    setFailure(null);
    setPolled(null);
    try {
      const id = await run();
      setTimeout(() => automation.resetAutomation(), AUTOMATION_RESET_DELAY_MS);
      void mutate(NICHES_PATH);
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

  /** Creates the niche; after a failure to save it, finishes the same run instead of starting another. */
  function create(input: CreateInput): Promise<number | null> {
    const pending = unsaved.current;
    if (pending) return follow(() => finishCreateNiche(pending, deps));
    setTaskId(null);
    setCredentials(IDLE_CREDENTIALS);
    return follow(() => runCreateNiche(input, deps));
  }

  /** Follows a run found again after a reload to its end. */
  function resume(run: WizardRun): Promise<number | null> {
    unsaved.current = run;
    setTaskId(run.taskId);
    return follow(() => finishCreateNiche(run, deps));
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

  return { create, resume, submitting, failure, progress, credentials, dismissFailure: () => setFailure(null) };
}
