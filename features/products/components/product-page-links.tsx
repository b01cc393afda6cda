"use client";

import { useTranslations } from "next-intl";
import { PageLinks } from "@/components/ui/page-links";

/** A paged product list's links to its other pages. */
export function ProductPageLinks({ page, pages, hrefOf, onGo }: { page: number; pages: number; hrefOf(page: number): string; onGo(page: number): void }) {
  const t = useTranslations("products.pagination");
  return (
    <PageLinks
      page={page}
      pages={pages}
      hrefOf={hrefOf}
      onGo={onGo}
      texts={{ label: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages }) }}
    />
  );
}
