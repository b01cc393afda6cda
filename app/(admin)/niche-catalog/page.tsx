import { catalogItemsQuery } from "@/features/niche-catalog";
import { CatalogList } from "@/features/niche-catalog/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { keepFirstRows, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import { newestFirst } from "@/lib/list-order";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("templates") };
}

export default async function NicheCatalogPage() {
  const items = serverAnswer(catalogItemsQuery);
  const data = await readOnServer([items]);
  keepFirstRows(data, items, newestFirst);
  return (
    <ServerDataProvider value={data}>
      <CatalogList />
    </ServerDataProvider>
  );
}
