"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Label } from "@/components/ui/label";
import type { Niche } from "@/features/niches/schemas";
import { FormDialog } from "@/components/shared/form-dialog";
import { NicheSelect } from "./niche-select";

interface ImportProductsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  niches: readonly Pick<Niche, "id" | "name" | "slug">[];
}

/** 'Importar Productos' from any screen: pick a niche, then go to its products screen to import there. */
export function ImportProductsDialog({ open, onOpenChange, niches }: ImportProductsDialogProps) {
  const t = useTranslations("importProducts");
  const router = useRouter();
  const [nicheId, setNicheId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pick = useCallback((value: string) => {
    setNicheId(value);
    setError(null);
  }, []);

  const go = () => {
    if (niches.length === 0) return setError(t("noNiches"));
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
      actionDisabled={niches.length === 0}
      onAction={go}
    >
      {niches.length === 0 ? (
        <Alert variant="warning">
          <AlertDescription>{t("noNiches")}</AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="import-products-niche">{t("niche")}</Label>
          <NicheSelect
            id="import-products-niche"
            label={t("niche")}
            niches={niches}
            valueField="id"
            value={nicheId}
            onValueChange={pick}
            invalid={error !== null}
            aria-describedby={error ? "import-products-error" : undefined}
          />
        </div>
      )}
      {error && niches.length > 0 ? (
        <p id="import-products-error" className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
