import type { Metadata } from "next";
import { NICHE_GRID_FIRST_PAINT, filterNicheProducts, nicheProductsQuery, nicheProductsUrlCodec, productCountQuery, productPageQuery, readCardContents, statusesOf } from "@/features/products";
import { NicheProductsScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, keepFirstRows, readAfter, readOnServer, searchParamsOf, serverAnswer } from "@/lib/server-data/server-reads";
import { nicheQuery } from "@/features/niches";
import { newestFirst } from "@/lib/list-order";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("nicheProducts") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NicheProductsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id } = await params;
  const filters = nicheProductsUrlCodec.parse(searchParamsOf(await searchParams));
  const scope = { of: "niche", nicheId: id } as const;
  const page = serverAnswer(productPageQuery(scope, { q: filters.q, statuses: statusesOf(filters.status, true), page: filters.page }));
  // A filtered list's whole count is asked beside its page (null, for one request, where the upstream does not page).
  const count = filters.q.trim() !== "" || filters.status !== "all" ? [productCountQuery(scope)] : [];
  const data = await readOnServer(isNumericId(id) ? [nicheQuery(id), page, ...count] : [], async (read, request) => {
    let shown = page.answer?.rows ?? [];
    if (page.answer === null) {
      // The upstream does not page: the whole list, of which the HTML carries the first rows.
      const products = serverAnswer(nicheProductsQuery(id));
      await readAfter(read, [products], request);
      shown = filterNicheProducts(newestFirst(products.answer ?? []), filters);
      keepFirstRows(read, products, () => shown);
    }
    await readCardContents(read, shown, NICHE_GRID_FIRST_PAINT, request);
  });
  return (
    <PageMessages route="/niches/[id]/products">
      <ServerDataProvider value={data}>
        <NicheProductsScreen key={id} nicheId={id} />
      </ServerDataProvider>
    </PageMessages>
  );
}
