import type { Metadata } from "next";
import { catalogFormItemQuery } from "@/features/niche-catalog";
import { CatalogEditPage } from "@/features/niche-catalog/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer } from "@/lib/server-data/server-reads";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("editTemplate") };
}

export default async function EditNicheCatalogPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await readOnServer(isNumericId(id) ? [catalogFormItemQuery(id)] : []);
  return (
    <PageMessages route="/niche-catalog/edit/[id]">
      <ServerDataProvider value={data}>
        <CatalogEditPage key={id} id={id} />
      </ServerDataProvider>
    </PageMessages>
  );
}
