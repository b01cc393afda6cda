import type { Metadata } from "next";
import { catalogItemQuery } from "@/features/niche-catalog";
import { CatalogDetail } from "@/features/niche-catalog/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer } from "@/lib/server-data/server-reads";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("templateDetail") };
}

export default async function NicheCatalogDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await readOnServer(isNumericId(id) ? [catalogItemQuery(id)] : []);
  return (
    <PageMessages route="/niche-catalog/[id]">
      <ServerDataProvider value={data}>
        <CatalogDetail id={id} />
      </ServerDataProvider>
    </PageMessages>
  );
}
