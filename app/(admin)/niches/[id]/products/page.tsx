import type { Metadata } from "next";
import { NicheProductsScreen } from "@/components/products/niche-products-screen";
import { ServerDataProvider } from "@/lib/http/server-data";
import { isNumericId, keepFirstRows, readOnServer } from "@/lib/http/server-reads";
import { nichePath, nicheReads } from "@/lib/niches/api";
import { productReads, productsPaths } from "@/lib/products/api";
import { readCardContents } from "@/lib/products/card-contents";
import { newestFirst } from "@/lib/products/filters";
import type { Product } from "@/lib/products/schemas";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("layout.pageTitles"))("nicheProducts") };
}

export default async function NicheProductsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await readOnServer(
    isNumericId(id)
      ? {
          [nichePath(id)]: (request) => nicheReads(request).niche(id),
          [productsPaths.ofNiche(id)]: (request) => productReads(request).ofNiche(id),
        }
      : {},
    async (read, request) => {
      // The screen's filters start empty: its first rows are the newest.
      const shown = ((read.fallback[productsPaths.ofNiche(id)] as Product[] | undefined) ?? []).slice().sort(newestFirst);
      keepFirstRows<Product>(read, productsPaths.ofNiche(id), () => shown);
      await readCardContents(read, shown, request);
    },
  );
  return (
    <ServerDataProvider value={data}>
      <NicheProductsScreen key={id} nicheId={id} />
    </ServerDataProvider>
  );
}
