"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import type { ApiClientCreated } from "@/features/api-clients/schemas";
import { errorMessage } from "@/lib/http/api-error";
import { rotateNicheClientSecret } from "@/features/niches/rotate-client-secret";
import { OneTimeSecretDialog } from "@/features/api-clients/shared";

type Step = { kind: "confirm" } | { kind: "unavailable" } | { kind: "shown"; client: ApiClientCreated; rotated: boolean };

interface RotateSecretDialogProps {
  clientId: string;
  onClose(): void;
  /**
   * What "Crear API Client nuevo" does when the upstream cannot renew the secret: a new client to show
   * once, or null when the caller shows its own creation.
   */
  createInstead(): Promise<ApiClientCreated | null>;
}

/**
 * "Generar uno nuevo": asks first (the old secret stops working at once), then shows the new secret once.
 * An upstream that cannot renew it gets the offer of a new client instead.
 */
export function RotateSecretDialog({ clientId, onClose, createInstead }: RotateSecretDialogProps) {
  const t = useTranslations("niches.secret");
  const tc = useTranslations("common");
  const [step, setStep] = useState<Step>({ kind: "confirm" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  }

  const rotate = () =>
    run(async () => {
      const rotation = await rotateNicheClientSecret(clientId);
      setStep(rotation.kind === "unavailable" ? rotation : { kind: "shown", client: rotation.client, rotated: true });
    }, t("rotateError"));

  const replace = () =>
    run(async () => {
      const client = await createInstead();
      if (client) setStep({ kind: "shown", client, rotated: false });
      else onClose();
    }, t("replaceError"));

  if (step.kind === "shown") return <OneTimeSecretDialog client={step.client} rotated={step.rotated} onClose={onClose} />;
  const unavailable = step.kind === "unavailable";
  return (
    <ConfirmDialog
      open
      title={unavailable ? t("unavailable.title") : t("confirm.title")}
      description={unavailable ? t("unavailable.description", { clientId }) : t("confirm.description", { clientId })}
      cancelText={tc("cancel")}
      confirmText={unavailable ? t("unavailable.confirm") : t("confirm.confirm")}
      busyText={t("confirm.working")}
      busy={busy}
      error={error}
      variant="default"
      onConfirm={() => void (unavailable ? replace() : rotate())}
      onCancel={onClose}
    />
  );
}
