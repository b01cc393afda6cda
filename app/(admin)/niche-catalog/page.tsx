import { CATALOG_COUNTS, CATALOG_PAGE_ROWS, catalogListAsk, catalogListSource } from "@/features/niche-catalog";
import { CatalogList } from "@/features/niche-catalog/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { readOnServer } from "@/lib/server-data/server-reads";
import { serverList } from "@/lib/server-data/server-list";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("templates") };
}

export default async function NicheCatalogPage() {
  const list = serverList(catalogListSource, catalogListAsk(CATALOG_PAGE_ROWS), CATALOG_COUNTS);
  const data = await readOnServer(list.reads, async (read, request) => {
    await list.rows(read, request);
  });
  return (
    <PageMessages route="/niche-catalog">
      <ServerDataProvider value={data}>
        <CatalogList />
      </ServerDataProvider>
    </PageMessages>
  );
}
