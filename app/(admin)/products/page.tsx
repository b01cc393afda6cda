import { AllProductsScreen } from "@/components/products/all-products-screen";
import { ServerDataProvider } from "@/lib/http/server-data";
import { keepFirstRows, readOnServer, searchParamsOf } from "@/lib/http/server-reads";
import { NICHES_PATH, nicheReads } from "@/lib/niches/api";
import type { Niche } from "@/lib/niches/schemas";
import { productReads, productsPaths } from "@/lib/products/api";
import { allProductsInScreenOrder, filtersFromSearch } from "@/lib/products/filters";
import type { Product } from "@/lib/products/schemas";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = filtersFromSearch(searchParamsOf(await searchParams));
  const data = await readOnServer({
    [productsPaths.all]: (request) => productReads(request).all(),
    [NICHES_PATH]: (request) => nicheReads(request).niches(),
  });
  const niches = data.fallback[NICHES_PATH] as Niche[] | undefined;
  keepFirstRows<Product>(data, productsPaths.all, (all) => allProductsInScreenOrder(all, niches, filters));
  // The niches name the products' niches and fill the niche filter: those of the first rows come first.
  const named = new Set((data.fallback[productsPaths.all] as Product[] | undefined)?.map((product) => product.niche_id));
  keepFirstRows<Niche>(data, NICHES_PATH, (all) => [...all.filter((niche) => named.has(niche.id)), ...all.filter((niche) => !named.has(niche.id))]);
  return (
    <ServerDataProvider value={data}>
      <AllProductsScreen />
    </ServerDataProvider>
  );
}
