import { ALL_GRID_FIRST_PAINT, readCardContents, allProductsInScreenOrder, filtersFromSearch, allProductsQuery, isFiltered, nicheFilterId, productCountQuery, productPageQuery, statusesOf } from "@/features/products";
import { AllProductsScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { FIRST_SCREEN_ROWS, keepFirstRows, readAfter, readOnServer, searchParamsOf, serverAnswer } from "@/lib/server-data/server-reads";
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

const ALL = { of: "all" } as const;

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = filtersFromSearch(searchParamsOf(await searchParams));
  const niches = serverAnswer(nichesQuery);
  const pageOf = (nicheId: number | undefined) =>
    serverAnswer(productPageQuery(ALL, { q: filters.q, statuses: statusesOf(filters.status, false), nicheId, page: filters.page }));
  // Without a niche filter the page is read at once; with one, once its niche is found by slug (or, on
  // an upstream that cannot, in the whole niche list).
  const early = filters.niche === "all" ? pageOf(undefined) : null;
  const bySlug = filters.niche === "all" ? null : serverAnswer(nicheBySlugQuery(filters.niche));
  // The counters are asked beside the first read, not after it: on an upstream that does not page
  // they answer null at the cost of a one-row request each.
  const counts = [productCountQuery(ALL, ["pending", "processing"]), productCountQuery(ALL, ["completed"])];
  if (isFiltered(filters)) counts.push(productCountQuery(ALL));
  const data = await readOnServer([early ?? bySlug ?? niches, ...counts], async (read, request) => {
    let page = early;
    if (!page) {
      if (bySlug?.answer === null) await readAfter(read, [niches], request);
      const nicheId = bySlug?.answer ? (bySlug.answer.niche?.id ?? 0) : nicheFilterId(filters.niche, niches.answer, false);
      if (nicheId === null) return;
      page = pageOf(nicheId);
      await readAfter(read, [page], request);
    }
    let shown = page.answer?.rows ?? [];
    if (page.answer === null) {
      // The upstream does not page: the whole list, of which the HTML carries the first rows, named by the niche list.
      const products = serverAnswer(allProductsQuery);
      await readAfter(read, niches.answer ? [products] : [products, niches], request);
      shown = allProductsInScreenOrder(products.answer ?? [], niches.answer, filters);
      keepFirstRows(read, products, () => shown);
      // The niches name the products' niches and fill the niche filter: those of the first rows, and the filter's, come first.
      const named = new Set(shown.slice(0, FIRST_SCREEN_ROWS).map((product) => product.niche_id));
      const first = (niche: { id: number; slug: string }) => named.has(niche.id) || niche.slug === filters.niche;
      keepFirstRows(read, niches, (all) => [...all.filter(first), ...all.filter((niche) => !first(niche))]);
    } else {
      // A page's niches, for its cards' niche names and site links.
      const ids = nicheIdsOf(shown);
      if (ids) await readAfter(read, [nicheRefsQuery(ids)], request);
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
