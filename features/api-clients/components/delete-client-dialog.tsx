"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { useApiClientMutations } from "@/features/api-clients/mutations";
import type { ApiClient } from "@/features/api-clients/schemas";
import { errorMessage } from "@/lib/http/api-error";

interface DeleteClientDialogProps {
  client: ApiClient | null;
  onClose: () => void;
  onDeleted: (client: ApiClient) => void;
}

export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  const t = useTranslations("apiClients.delete");
  const tc = useTranslations("common");
  const { remove } = useApiClientMutations();
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!client) return;
    setPending(true);
    try {
      await remove(client.id);
      toast.success(t("success"));
      onDeleted(client);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t("error")));
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={client !== null}
      title={t("title", { name: client?.name ?? "" })}
      description={t("description")}
      cancelText={tc("cancel")}
      confirmText={t("confirm")}
      busyText={t("deleting")}
      busy={pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
