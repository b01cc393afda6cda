import { NicheListScreen } from "@/components/niches/niche-list-screen";
import { ServerDataProvider } from "@/lib/http/server-data";
import { keepFirstRows, readOnServer, searchParamsOf } from "@/lib/http/server-reads";
import { NICHES_PATH, nicheReads } from "@/lib/niches/api";
import { nicheRow, type NicheRow } from "@/lib/niches/row-view";
import { filterNiches, parseListQuery, sortNiches } from "@/lib/niches/list-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("niches") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NichesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(searchParamsOf(await searchParams));
  const data = await readOnServer({ [NICHES_PATH]: async (request) => (await nicheReads(request).niches()).map(nicheRow) });
  keepFirstRows<NicheRow>(data, NICHES_PATH, (all) => filterNiches(sortNiches(all, query.sort), query));
  return (
    <ServerDataProvider value={data}>
      <NicheListScreen />
    </ServerDataProvider>
  );
}
