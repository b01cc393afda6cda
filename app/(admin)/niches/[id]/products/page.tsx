import { NicheProductsScreen } from "@/components/products/niche-products-screen";
import { ServerDataProvider } from "@/lib/http/server-data";
import { isNumericId, keepFirstRows, readOnServer } from "@/lib/http/server-reads";
import { nichePath, nicheReads } from "@/lib/niches/api";
import { productReads, productsPaths } from "@/lib/products/api";
import { newestFirst } from "@/lib/products/filters";
import type { Product } from "@/lib/products/schemas";

export default async function NicheProductsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await readOnServer(
    isNumericId(id)
      ? {
          [nichePath(id)]: (request) => nicheReads(request).niche(id),
          [productsPaths.ofNiche(id)]: (request) => productReads(request).ofNiche(id),
        }
      : {},
  );
  // The screen's filters start empty: its first rows are the newest.
  keepFirstRows<Product>(data, productsPaths.ofNiche(id), (all) => all.slice().sort(newestFirst));
  return (
    <ServerDataProvider value={data}>
      <NicheProductsScreen key={id} nicheId={id} />
    </ServerDataProvider>
  );
}
