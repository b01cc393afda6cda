"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { deleteProduct } from "@/features/products/mutations";
import type { Product } from "@/features/products/schemas";
import { DELETE_URL_MAX, truncate } from "@/features/products/text";

interface ProductDeleteDialogProps {
  product: Pick<Product, "id" | "amazon_url"> | null;
  onClose: () => void;
  onDeleted: (productId: number) => void;
  /** The general list words its failure differently from a niche's list. */
  errorText: string;
}

export function ProductDeleteDialog({ product, onClose, onDeleted, errorText }: ProductDeleteDialogProps) {
  const t = useTranslations("products.delete");
  const tc = useTranslations("common");
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!product) return;
    setDeleting(true);
    try {
      await deleteProduct(product.id);
      toast.success(t("success"));
      onDeleted(product.id);
      onClose();
    } catch {
      toast.error(errorText);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={product !== null}
      title={t("title")}
      description={t("text")}
      cancelText={tc("cancel")}
      confirmText={t("confirm")}
      busyText={t("deleting")}
      busy={deleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {product ? (
        <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all" title={product.amazon_url}>
          {truncate(product.amazon_url, DELETE_URL_MAX)}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
