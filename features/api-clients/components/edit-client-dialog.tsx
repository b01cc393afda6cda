"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiClientToForm, changedClientFields, formToPayload, type ApiClientFormValues } from "@/features/api-clients/client-form";
import { EDIT_CLIENT_DRAFT_PREFIX } from "@/features/api-clients/client-drafts";
import { useApiClientMutations } from "@/features/api-clients/mutations";
import type { ApiClient } from "@/features/api-clients/schemas";
import { errorMessage } from "@/lib/http/api-error";
import { ApiClientForm } from "./api-client-form";
import { useEditConflict } from "@/components/shared/use-edit-conflict";

interface EditClientDialogProps {
  client: ApiClient | null;
  onClose: () => void;
}

/** PUT of the name, description and scopes this edit changed; credentials and status are untouched. */
export function EditClientDialog({ client, onClose }: EditClientDialogProps) {
  const t = useTranslations("apiClients.form");
  const tc = useTranslations("common");

  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tc("close")}>
        <DialogHeader>
          <DialogTitle>{t("editTitle")}</DialogTitle>
          <DialogDescription>{t("editDescription")}</DialogDescription>
        </DialogHeader>
        {client ? <EditClientForm key={client.id} client={client} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ["name", "description", "scopes"] as const;

/**
 * The form, from the client as it was when opened: a save made from it never undoes one made since
 * (another tab, another person); the user then sees it as it is now or overwrites the fields they changed.
 */
function EditClientForm({ client, onClose }: { client: ApiClient; onClose(): void }) {
  const t = useTranslations("apiClients.form");
  const { update } = useApiClientMutations();
  const [base, setBase] = useState(client);
  const version = useRef(client.updated_at ?? null);
  const lastValues = useRef<ApiClientFormValues | null>(null);

  async function save(values: ApiClientFormValues): Promise<boolean> {
    lastValues.current = values;
    try {
      await update(base.id, changedClientFields(formToPayload(values), formToPayload(apiClientToForm(base))), version.current);
    } catch (error) {
      if (conflictChoice.refused(error)) return false;
      throw new Error(errorMessage(error, t("updateError")));
    }
    toast.success(t("updated"));
    onClose();
    return true;
  }

  const changedSince = (latest: ApiClient) => {
    const before = apiClientToForm(base);
    const now = apiClientToForm(latest);
    return FIELDS.filter((key) => JSON.stringify(now[key]) !== JSON.stringify(before[key])).map((key) => t(key));
  };

  const conflictChoice = useEditConflict<ApiClient>({
    title: t("conflict.title"),
    description: t("conflict.description"),
    version,
    changed: changedSince,
    reload: setBase,
    resubmit: () => {
      if (lastValues.current) void save(lastValues.current).catch((error: Error) => toast.error(error.message));
    },
  });

  return (
    <>
      <ApiClientForm
        key={base.updated_at ?? ""}
        defaultValues={apiClientToForm(base)}
        submitLabel={t("save")}
        pendingLabel={t("saving")}
        onSubmit={save}
        onCancel={onClose}
        draftKey={`${EDIT_CLIENT_DRAFT_PREFIX}${client.id}`}
        version={() => version.current}
        onRestore={(kept) => (version.current = kept)}
      />
      {conflictChoice.dialog}
    </>
  );
}
