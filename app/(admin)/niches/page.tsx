import { filterNiches, parseListQuery, sortNiches, nichesQuery } from "@/features/niches";
import { NicheListScreen } from "@/features/niches/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { keepFirstRows, readOnServer, searchParamsOf, serverAnswer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("niches") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NichesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(searchParamsOf(await searchParams));
  const niches = serverAnswer(nichesQuery);
  const data = await readOnServer([niches]);
  keepFirstRows(data, niches, (all) => filterNiches(sortNiches(all, query.sort), query));
  return (
    <ServerDataProvider value={data}>
      <NicheListScreen />
    </ServerDataProvider>
  );
}
