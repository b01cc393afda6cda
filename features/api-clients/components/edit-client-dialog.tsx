"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiClientToForm, formToPayload, type ApiClientFormValues } from "@/features/api-clients/client-form";
import { useApiClientMutations } from "@/features/api-clients/mutations";
import type { ApiClient } from "@/features/api-clients/schemas";
import { errorMessage } from "@/lib/http/api-error";
import { ApiClientForm } from "./api-client-form";

interface EditClientDialogProps {
  client: ApiClient | null;
  onClose: () => void;
}

/** PUT name, description and scopes; credentials and status are untouched. */
export function EditClientDialog({ client, onClose }: EditClientDialogProps) {
  const t = useTranslations("apiClients.form");
  const tc = useTranslations("common");
  const { update } = useApiClientMutations();

  async function save(values: ApiClientFormValues) {
    if (!client) return;
    try {
      await update(client.id, formToPayload(values));
    } catch (error) {
      throw new Error(errorMessage(error, t("updateError")));
    }
    toast.success(t("updated"));
    onClose();
  }

  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tc("close")}>
        <DialogHeader>
          <DialogTitle>{t("editTitle")}</DialogTitle>
          <DialogDescription>{t("editDescription")}</DialogDescription>
        </DialogHeader>
        {client ? (
          <ApiClientForm
            key={client.id}
            defaultValues={apiClientToForm(client)}
            submitLabel={t("save")}
            pendingLabel={t("saving")}
            onSubmit={save}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
