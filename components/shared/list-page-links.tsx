"use client";

import { useTranslations } from "next-intl";
import { PageLinks } from "@/components/ui/page-links";

/** A paged list's links to its other pages, in the texts of its screen's `pagination` messages. */
export function ListPageLinks({
  messages,
  page,
  pages,
  hrefOf,
  onGo,
  busy = false,
}: {
  messages: "products.pagination" | "niches.list.pagination" | "apiClients.list.pagination";
  page: number;
  pages: number;
  hrefOf(page: number): string;
  onGo(page: number): void;
  /** The page asked is still being read: the rows above are the last page's. */
  busy?: boolean;
}) {
  const t = useTranslations(messages);
  return (
    <PageLinks
      page={page}
      pages={pages}
      hrefOf={hrefOf}
      onGo={onGo}
      texts={{ label: t("label"), previous: t("previous"), next: t("next"), status: t(busy ? "loading" : "status", { page, pages }) }}
    />
  );
}
