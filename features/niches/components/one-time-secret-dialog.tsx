"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ApiClientSecretView } from "@/features/api-clients/shared";
import { SecretCloseConfirm } from "@/components/shared/secret-close-confirm";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { ApiClientCreated } from "@/features/api-clients/schemas";

/**
 * A client's new secret, the only time it is shown. It lives in this dialog's props and is gone once
 * the dialog closes: Escape and × ask first, a click outside does nothing, "He guardado el secreto" closes.
 */
export function OneTimeSecretDialog({ client, onClose }: { client: ApiClientCreated; onClose(): void }) {
  const tc = useTranslations("common");
  const [confirmingClose, setConfirmingClose] = useState(false);
  return (
    <Dialog open onOpenChange={(next) => !next && setConfirmingClose(true)}>
      <DialogContent closeLabel={tc("close")} onInteractOutside={(event) => event.preventDefault()}>
        <ApiClientSecretView client={client} onDone={onClose} />
      </DialogContent>
      <SecretCloseConfirm open={confirmingClose} onConfirm={onClose} onCancel={() => setConfirmingClose(false)} />
    </Dialog>
  );
}
