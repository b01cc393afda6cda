import { CatalogList } from "@/components/niche-catalog/catalog-list";
import { ServerDataProvider } from "@/lib/http/server-data";
import { keepFirstRows, readOnServer } from "@/lib/http/server-reads";
import { CATALOG_PATH, catalogReads } from "@/lib/niche-catalog/api";
import { newestFirst } from "@/lib/niche-catalog/list-order";

export default async function NicheCatalogPage() {
  const data = await readOnServer({ [CATALOG_PATH]: (request) => catalogReads(request).items() });
  keepFirstRows(data, CATALOG_PATH, newestFirst);
  return (
    <ServerDataProvider value={data}>
      <CatalogList />
    </ServerDataProvider>
  );
}
