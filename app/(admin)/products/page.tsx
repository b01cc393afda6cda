import { ALL_GRID_FIRST_PAINT, readCardContents, allProductsInScreenOrder, filtersFromSearch, allProductsQuery } from "@/features/products";
import { AllProductsScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { FIRST_SCREEN_ROWS, keepFirstRows, readOnServer, searchParamsOf, serverAnswer } from "@/lib/server-data/server-reads";
import { nichesQuery } from "@/features/niches";
import type { Metadata } from "next";
import { CheckCircle2, Clock, Filter, FolderTree, Upload } from "lucide-react";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.pageTitles");
  return { title: t("products") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = filtersFromSearch(searchParamsOf(await searchParams));
  const products = serverAnswer(allProductsQuery);
  const niches = serverAnswer(nichesQuery);
  const data = await readOnServer([products, niches], async (read, request) => {
    const shown = allProductsInScreenOrder(products.answer ?? [], niches.answer, filters);
    keepFirstRows(read, products, () => shown);
    // The niches name the products' niches and fill the niche filter: those of the first rows come first.
    const named = new Set(shown.slice(0, FIRST_SCREEN_ROWS).map((product) => product.niche_id));
    keepFirstRows(read, niches, (all) => [...all.filter((niche) => named.has(niche.id)), ...all.filter((niche) => !named.has(niche.id))]);
    await readCardContents(read, shown, ALL_GRID_FIRST_PAINT, request);
  });
  return (
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
  );
}
