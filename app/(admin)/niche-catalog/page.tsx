import { CatalogList } from "@/components/niche-catalog/catalog-list";
import { ServerDataProvider } from "@/lib/http/server-data";
import { keepFirstRows, readOnServer } from "@/lib/http/server-reads";
import { CATALOG_PATH, catalogReads } from "@/lib/niche-catalog/api";
import { newestFirst } from "@/lib/niche-catalog/list-order";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("templates") };
}

export default async function NicheCatalogPage() {
  const data = await readOnServer({ [CATALOG_PATH]: (request) => catalogReads(request).items() });
  keepFirstRows(data, CATALOG_PATH, newestFirst);
  return (
    <ServerDataProvider value={data}>
      <CatalogList />
    </ServerDataProvider>
  );
}
