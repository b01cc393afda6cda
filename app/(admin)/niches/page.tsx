import { filterNiches, nicheCountQuery, nichePageQuery, parseListQuery, sortNiches, nichesQuery } from "@/features/niches";
import { NicheListScreen } from "@/features/niches/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { keepFirstRows, readAfter, readOnServer, searchParamsOf, serverAnswer } from "@/lib/server-data/server-reads";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("niches") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NichesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(searchParamsOf(await searchParams));
  const page = serverAnswer(nichePageQuery(query));
  // The counters are asked beside the page (null, at one request each, where the upstream does not page).
  const counts = (query.q.trim() || query.status !== "all" ? ["all", "active", "with_site"] as const : ["active", "with_site"] as const).map(nicheCountQuery);
  const data = await readOnServer([page, ...counts], async (read, request) => {
    if (page.answer !== null) return;
    // The upstream does not page: the whole list, of which the HTML carries the first rows.
    const niches = serverAnswer(nichesQuery);
    await readAfter(read, [niches], request);
    keepFirstRows(read, niches, (all) => filterNiches(sortNiches(all, query.sort), query));
  });
  return (
    <PageMessages route="/niches">
      <ServerDataProvider value={data}>
        <NicheListScreen />
      </ServerDataProvider>
    </PageMessages>
  );
}
