"use client";

import type { ReactNode } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ReadCompanion } from "@/components/shared/read-states";
import type { ProductCounts } from "@/features/products/counters";
import type { ReadSource } from "@/lib/read/read-view";
import { PageHeader } from "@/components/ui/page-header";

/** The actions' icons that never change, rendered on the server by the page. */
export interface AllProductsHeaderIcons {
  manageNiches: ReactNode;
  import: ReactNode;
}

interface AllProductsHeaderProps {
  icons?: AllProductsHeaderIcons;
  /** The product list the counts come from: once it failed, no room is kept for them. */
  list: Pick<ReadSource<unknown>, "data" | "error">;
  counts: ProductCounts | undefined;
  filtered: number;
  refreshing: boolean;
  onRefresh: () => void;
  onImport: () => void;
}

export function AllProductsHeader({ icons, list, counts, filtered, refreshing, onRefresh, onImport }: AllProductsHeaderProps) {
  const t = useTranslations("products.all");
  return (
    <PageHeader
      title={t("title")}
      description={t("subtitle")}
      details={
        // The counts wait for the whole list; their lines are kept from the first paint so nothing below moves
        // when they arrive (two lines on a phone, one beside the actions on wider screens).
        <ReadCompanion read={list}>
          <div className="mt-1 min-h-10 md:min-h-5">
            {counts ? (
              <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                <span>{t("countFiltered", { filtered, total: counts.total })}</span>
                <span className="text-warning">{t("countPending", { n: counts.pending })}</span>
                <span className="text-success">{t("countCompleted", { n: counts.completed })}</span>
              </p>
            ) : null}
          </div>
        </ReadCompanion>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <IntentLink href="/niches">
              {icons?.manageNiches}
              {t("manageNiches")}
            </IntentLink>
          </Button>
          <Button variant="outline" onClick={onImport}>
            {icons?.import}
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
