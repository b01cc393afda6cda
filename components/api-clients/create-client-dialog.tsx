"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { createApiClient } from "@/lib/api-clients/create-api-client";
import { EMPTY_API_CLIENT_FORM, formToPayload, type ApiClientFormValues } from "@/lib/api-clients/client-form";
import { errorMessage } from "@/lib/http/api-error";
import { ClientForm } from "./client-form";
import { ClientSecretDialog, type OneTimeCredentials } from "./client-secret-dialog";

interface CreateClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Refreshes lists and counters; never receives the secret. */
  onCreated: () => void;
}

/**
 * Create form, then the one-time credentials dialog. The secret lives only in this component's
 * state (never in the SWR cache or storage) and is dropped when that dialog closes.
 */
export function CreateClientDialog({ open, onOpenChange, onCreated }: CreateClientDialogProps) {
  const t = useTranslations("apiClients.form");
  const tc = useTranslations("common");
  const [credentials, setCredentials] = useState<OneTimeCredentials | null>(null);

  async function create(values: ApiClientFormValues) {
    const { name, description, scopes } = formToPayload(values);
    try {
      const created = await createApiClient({ name, description: description ?? undefined, scopes });
      setCredentials({ name: created.name, clientId: created.client_id, clientSecret: created.client_secret });
    } catch (error) {
      throw new Error(errorMessage(error, t("createError")));
    }
    onOpenChange(false);
    toast.success(t("created"));
    onCreated();
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={tc("close")}>
          <DialogHeader>
            <DialogTitle>{t("createTitle")}</DialogTitle>
            <DialogDescription>{t("createDescription")}</DialogDescription>
          </DialogHeader>
          {open ? (
            <ClientForm
              defaultValues={EMPTY_API_CLIENT_FORM}
              submitLabel={t("create")}
              pendingLabel={t("creating")}
              onSubmit={create}
              onCancel={() => onOpenChange(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ClientSecretDialog credentials={credentials} onClose={() => setCredentials(null)} />
    </>
  );
}
