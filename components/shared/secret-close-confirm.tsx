"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "./confirm-dialog";

/** Asked before a dialog showing a secret for the only time closes: once closed, it cannot be read again. */
export function SecretCloseConfirm({
  open,
  rotated = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The secret replaces one just revoked: another can be generated. */
  rotated?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useTranslations("apiClients.secret.closeConfirm");
  return (
    <ConfirmDialog
      open={open}
      title={t("title")}
      description={rotated ? t("descriptionRotated") : t("description")}
      cancelText={t("keep")}
      confirmText={t("close")}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
