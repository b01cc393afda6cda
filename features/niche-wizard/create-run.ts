// The create action's real calls (credentials, automation, niche), loaded when the user creates or a
// stored run is followed again.
import type { AutomationStatus } from "@/features/automation/schemas";
import { getAutomationState, subscribeAutomation } from "@/features/automation";
import { deleteApiClient, createApiClient } from "@/features/api-clients";
import { createApiKey, deleteApiKey } from "@/features/api-keys";
import { fetchCurrentUser } from "@/features/auth";
import { fetchNiches } from "@/features/niches";
import { errorMessage } from "@/lib/http/api-error";
import { createNiche, replaceNiche, saveVercelData, waitForAutomationTask } from "./run-calls";
import { waitForAutomationEnd } from "./automation-end";
import type { CreateNicheDeps } from "./create-niche";
import { createNicheCredentials, removeNicheCredentials, type CredentialPart, type CredentialStatus } from "./credentials";
import type { WizardRun } from "./run-record";

const automationStore = { get: getAutomationState, subscribe: subscribeAutomation };

/** What the create action tells the page, and what it asks of it. */
export interface CreateRunHooks {
  startAutomation(request: Parameters<CreateNicheDeps["startAutomation"]>[0]): Promise<string>;
  onCredentialStatus(part: CredentialPart, status: CredentialStatus): void;
  onCredentialError(part: CredentialPart | "email", message: string): void;
  onAutomationStatus(status: AutomationStatus): void;
  isUnmounted(): boolean;
  remember(run: WizardRun): void;
  forget(): void;
  texts: { credentials: Record<CredentialPart | "email", string>; automation: string };
}

export function createNicheDeps(hooks: CreateRunHooks): CreateNicheDeps {
  const logError = (message: string, error: unknown) => console.error(message, error);
  const credentialDeps = {
    deleteApiKey,
    deleteApiClient,
    fetchEmail: async () => (await fetchCurrentUser()).email,
    createApiKey,
    createApiClient,
    onStatus: hooks.onCredentialStatus,
    onError: (part: CredentialPart | "email", error: unknown) =>
      hooks.onCredentialError(part, errorMessage(error, hooks.texts.credentials[part], { cause: "thrown" })),
  };
  return {
    listNiches: fetchNiches,
    createCredentials: (name) => createNicheCredentials(name, credentialDeps),
    removeCredentials: (made) => removeNicheCredentials(made, credentialDeps, logError),
    startAutomation: hooks.startAutomation,
    waitForAutomation: (task) =>
      waitForAutomationEnd(task, automationStore, (isSettled) =>
        waitForAutomationTask(task, {
          onStatus: hooks.onAutomationStatus,
          isCancelled: () => hooks.isUnmounted() || isSettled(),
          failedText: hooks.texts.automation,
        }),
      ),
    createNiche,
    updateNiche: replaceNiche,
    saveVercelData,
    remember: hooks.remember,
    forget: hooks.forget,
    logError,
  };
}
