import { ApiClientsScreen } from "@/components/api-clients/api-clients-screen";
import { apiClientReads } from "@/lib/api-clients/api";
import { API_CLIENTS_OVERVIEW_PATH, API_CLIENTS_PATH } from "@/lib/api-clients/contract";
import { DEFAULT_SORT, sortClients } from "@/lib/api-clients/table-view";
import type { ApiClient } from "@/lib/api-clients/schemas";
import { ServerDataProvider } from "@/lib/http/server-data";
import { keepFirstRows, readOnServer } from "@/lib/http/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("apiClients") };
}

export default async function ApiClientsPage() {
  const data = await readOnServer({
    [API_CLIENTS_PATH]: (request) => apiClientReads(request).clients(),
    [API_CLIENTS_OVERVIEW_PATH]: (request) => apiClientReads(request).overview(),
  });
  keepFirstRows<ApiClient>(data, API_CLIENTS_PATH, (all) => sortClients(all, DEFAULT_SORT));
  return (
    <ServerDataProvider value={data}>
      <ApiClientsScreen />
    </ServerDataProvider>
  );
}
