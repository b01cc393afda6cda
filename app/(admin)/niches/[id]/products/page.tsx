import type { Metadata } from "next";
import { NICHE_GRID_FIRST_PAINT, NICHE_PRODUCT_COUNTS, nicheProductsUrlCodec, productListAsk, productListSource, readCardContents, statusesOf } from "@/features/products";
import { NicheProductsScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, readOnServer, searchParamsOf } from "@/lib/server-data/server-reads";
import { serverList } from "@/lib/server-data/server-list";
import { nicheQuery } from "@/features/niches";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("nicheProducts") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NicheProductsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id } = await params;
  const filters = nicheProductsUrlCodec.parse(searchParamsOf(await searchParams));
  const ask = productListAsk(filters.q, { statuses: statusesOf(filters.status) }, filters.page);
  const list = serverList(productListSource({ of: "niche", nicheId: id }), ask, NICHE_PRODUCT_COUNTS);
  const data = await readOnServer(isNumericId(id) ? [nicheQuery(id), ...list.reads] : [], async (read, request) => {
    await readCardContents(read, await list.rows(read, request), NICHE_GRID_FIRST_PAINT, request);
  });
  return (
    <PageMessages route="/niches/[id]/products">
      <ServerDataProvider value={data}>
        <NicheProductsScreen key={id} nicheId={id} />
      </ServerDataProvider>
    </PageMessages>
  );
}
