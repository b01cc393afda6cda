import { apiClientsOverviewQuery, apiClientsQuery, DEFAULT_SORT, sortClients } from "@/features/api-clients";
import { ApiClientsScreen } from "@/features/api-clients/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { keepFirstRows, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("apiClients") };
}

export default async function ApiClientsPage() {
  const clients = serverAnswer(apiClientsQuery);
  const data = await readOnServer([clients, apiClientsOverviewQuery]);
  keepFirstRows(data, clients, (all) => sortClients(all, DEFAULT_SORT));
  return (
    <ServerDataProvider value={data}>
      <ApiClientsScreen />
    </ServerDataProvider>
  );
}
