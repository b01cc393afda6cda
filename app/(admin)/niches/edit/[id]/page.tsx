import type { Metadata } from "next";
import { nicheQuery } from "@/features/niches";
import { NicheEditScreen } from "@/features/niches/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer } from "@/lib/server-data/server-reads";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("editNiche") };
}

export default async function NicheEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await readOnServer(isNumericId(id) ? [nicheQuery(id)] : []);
  return (
    <PageMessages route="/niches/edit/[id]">
      <ServerDataProvider value={data}>
        <NicheEditScreen key={id} id={id} />
      </ServerDataProvider>
    </PageMessages>
  );
}
