"use client";

import { useTranslations } from "next-intl";
import { FolderTree, RefreshCw, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import type { ProductCounts } from "@/features/products/counters";
import { PageHeader } from "@/components/ui/page-header";

interface AllProductsHeaderProps {
  counts: ProductCounts | undefined;
  filtered: number;
  refreshing: boolean;
  onRefresh: () => void;
  onImport: () => void;
}

export function AllProductsHeader({ counts, filtered, refreshing, onRefresh, onImport }: AllProductsHeaderProps) {
  const t = useTranslations("products.all");
  return (
    <PageHeader
      title={t("title")}
      description={t("subtitle")}
      details={
        // The counts wait for the whole list; their lines are kept from the first paint so nothing below moves
        // when they arrive (two lines on a phone, one beside the actions on wider screens).
        <div className="mt-1 min-h-10 md:min-h-5">
          {counts ? (
            <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
              <span>{t("countFiltered", { filtered, total: counts.total })}</span>
              <span className="text-warning">{t("countPending", { n: counts.pending })}</span>
              <span className="text-success">{t("countCompleted", { n: counts.completed })}</span>
            </p>
          ) : null}
        </div>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/niches" icon={FolderTree} variant="outline">
            {t("manageNiches")}
          </ButtonLink>
          <Button variant="outline" onClick={onImport}>
            <Upload aria-hidden />
            {t("import")}
          </Button>
          <Button onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined} />
            {refreshing ? t("refreshing") : t("refresh")}
          </Button>
        </div>
      }
    />
  );
}
