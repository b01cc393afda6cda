"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ApiClientSecretView } from "./api-client-secret-view";
import { SecretCloseConfirm } from "@/components/shared/secret-close-confirm";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { ApiClientCreated } from "@/features/api-clients/schemas";

/**
 * A client's new secret, the only time it is shown. It lives in this dialog's props and is gone once
 * the dialog closes: Escape and × ask first, a click outside does nothing, "He guardado el secreto" closes.
 * `rotated`: the secret replaces one just revoked (another can be generated), not a new client's.
 */
export function OneTimeSecretDialog({ client, rotated = false, onClose }: { client: ApiClientCreated; rotated?: boolean; onClose(): void }) {
  const tc = useTranslations("common");
  const [confirmingClose, setConfirmingClose] = useState(false);
  return (
    <Dialog open onOpenChange={(next) => !next && setConfirmingClose(true)}>
      <DialogContent closeLabel={tc("close")} onInteractOutside={(event) => event.preventDefault()}>
        <ApiClientSecretView client={client} rotated={rotated} onDone={onClose} />
      </DialogContent>
      <SecretCloseConfirm open={confirmingClose} rotated={rotated} onConfirm={onClose} onCancel={() => setConfirmingClose(false)} />
    </Dialog>
  );
}
