"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/http/api-error";
import { isMissingEndpoint } from "@/lib/http/optional-endpoint";
import { rotateApiClientSecret } from "../mutations";
import type { ApiClient, ApiClientCreated } from "../schemas";
import { OneTimeSecretDialog } from "./one-time-secret-dialog";

interface RotateClientSecretDialogProps {
  client: ApiClient;
  /** The secret was renewed (the client's `updated_at` moved on). */
  onRotated(): void;
  onClose(): void;
}

/** "Generar secreto nuevo": asks first (the old secret stops working at once), then shows the new one once. */
export function RotateClientSecretDialog({ client, onRotated, onClose }: RotateClientSecretDialogProps) {
  const t = useTranslations("apiClients.rotate");
  const tc = useTranslations("common");
  const [rotated, setRotated] = useState<ApiClientCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function rotate() {
    setBusy(true);
    setError(null);
    try {
      setRotated(await rotateApiClientSecret(client.id));
      onRotated();
    } catch (err) {
      // An upstream without the call cannot renew it: a new client is the way.
      setError(isMissingEndpoint(err) ? t("unavailable") : errorMessage(err, t("error")));
    } finally {
      setBusy(false);
    }
  }

  if (rotated) return <OneTimeSecretDialog client={rotated} rotated onClose={onClose} />;
  return (
    <ConfirmDialog
      open
      title={t("title", { name: client.name })}
      description={t("description", { clientId: client.client_id })}
      cancelText={tc("cancel")}
      confirmText={t("confirm")}
      busyText={t("working")}
      busy={busy}
      error={error}
      variant="default"
      onConfirm={() => void rotate()}
      onCancel={onClose}
    />
  );
}
