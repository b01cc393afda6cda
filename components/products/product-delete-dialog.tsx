"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { deleteProduct } from "@/lib/products/api";
import type { Product } from "@/lib/products/schemas";
import { DELETE_URL_MAX, truncate } from "@/lib/products/text";

interface ProductDeleteDialogProps {
  product: Pick<Product, "id" | "amazon_url"> | null;
  onClose: () => void;
  onDeleted: (productId: number) => void;
  /** The general list words its failure differently (spec 02 §8). */
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
    <AlertDialog open={product !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("text")}</AlertDialogDescription>
        </AlertDialogHeader>
        {product ? (
          <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all" title={product.amazon_url}>
            {truncate(product.amazon_url, DELETE_URL_MAX)}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{tc("cancel")}</AlertDialogCancel>
          {/* A plain button: the dialog must stay open until the call answers. */}
          <Button variant="destructive" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? t("deleting") : t("confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
