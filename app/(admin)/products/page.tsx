import { ALL_GRID_FIRST_PAINT, ALL_PRODUCT_COUNTS, filtersFromSearch, nicheFilterId, productListAsk, productListSource, readCardContents, statusesOf } from "@/features/products";
import { AllProductsScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { readAfter, readOnServer, searchParamsOf, serverAnswer } from "@/lib/server-data/server-reads";
import { serverList } from "@/lib/server-data/server-list";
import { nicheBySlugQuery, nicheIdsOf, nicheRefsQuery, nichesQuery } from "@/features/niches";
import type { Metadata } from "next";
import { CheckCircle2, Clock, Filter, FolderTree, Upload } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("products") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = filtersFromSearch(searchParamsOf(await searchParams));
  const source = productListSource({ of: "all" });
  const listOf = (nicheId: number | undefined) =>
    serverList(source, productListAsk(filters.q, { statuses: statusesOf(filters.status), nicheId }, filters.page), ALL_PRODUCT_COUNTS);
  // Without a niche filter the list is read at once; with one, once its niche is found by slug (or, on
  // an upstream that cannot, in the whole niche list).
  const early = filters.niche === "all" ? listOf(undefined) : null;
  const bySlug = filters.niche === "all" ? null : serverAnswer(nicheBySlugQuery(filters.niche));
  const data = await readOnServer(early ? early.reads : bySlug ? [bySlug] : [], async (read, request) => {
    let list = early;
    if (!list) {
      const niches = serverAnswer(nichesQuery);
      if (bySlug?.answer === null) await readAfter(read, [niches], request);
      const nicheId = bySlug?.answer ? (bySlug.answer.niche?.id ?? 0) : nicheFilterId(filters.niche, niches.answer, false);
      if (nicheId === null) return;
      list = listOf(nicheId);
      await readAfter(read, list.reads, request);
    }
    const shown = await list.rows(read, request);
    // The shown rows' niches, for their cards' niche names and site links (the whole niche list where
    // the upstream cannot find niches by id).
    const ids = nicheIdsOf(shown);
    if (ids) {
      const refs = serverAnswer(nicheRefsQuery(ids));
      await readAfter(read, [refs], request);
      if (refs.answer === null) await readAfter(read, [nichesQuery], request);
    }
    await readCardContents(read, shown, ALL_GRID_FIRST_PAINT, request);
  });
  return (
    <PageMessages route="/products">
      <ServerDataProvider value={data}>
        <AllProductsScreen
          icons={{
            manageNiches: <FolderTree aria-hidden />,
            import: <Upload aria-hidden />,
            filtered: <Filter />,
            pending: <Clock />,
            completed: <CheckCircle2 />,
          }}
        />
      </ServerDataProvider>
    </PageMessages>
  );
}
