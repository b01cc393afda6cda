// Wires the create action to the real calls and the shared automation store (the popover shows
// the same run), and exposes the inline progress and a retryable error to the wizard.
"use client";

import { useEffect, useRef, useState } from "react";
import { mutate } from "swr";
import type { AutomationStatus } from "@/lib/automation/schemas";
import { useAutomation } from "@/lib/automation/hooks";
import { NICHES_PATH } from "@/lib/niches/api";
import { AutomationFailedError, createNiche, replaceNiche, saveVercelData, waitForAutomationTask } from "./api";
import { getAutomationState, subscribeAutomation } from "@/lib/automation/automation-store";
import { waitForAutomationEnd } from "./automation-end";
import { runCreateNiche, WizardCreateError, type CreateStage } from "./create-niche";
import { errorMessage } from "@/lib/http/api-error";
import type { AutomationStartRequest } from "@/lib/automation/schemas";
import type { NicheCreate } from "@/lib/niches/request-schemas";

const automationStore = { get: getAutomationState, subscribe: subscribeAutomation };

/** The store resets one second after the wizard takes the results. */
export const AUTOMATION_RESET_DELAY_MS = 1000;

export interface CreateErrorTexts {
  start: string;
  create: string;
  automation: string;
}

export interface CreateFailure {
  stage: CreateStage;
  title: string;
  detail: string | null;
}

export interface InlineProgress {
  step: number;
  total: number;
  message: string;
  done: { websiteContent: boolean; finalConfig: boolean; websiteConfig: boolean; niche: boolean };
}

function failureOf(error: unknown, texts: CreateErrorTexts): CreateFailure {
  const stage: CreateStage = error instanceof WizardCreateError ? error.stage : "create";
  const cause = error instanceof WizardCreateError ? error.cause : error;
  if (stage === "start") return { stage, title: texts.start, detail: errorMessage(cause, "", { cause: "thrown" }) || null };
  if (stage === "automation" && cause instanceof AutomationFailedError) {
    return { stage, title: cause.message, detail: cause.detail };
  }
  if (stage === "automation") return { stage, title: texts.automation, detail: errorMessage(cause, "", { cause: "thrown" }) || null };
  return { stage, title: errorMessage(cause, texts.create, { cause: "thrown" }), detail: null };
}

export function useCreateNiche(texts: CreateErrorTexts) {
  const automation = useAutomation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<CreateFailure | null>(null);
  const [polled, setPolled] = useState<AutomationStatus | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  async function create(input: { request: AutomationStartRequest; niche: NicheCreate }): Promise<number | null> {
    setSubmitting(true);
    setFailure(null);
    setPolled(null);
    setTaskId(null);
    try {
      const id = await runCreateNiche(input, {
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
        logError: (message, error) => console.error(message, error),
      });
      setTimeout(() => automation.resetAutomation(), AUTOMATION_RESET_DELAY_MS);
      void mutate(NICHES_PATH);
      return id;
    } catch (error) {
      console.error("[wizard] create failed", error);
      if (!unmounted.current) {
        setFailure(failureOf(error, texts));
        setSubmitting(false);
      }
      return null;
    }
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

  return { create, submitting, failure, progress, dismissFailure: () => setFailure(null) };
}
