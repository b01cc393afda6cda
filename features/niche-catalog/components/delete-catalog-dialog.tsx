"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AlertCircle } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { deleteCatalogItem } from "@/features/niche-catalog/mutations";
import type { CatalogItem } from "@/features/niche-catalog/schemas";
import { ApiError } from "@/lib/http/api-error";
import { spanishDetail } from "@/lib/http/spanish-detail";

interface DeleteCatalogDialogProps {
  item: CatalogItem | null;
  onClose: () => void;
  onDeleted: (item: CatalogItem) => void;
}

export function DeleteCatalogDialog({ item, onClose, onDeleted }: DeleteCatalogDialogProps) {
  const t = useTranslations("nicheCatalog.deleteDialog");
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (deleting) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!item) return;
    setDeleting(true);
    setFailure(null);
    try {
      await deleteCatalogItem(item.id);
      toast.success(t("success"));
      onDeleted(item);
      onClose();
    } catch (error) {
      // Empty string: show the fixed title without a detail line.
      setFailure(error instanceof ApiError ? (spanishDetail(error.detail) ?? "") : "");
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={item !== null}
      title={t("title")}
      description={t("description", { name: item?.name ?? "" })}
      cancelText={t("cancel")}
      confirmText={t("confirm")}
      busyText={t("deleting")}
      busy={deleting}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {failure !== null && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>{t("error")}</AlertTitle>
          {failure && <AlertDescription>{failure}</AlertDescription>}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
