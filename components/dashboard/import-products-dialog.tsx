"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { SearchableSelect } from "@/components/ui/searchable-select";
import type { Niche } from "@/lib/niches/schemas";

interface ImportProductsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  niches: readonly Pick<Niche, "id" | "name">[];
}

/** Picks the niche to import into, then opens its products screen. */
export function ImportProductsDialog({ open, onOpenChange, niches }: ImportProductsDialogProps) {
  const t = useTranslations("dashboard.import");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const [nicheId, setNicheId] = useState("");
  const options = useMemo(() => niches.map((niche) => ({ value: String(niche.id), label: niche.name })), [niches]);

  const onContinue = () => {
    if (!nicheId) {
      toast.warning(t("noSelection"));
      return;
    }
    onOpenChange(false);
    router.push(`/niches/${nicheId}/products`);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tCommon("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="import-niche">{t("nicheLabel")}</Label>
          <SearchableSelect
            id="import-niche"
            value={nicheId}
            onValueChange={setNicheId}
            options={options}
            listLabel={t("nicheLabel")}
            placeholder={tCommon("selectPlaceholder")}
            emptyText={tCommon("noOptions")}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {tCommon("cancel")}
          </Button>
          <Button onClick={onContinue}>{t("continue")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
