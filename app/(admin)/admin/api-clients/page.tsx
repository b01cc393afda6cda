import { apiClientsOverviewQuery, apiClientsQuery, clientPageQuery, DEFAULT_SORT, sortClients } from "@/features/api-clients";
import { ApiClientsScreen } from "@/features/api-clients/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { keepFirstRows, readAfter, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("apiClients") };
}

export default async function ApiClientsPage() {
  // The table's first page; an upstream that does not page the list answers null, and the whole list
  // is read, of which the HTML carries the first rows.
  const firstPage = serverAnswer(clientPageQuery({ q: "", sort: DEFAULT_SORT, page: 0 }));
  const data = await readOnServer([firstPage, apiClientsOverviewQuery], async (read, request) => {
    if (firstPage.answer !== null) return;
    const clients = serverAnswer(apiClientsQuery);
    await readAfter(read, [clients], request);
    keepFirstRows(read, clients, (all) => sortClients(all, DEFAULT_SORT));
  });
  return (
    <PageMessages route="/admin/api-clients">
      <ServerDataProvider value={data}>
        <ApiClientsScreen />
      </ServerDataProvider>
    </PageMessages>
  );
}
