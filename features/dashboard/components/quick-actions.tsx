"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Package, Plus, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { TitledSection } from "@/components/ui/titled-section";
// The dialog and its niche select (radix, floating-ui) load when it is first opened.
import { ImportProductsDialog } from "@/features/products/shared";

/** `nicheCount`: the dashboard's count; the niches themselves are searched from the import's niche select. */
export function QuickActions({ nicheCount }: { nicheCount: number | undefined }) {
  const t = useTranslations("dashboard.quickActions");
  const tImport = useTranslations("importProducts");
  const [importOpen, setImportOpen] = useState(false);
  const importUsed = useOpenedOnce(importOpen);

  const openImport = () => {
    if (nicheCount === 0) {
      toast.warning(tImport("noNiches"));
      return;
    }
    setImportOpen(true);
  };

  return (
    <TitledSection
      title={t("title")}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
      headingClassName="text-lg font-semibold"
    >
      <div className="mt-4 grid gap-2">
        <ButtonLink href="/niches/new" icon={Plus} align="start">
          {t("createNiche")}
        </ButtonLink>
        <Button variant="outline" align="start" onClick={openImport} disabled={nicheCount === undefined}>
          <Upload aria-hidden />
          {t("importProducts")}
        </Button>
        <ButtonLink href="/products" icon={Package} variant="outline" align="start">
          {t("viewProducts")}
        </ButtonLink>
      </div>
      {importUsed ? <ImportProductsDialog open={importOpen} onOpenChange={setImportOpen} /> : null}
    </TitledSection>
  );
}
