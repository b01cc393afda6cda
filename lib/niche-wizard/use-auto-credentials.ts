// Step 4's background work: the external API key and the
// API client, each once per combination. Refs hold the guard state so a re-render (or React's
// development double effects) can never start a second request for the same combination.
"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { createApiKey } from "@/lib/api-keys/api";
import { createApiClient } from "@/lib/api-clients/create-api-client";
import { fetchCurrentUser } from "@/lib/auth/api";
import { CURRENT_USER_PATH } from "@/lib/auth/paths";
import {
  credentialCombination,
  IDLE_GENERATION,
  shouldGenerateCredentials,
  type CredentialInputs,
  type GenerationState,
} from "./credentials-guard";
import { errorMessage } from "@/lib/http/api-error";
import { apiClientFor, apiKeyNameFor, NO_CREDENTIALS, type WizardCredentials } from "./wizard-data";

export type CredentialStatus = "idle" | "running" | "done" | "error";

export interface AutoCredentialsMessages {
  emailError: string;
  apiKeyError: string;
  apiClientError: string;
}

interface Options {
  /** Step 4 reached: only then is the email fetched. */
  enabled: boolean;
  inputs: Omit<CredentialInputs, "email">;
  messages: AutoCredentialsMessages;
  notifyError(message: string): void;
}

export function useAutoCredentials({ enabled, inputs, messages, notifyError }: Options) {
  const user = useSWR(enabled ? CURRENT_USER_PATH : null, fetchCurrentUser, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const email = user.data?.email ?? null;

  const [credentials, setCredentials] = useState<WizardCredentials>(NO_CREDENTIALS);
  const [keyStatus, setKeyStatus] = useState<CredentialStatus>("idle");
  const [clientStatus, setClientStatus] = useState<CredentialStatus>("idle");
  const keyGuard = useRef<GenerationState>(IDLE_GENERATION);
  const clientGuard = useRef<GenerationState>(IDLE_GENERATION);
  // Bumped when a request settles, so a combination changed meanwhile gets its own attempt.
  const [settled, setSettled] = useState(0);

  const latest = useRef({ messages, notifyError });
  useEffect(() => {
    latest.current = { messages, notifyError };
  });

  useEffect(() => {
    if (user.error) latest.current.notifyError(latest.current.messages.emailError);
  }, [user.error]);

  const combination = credentialCombination({ ...inputs, email });
  const name = inputs.name.trim();

  useEffect(() => {
    if (!combination || !email) return;
    if (shouldGenerateCredentials(keyGuard.current, combination)) {
      keyGuard.current = { inProgress: true, attemptedFor: combination };
      setKeyStatus("running");
      createApiKey({ name: apiKeyNameFor(name), email })
        .then((created) => {
          if (keyGuard.current.attemptedFor !== combination) return;
          setCredentials((c) => ({ ...c, email, apiKey: created.key }));
          setKeyStatus("done");
        })
        .catch((error: unknown) => {
          setKeyStatus("error");
          latest.current.notifyError(errorMessage(error, latest.current.messages.apiKeyError, { cause: "thrown" }));
        })
        .finally(() => {
          keyGuard.current = { ...keyGuard.current, inProgress: false };
          setSettled((n) => n + 1);
        });
    }
    if (shouldGenerateCredentials(clientGuard.current, combination)) {
      clientGuard.current = { inProgress: true, attemptedFor: combination };
      setClientStatus("running");
      createApiClient(apiClientFor(name))
        .then((created) => {
          if (clientGuard.current.attemptedFor !== combination) return;
          setCredentials((c) => ({ ...c, clientId: created.client_id, clientSecret: created.client_secret }));
          setClientStatus("done");
        })
        .catch((error: unknown) => {
          setClientStatus("error");
          latest.current.notifyError(errorMessage(error, latest.current.messages.apiClientError, { cause: "thrown" }));
        })
        .finally(() => {
          clientGuard.current = { ...clientGuard.current, inProgress: false };
          setSettled((n) => n + 1);
        });
    }
  }, [combination, email, name, settled]);

  return { credentials: { ...credentials, email }, keyStatus, clientStatus, email };
}
