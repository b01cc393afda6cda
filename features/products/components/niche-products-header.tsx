"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { ArrowLeft, Plus, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";

interface NicheProductsHeaderProps {
  nicheId: string;
  nicheName: string | undefined;
  counts: { filtered: number; total: number } | null;
  onBulkImport: () => void;
}

export function NicheProductsHeader({ nicheId, nicheName, counts, onBulkImport }: NicheProductsHeaderProps) {
  const t = useTranslations("products.niche");
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <IntentLink href={`/niches/${nicheId}`} aria-label={t("back")}>
            <ArrowLeft aria-hidden />
          </IntentLink>
        </Button>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">
            {nicheName ? t("title", { name: nicheName }) : t("titleLoading")}
          </h1>
          {counts ? <p className="text-muted-foreground">{t("subtitle", counts)}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <NicheProductsActions nicheId={nicheId} onBulkImport={onBulkImport} />
      </div>
    </header>
  );
}

/** 'Importar Masivamente' and 'Añadir Producto': in the header and again in the empty state. */
export function NicheProductsActions({ nicheId, onBulkImport }: { nicheId: string; onBulkImport: () => void }) {
  const t = useTranslations("products.niche");
  return (
    <>
      <Button variant="outline" onClick={onBulkImport}>
        <Upload aria-hidden />
        {t("bulkImport")}
      </Button>
      <Button asChild>
        <IntentLink href={`/niches/${nicheId}/products/new`}>
          <Plus aria-hidden />
          {t("add")}
        </IntentLink>
      </Button>
    </>
  );
}
