import { apiClientsOverviewQuery, CLIENT_COUNTS, clientListAsk, clientListSource, clientListUrlCodec, sortStateOf } from "@/features/api-clients";
import { ApiClientsScreen } from "@/features/api-clients/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { readOnServer, searchParamsOf } from "@/lib/server-data/server-reads";
import { serverList } from "@/lib/server-data/server-list";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("apiClients") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ApiClientsPage({ searchParams }: { searchParams: SearchParams }) {
  const { q, sort, page } = clientListUrlCodec.parse(searchParamsOf(await searchParams));
  const list = serverList(clientListSource, clientListAsk(q, sortStateOf(sort), page - 1), CLIENT_COUNTS);
  const data = await readOnServer([...list.reads, apiClientsOverviewQuery], async (read, request) => {
    await list.rows(read, request);
  });
  return (
    <PageMessages route="/admin/api-clients">
      <ServerDataProvider value={data}>
        <ApiClientsScreen />
      </ServerDataProvider>
    </PageMessages>
  );
}
