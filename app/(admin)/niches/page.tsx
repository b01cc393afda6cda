import { NICHE_COUNTS, nicheListAsk, nicheListSource, parseListQuery } from "@/features/niches";
import { NicheListScreen } from "@/features/niches/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { readOnServer, searchParamsOf } from "@/lib/server-data/server-reads";
import { serverList } from "@/lib/server-data/server-list";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("niches") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NichesPage({ searchParams }: { searchParams: SearchParams }) {
  const list = serverList(nicheListSource, nicheListAsk(parseListQuery(searchParamsOf(await searchParams))), NICHE_COUNTS);
  const data = await readOnServer(list.reads, async (read, request) => {
    await list.rows(read, request);
  });
  return (
    <PageMessages route="/niches">
      <ServerDataProvider value={data}>
        <NicheListScreen />
      </ServerDataProvider>
    </PageMessages>
  );
}
