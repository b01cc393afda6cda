"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EMPTY_API_CLIENT_FORM, formToPayload, type ApiClientFormValues } from "../client-form";
import { NEW_CLIENT_DRAFT } from "../client-drafts";
import { createApiClient } from "../create-api-client";
import type { ApiClientCreated, ApiClientScope } from "../schemas";
import { errorMessage } from "@/lib/http/api-error";
import { ApiClientForm } from "./api-client-form";
import { ApiClientSecretView } from "./api-client-secret-view";
import { SecretCloseConfirm } from "@/components/shared/secret-close-confirm";

interface CreateApiClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form starts with; empty, with the admin scope, by default. */
  defaults?: { name: string; description: string; scopes?: ApiClientScope[] };
  /** Says what the client is for where the dialog is opened; a general sentence by default. */
  description?: string;
  /** Gets the new client as soon as it exists, secret included: the caller decides whether to keep it. */
  onCreated: (client: ApiClientCreated) => void;
}

/**
 * The create form, then, in the same dialog, the new client's credentials. The secret lives only in this
 * component's state (never in the SWR cache or storage) and is forgotten when the dialog closes: so Escape
 * and × ask first, and only "He guardado el secreto" closes at once.
 */
export function CreateApiClientDialog({ open, onOpenChange, defaults, description, onCreated }: CreateApiClientDialogProps) {
  const t = useTranslations("apiClients.form");
  const tc = useTranslations("common");
  const [created, setCreated] = useState<ApiClientCreated | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);

  const close = () => {
    setConfirmingClose(false);
    onOpenChange(false);
    setCreated(null);
  };

  const requestClose = () => {
    if (sending) return;
    if (created) setConfirmingClose(true);
    else close();
  };

  async function create(values: ApiClientFormValues) {
    const { name, description: text, scopes } = formToPayload(values);
    setSending(true);
    try {
      const client = await createApiClient({ name, description: text ?? undefined, scopes });
      onCreated(client);
      setCreated(client);
      toast.success(t("created"));
    } catch (error) {
      throw new Error(errorMessage(error, t("createError")));
    } finally {
      setSending(false);
    }
  }

  return (
    // Closing while the request is under way would lose a secret that the server is about to send once.
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent
        closeLabel={tc("close")}
        // A stray click outside must not lose a secret that cannot be shown again.
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        {created ? (
          <ApiClientSecretView client={created} onDone={close} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("createTitle")}</DialogTitle>
              <DialogDescription>{description ?? t("createDescription")}</DialogDescription>
            </DialogHeader>
            <ApiClientForm
              defaultValues={{ ...EMPTY_API_CLIENT_FORM, ...defaults }}
              submitLabel={t("create")}
              pendingLabel={t("creating")}
              onSubmit={create}
              onCancel={close}
              draftKey={NEW_CLIENT_DRAFT}
            />
          </>
        )}
      </DialogContent>
      <SecretCloseConfirm open={confirmingClose} onConfirm={close} onCancel={() => setConfirmingClose(false)} />
    </Dialog>
  );
}
