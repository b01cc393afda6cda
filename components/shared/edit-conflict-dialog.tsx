"use client";
// A save refused because the record was saved since the form loaded it (another tab, another person):
// the user sees their changes (the form reloads) or overwrites them with the fields they changed.
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

interface EditConflictDialogProps {
  title: string;
  description: string;
  /** The labels of the fields saved meanwhile. */
  changed: string[];
  onReload(): void;
  onOverwrite(): void;
  /** Back to the form as it is, nothing saved. */
  onCancel(): void;
}

export function EditConflictDialog({ title, description, changed, onReload, onOverwrite, onCancel }: EditConflictDialogProps) {
  const t = useTranslations("common.editConflict");
  const locale = useLocale();
  return (
    <ConfirmDialog
      open
      title={title}
      description={description}
      cancelText={t("keepEditing")}
      confirmText={t("overwrite")}
      onConfirm={onOverwrite}
      onCancel={onCancel}
      extraAction={
        <Button variant="outline" onClick={onReload}>
          {t("reload")}
        </Button>
      }
    >
      {changed.length > 0 ? (
        <p className="text-sm">{t("changed", { fields: new Intl.ListFormat(locale, { type: "conjunction" }).format(changed) })}</p>
      ) : null}
    </ConfirmDialog>
  );
}
