import type { Metadata } from "next";
import { CatalogDetail } from "@/features/niche-catalog/components/catalog-detail";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer } from "@/lib/server-data/server-reads";
import { catalogItemQuery } from "@/features/niche-catalog/queries";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("templateDetail") };
}

export default async function NicheCatalogDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await readOnServer(isNumericId(id) ? [catalogItemQuery(id)] : []);
  return (
    <ServerDataProvider value={data}>
      <CatalogDetail id={id} />
    </ServerDataProvider>
  );
}
