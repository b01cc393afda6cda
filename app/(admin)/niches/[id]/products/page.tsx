import type { Metadata } from "next";
import { NICHE_GRID_FIRST_PAINT, readCardContents, nicheProductsQuery } from "@/features/products";
import { NicheProductsScreen } from "@/features/products/screens";
import { ServerDataProvider } from "@/lib/browser-data/use-query";
import { isNumericId, keepFirstRows, readOnServer, serverAnswer } from "@/lib/server-data/server-reads";
import { nicheQuery } from "@/features/niches";
import { newestFirst } from "@/lib/list-order";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("nicheProducts") };
}

export default async function NicheProductsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const products = serverAnswer(nicheProductsQuery(id));
  const data = await readOnServer(isNumericId(id) ? [nicheQuery(id), products] : [], async (read, request) => {
    // The screen's filters start empty: its first rows are the newest.
    const shown = newestFirst(products.answer ?? []);
    keepFirstRows(read, products, () => shown);
    await readCardContents(read, shown, NICHE_GRID_FIRST_PAINT, request);
  });
  return (
    <ServerDataProvider value={data}>
      <NicheProductsScreen key={id} nicheId={id} />
    </ServerDataProvider>
  );
}
