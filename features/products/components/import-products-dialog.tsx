"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useNicheSearch } from "@/features/niches";
import { FormDialog } from "@/components/shared/form-dialog";
import { FormField } from "@/components/shared/form-field";
import { NicheSelect } from "./niche-select";

interface ImportProductsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Importar Productos' from any screen: pick a niche, then go to its products screen to import there. */
export function ImportProductsDialog({ open, onOpenChange }: ImportProductsDialogProps) {
  const t = useTranslations("importProducts");
  // The select's first search: whether any niche exists at all.
  const none = useNicheSearch("", open).total === 0;
  const router = useRouter();
  const [nicheId, setNicheId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pick = useCallback((value: string) => {
    setNicheId(value);
    setError(null);
  }, []);

  const go = () => {
    if (none) return setError(t("noNiches"));
    if (!nicheId) return setError(t("required"));
    router.push(`/niches/${nicheId}/products`);
  };

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("title")}
      description={t("description")}
      actionLabel={t("continue")}
      actionDisabled={none}
      onAction={go}
    >
      {none ? (
        <Alert variant="warning">
          <AlertDescription>{t("noNiches")}</AlertDescription>
        </Alert>
      ) : (
        <FormField id="import-products-niche" label={t("niche")} error={error ?? undefined} alertError>
          <NicheSelect id="import-products-niche" label={t("niche")} valueField="id" value={nicheId} onValueChange={pick} invalid={error !== null} />
        </FormField>
      )}
    </FormDialog>
  );
}
