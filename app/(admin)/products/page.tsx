import { AllProductsScreen } from "@/components/products/all-products-screen";
import { ServerDataProvider } from "@/lib/http/server-data";
import { FIRST_SCREEN_ROWS, keepFirstRows, readOnServer, searchParamsOf } from "@/lib/http/server-reads";
import { NICHES_PATH, nicheReads } from "@/lib/niches/api";
import { nicheRow, type NicheRow } from "@/lib/niches/row-view";
import { productReads, productsPaths } from "@/lib/products/api";
import { readCardContents } from "@/lib/products/card-contents";
import { allProductsInScreenOrder, filtersFromSearch } from "@/lib/products/filters";
import type { Product } from "@/lib/products/schemas";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("products") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = filtersFromSearch(searchParamsOf(await searchParams));
  const data = await readOnServer(
    {
      [productsPaths.all]: (request) => productReads(request).all(),
      [NICHES_PATH]: async (request) => (await nicheReads(request).niches()).map(nicheRow),
    },
    async (read, request) => {
      const niches = read.fallback[NICHES_PATH] as NicheRow[] | undefined;
      const shown = allProductsInScreenOrder((read.fallback[productsPaths.all] as Product[] | undefined) ?? [], niches, filters);
      keepFirstRows<Product>(read, productsPaths.all, () => shown);
      // The niches name the products' niches and fill the niche filter: those of the first rows come first.
      const named = new Set(shown.slice(0, FIRST_SCREEN_ROWS).map((product) => product.niche_id));
      keepFirstRows<NicheRow>(read, NICHES_PATH, (all) => [...all.filter((niche) => named.has(niche.id)), ...all.filter((niche) => !named.has(niche.id))]);
      await readCardContents(read, shown, request);
    },
  );
  return (
    <ServerDataProvider value={data}>
      <AllProductsScreen />
    </ServerDataProvider>
  );
}
