import { CATALOG_PAGE_ROWS, catalogCountQuery, catalogItemsQuery, catalogNewestQuery } from "@/features/niche-catalog";
import { CatalogList } from "@/features/niche-catalog/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { keepFirstRows, readAfter, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import { newestFirst } from "@/lib/list-order";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("templates") };
}

export default async function NicheCatalogPage() {
  // The newest templates and the counters at once; an upstream that does not page the list answers
  // null, and the whole list is read, of which the HTML carries the first rows.
  const newest = serverAnswer(catalogNewestQuery(CATALOG_PAGE_ROWS));
  const data = await readOnServer([newest, catalogCountQuery("active"), catalogCountQuery("withGithub")], async (read, request) => {
    if (newest.answer !== null) return;
    const items = serverAnswer(catalogItemsQuery);
    await readAfter(read, [items], request);
    keepFirstRows(read, items, newestFirst);
  });
  return (
    <PageMessages route="/niche-catalog">
      <ServerDataProvider value={data}>
        <CatalogList />
      </ServerDataProvider>
    </PageMessages>
  );
}
